'use client'

import { type Ref, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react'

import { useScriptNonce } from '@/lib/ui/script-nonce'
import { useIsHydrating } from '@/lib/ui/use-is-hydrating'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import { ACCEPT_ALL, type ConsentCategories, type ConsentChoice, CONSENT_COOKIE, decideConsent, NECESSARY_ONLY } from './consent'
import { useConsent } from './ConsentProvider'

/** Resolved dictionary texts (consentTitle, consentText, consentNecessary(+Text) …). */
export type ConsentTexts = {
  title: string
  text: string
  necessary: string
  necessaryText: string
  statistics: string
  statisticsText: string
  marketing: string
  marketingText: string
  acceptAll: string
  necessaryOnly: string
  save: string
  customize: string
}

/**
 * Runs while the HTML is parsed, right after the sheet: without a consent cookie it marks the
 * (still closed) dialog to be shown as the bottom sheet at once (globals.css
 * `dialog[data-sheet-before-hydration]`), so a first visitor sees the question in the first paint,
 * not seconds later when the page's script has run (on a phone it was the page's largest content,
 * painted after hydration: issue 39, LCP). Static text: nothing from the CMS goes into it.
 */
const SHEET_BEFORE_PAINT = `(function(s){var d=s&&s.previousElementSibling;if(d&&!/(?:^|;)\\s*${CONSENT_COOKIE}=/.test(document.cookie))d.setAttribute('data-sheet-before-hydration','')})(document.currentScript)`

/*
 * Why a true modal (<dialog> opened with showModal()) and not a non-modal banner with
 * aria-modal="false":
 * - a banner at the end of the page is the last thing a screen-reader or keyboard user reaches,
 *   and while it covers the bottom of the viewport it hides whatever has keyboard focus there
 *   (WCAG 2.4.11 Focus Not Obscured);
 * - showModal() gives the dialog role, the modal semantics, focus moved into the dialog, focus
 *   kept inside it (the rest of the page is inert) and focus returned to the cookie-settings button
 *   on close, all native and without a hand-written focus trap.
 * Reading is still possible: the dialog is a bottom sheet over a light, see-through backdrop and
 * the page behind keeps scrolling with mouse, touch or trackpad. Escape closes it only when a
 * choice already exists (the undecided visitor must answer, with "Necessary only" as easy as
 * "Accept all").
 */
export function ConsentDialog({ texts }: { texts: ConsentTexts }) {
  const { choice, known, settingsOpen, closeSettings, save } = useConsent()
  const titleId = useId()
  const textId = useId()

  const undecided = known && choice === undefined
  const open = known && (settingsOpen || choice === undefined)

  // No scroll lock: the sheet leaves the page readable behind it (see above). In a task of its
  // own: opening makes the rest of the page inert, which restyles the whole document; inside the
  // hydration effect, on a first visit, that landed in the page's longest task (Lighthouse's total
  // blocking time). A moment later nobody can tell.
  // A backdrop click closes it only once a choice exists.
  const dialog = useModalDialog(open, { lockScroll: false, openInOwnTask: true, closeOnBackdropClick: !undecided })
  const hydrating = useIsHydrating()
  const nonce = useScriptNonce()
  // The stand-in sheet of the first HTML ends once the choice is read: after showModal() (queued
  // before this, in a task of its own) for an undecided visitor, so the question never leaves the
  // screen; a closed dialog with the mark would show again.
  useEffect(() => {
    if (!known) return
    const timer = setTimeout(() => dialog.current?.removeAttribute('data-sheet-before-hydration'))
    return () => clearTimeout(timer)
  }, [known, dialog])

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (undecided) event.preventDefault()
  }
  const onClose = () => {
    // Browsers may force a modal closed on repeated Escape; an undecided visitor gets it back.
    if (undecided) dialog.current?.showModal()
    else closeSettings()
  }

  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onCancel={onCancel}
        onClose={onClose}
        // The pre-paint script may have marked it; the effect above takes the mark off.
        suppressHydrationWarning
        className="mx-auto mt-auto mb-0 max-h-[85vh] w-full max-w-3xl overflow-y-auto rounded-t-brand bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/30"
      >
        {open || !known ? (
          // Mounted per opening, so the form starts from the stored choice each time; in the first
          // HTML for the stand-in sheet (an undecided visitor's form, which hydration keeps).
          <ConsentForm texts={texts} titleId={titleId} textId={textId} stored={choice} startDetailed={choice !== undefined} onSave={save} />
        ) : null}
      </dialog>
      {hydrating ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SHEET_BEFORE_PAINT }} /> : null}
    </>
  )
}

type FormProps = {
  texts: ConsentTexts
  titleId: string
  textId: string
  stored: ConsentChoice | undefined
  /** From the footer link the visitor wants the categories at once. */
  startDetailed: boolean
  onSave: (choice: ConsentChoice) => void
}

function ConsentForm({ texts, titleId, textId, stored, startDetailed, onSave }: FormProps) {
  const [detailed, setDetailed] = useState(startDetailed)
  const [statistics, setStatistics] = useState(stored?.statistics ?? false)
  const [marketing, setMarketing] = useState(stored?.marketing ?? false)
  const firstChoice = useRef<HTMLInputElement>(null)
  const focusCategories = useRef(false)

  useEffect(() => {
    // The "Choose" button disappears when pressed; keep keyboard focus on what replaced it.
    if (detailed && focusCategories.current) {
      focusCategories.current = false
      firstChoice.current?.focus()
    }
  }, [detailed])

  const decide = (categories: ConsentCategories) => onSave(decideConsent(categories))
  const primary = 'btn-primary'
  const secondary = 'inline-flex min-h-11 items-center justify-center rounded-brand border border-foreground px-5 py-2.5 font-semibold hover:bg-surface'

  return (
    <div className="space-y-5 p-6">
      <h2 id={titleId} className="heading-h3">
        {texts.title}
      </h2>
      <p id={textId} className="text-sm">
        {texts.text}
      </p>

      {detailed ? (
        <fieldset className="space-y-4">
          <legend className="sr-only">{texts.title}</legend>
          <Category id={`${titleId}-necessary`} label={texts.necessary} description={texts.necessaryText} checked disabled />
          <Category
            id={`${titleId}-statistics`}
            label={texts.statistics}
            description={texts.statisticsText}
            checked={statistics}
            onChange={setStatistics}
            inputRef={firstChoice}
          />
          <Category id={`${titleId}-marketing`} label={texts.marketing} description={texts.marketingText} checked={marketing} onChange={setMarketing} />
        </fieldset>
      ) : null}

      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {detailed ? (
          <button type="button" className={primary} onClick={() => decide({ statistics, marketing })}>
            {texts.save}
          </button>
        ) : null}
        <button type="button" className={primary} onClick={() => decide(ACCEPT_ALL)}>
          {texts.acceptAll}
        </button>
        <button type="button" className={primary} onClick={() => decide(NECESSARY_ONLY)}>
          {texts.necessaryOnly}
        </button>
        {detailed ? null : (
          <button
            type="button"
            className={secondary}
            onClick={() => {
              focusCategories.current = true
              setDetailed(true)
            }}
          >
            {texts.customize}
          </button>
        )}
      </div>
    </div>
  )
}

type CategoryProps = {
  id: string
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
  inputRef?: Ref<HTMLInputElement>
}

function Category({ id, label, description, checked, disabled, onChange, inputRef }: CategoryProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-text`}
        className="mt-1 h-5 w-5 shrink-0 accent-accent"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="text-sm text-muted">
          {description}
        </p>
      </div>
    </div>
  )
}
