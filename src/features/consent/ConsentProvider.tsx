'use client'

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react'

import { CONSENT_EVENT, type ConsentChoice, consentCookie, consentCookieValue, parseConsent } from './consent'

declare global {
  interface WindowEventMap {
    [CONSENT_EVENT]: CustomEvent<ConsentChoice>
  }
}

/*
 * The choice lives in the cookie; this store reads it with useSyncExternalStore so that the server
 * render and hydration see "not read yet" (null) and the browser then sees the real answer without
 * a hydration mismatch or a flash of the dialog for visitors who already chose.
 */
const UNREAD = '\u0000unread'
let lastCookieValue: string | undefined = UNREAD
let lastChoice: ConsentChoice | undefined
/** The choice of this page view when the browser refuses cookies: the dialog must still close. */
let choiceWithoutCookie: ConsentChoice | undefined

function readChoice(): ConsentChoice | undefined {
  const value = consentCookieValue(document.cookie)
  if (value !== lastCookieValue) {
    lastCookieValue = value
    lastChoice = parseConsent(value)
  }
  return lastChoice ?? choiceWithoutCookie
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange)
  // Another tab may have changed the cookie while this one was in the background.
  document.addEventListener('visibilitychange', onChange)
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange)
    document.removeEventListener('visibilitychange', onChange)
  }
}

/**
 * The visitor's consent: null while it has not been read yet (server render, hydration), undefined
 * while undecided, else the choice. Works with or without a ConsentProvider, so trackers can be
 * placed anywhere on the page.
 */
export function useConsentChoice(): ConsentChoice | undefined | null {
  return useSyncExternalStore(subscribe, readChoice, () => null)
}

/** Stores a choice and tells every listener on the page (CONSENT_EVENT). */
export function storeConsentChoice(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' })
  choiceWithoutCookie = choice
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }))
}

export type ConsentContextValue = {
  /** Undefined while the visitor has not decided. */
  choice: ConsentChoice | undefined
  /** False until the cookie has been read in the browser; nothing is shown or sent before. */
  known: boolean
  /** True while the visitor has the settings open from the footer. */
  settingsOpen: boolean
  openSettings: () => void
  closeSettings: () => void
  save: (choice: ConsentChoice) => void
}

const ConsentContext = createContext<ConsentContextValue | undefined>(undefined)

/**
 * Cookie consent for the page (spec 01 §1). Wrap the page and render the dialog inside:
 * ```tsx
 * <ConsentProvider>
 *   …page, with <SiteFooter> (its CookieSettingsButton opens the settings)…
 *   <ConsentDialog texts={consentTexts} />
 *   {gtm ? <ConsentGatedTagManager id={gtm} /> : null}
 * </ConsentProvider>
 * ```
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const stored = useConsentChoice()
  const [settingsOpen, setSettingsOpen] = useState(false)

  const openSettings = useCallback(() => setSettingsOpen(true), [])
  const closeSettings = useCallback(() => setSettingsOpen(false), [])
  const save = useCallback((choice: ConsentChoice) => {
    storeConsentChoice(choice)
    setSettingsOpen(false)
  }, [])

  const value = useMemo<ConsentContextValue>(
    () => ({ choice: stored ?? undefined, known: stored !== null, settingsOpen, openSettings, closeSettings, save }),
    [stored, settingsOpen, openSettings, closeSettings, save],
  )
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext)
  if (!value) throw new Error('useConsent() needs a <ConsentProvider> above it (features/consent/ConsentProvider.tsx)')
  return value
}
