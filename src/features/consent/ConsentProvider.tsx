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

/** The visitor's choice as the browser has it now (undefined: not decided, or not in a browser). */
export function currentConsentChoice(): ConsentChoice | undefined {
  return typeof document === 'undefined' ? undefined : readChoice()
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

/** Whether the settings are open from the footer: a tiny store of its own (see ConsentProvider). */
type SettingsPanel = { isOpen: () => boolean; subscribe: (onChange: () => void) => () => void; set: (open: boolean) => void }

function createSettingsPanel(): SettingsPanel {
  let open = false
  const listeners = new Set<() => void>()
  return {
    isOpen: () => open,
    subscribe: (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    set: (next) => {
      if (next === open) return
      open = next
      for (const listener of listeners) listener()
    },
  }
}

const ConsentContext = createContext<SettingsPanel | undefined>(undefined)

/**
 * Cookie consent for the page (spec 01 §1). Wrap the page and render the dialog inside:
 * ```tsx
 * <ConsentProvider>
 *   …page, with <SiteFooter> (its CookieSettingsButton opens the settings)…
 *   <ConsentDialog texts={consentTexts} />
 *   {gtm ? <ConsentGatedTagManager id={gtm} /> : null}
 * </ConsentProvider>
 * ```
 *
 * The context's value never changes; the choice and the panel's state reach the components that
 * use them through useSyncExternalStore. A context value that changed after hydration (the cookie
 * is only readable in the browser) would reach every Suspense boundary not yet hydrated below it,
 * and React renders such a boundary again from scratch: a lazy island inside (the car list, a
 * form) would vanish from the screen until its code arrived.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [panel] = useState(createSettingsPanel)
  return <ConsentContext.Provider value={panel}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentContextValue {
  const panel = useContext(ConsentContext)
  if (!panel) throw new Error('useConsent() needs a <ConsentProvider> above it (features/consent/ConsentProvider.tsx)')
  const stored = useConsentChoice()
  const settingsOpen = useSyncExternalStore(panel.subscribe, panel.isOpen, () => false)
  const openSettings = useCallback(() => panel.set(true), [panel])
  const closeSettings = useCallback(() => panel.set(false), [panel])
  const save = useCallback(
    (choice: ConsentChoice) => {
      storeConsentChoice(choice)
      panel.set(false)
    },
    [panel],
  )
  return useMemo<ConsentContextValue>(
    () => ({ choice: stored ?? undefined, known: stored !== null, settingsOpen, openSettings, closeSettings, save }),
    [stored, settingsOpen, openSettings, closeSettings, save],
  )
}
