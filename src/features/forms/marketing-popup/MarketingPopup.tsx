'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import type { MarketingFormProvider } from '@/features/sites'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import { CmsForm, type CmsFormProps } from '../cms-form/CmsForm'
import { POPUP_RECREATE_MS, popupDismissedKey, type PopupTrigger, scrollTriggerReached } from './popup-trigger'
import { ProviderMarketingForm, type ProviderMarketingFormTexts } from './ProviderMarketingForm'
import { CloseIcon } from '@/lib/ui/icons'

export type MarketingPopupProps = {
  /** The block's id: the key under which the visit remembers a popup that was answered. */
  blockId: string
  trigger: PopupTrigger
  title: string
  intro?: string
  closeLabel: string
  /** The block's form built in the CMS (sent as a lead). */
  form?: Omit<CmsFormProps, 'labelledBy' | 'onSuccess' | 'sendOptions'>
  /** The site's outside provider and its form, where both are set. */
  provider?: { provider: MarketingFormProvider; formId: string; texts: ProviderMarketingFormTexts }
  /** Tests: the send options of the built-in form. */
  sendOptions?: CmsFormProps['sendOptions']
}

/** How often a popup that wants to open looks again while another modal (the consent dialog) is open. */
const WAIT_FOR_OTHER_MODAL_MS = 500

function otherModalOpen(): boolean {
  try {
    return document.querySelector('dialog:modal') !== null
  } catch {
    // A browser without :modal: any open dialog counts.
    return document.querySelector('dialog[open]') !== null
  }
}

function wasAnswered(blockId: string): boolean {
  try {
    return sessionStorage.getItem(popupDismissedKey(blockId)) !== null
  } catch {
    return false
  }
}

function rememberAnswered(blockId: string): void {
  try {
    sessionStorage.setItem(popupDismissedKey(blockId), '1')
  } catch {
    // Storage refused (private mode): the popup may come back on the next page, nothing worse.
  }
}

/**
 * A marketing form in a popup (spec 03 §4, §9): a native modal <dialog> (useModalDialog: the page
 * behind is inert, the focus stays inside and goes back to where it was, Escape closes) that also
 * closes on a click outside it, with a close button. It opens from the block's button, after the
 * editor's delay, or once the visitor has scrolled to the editor's depth; one that opens by itself
 * waits while another modal (the consent dialog) is open, and does not come back in this visit
 * once it was closed or sent. After a submit the thanks show, and 3 s later the form is made again
 * (spec 03 §9 'marketing form re-created 3 s after submit'), empty, with a new submission id.
 */
export function MarketingPopup({ blockId, trigger, title, intro, closeLabel, form, provider, sendOptions }: MarketingPopupProps) {
  const [open, setOpen] = useState(false)
  /** Once opened, the provider's form stays on the page (its script is not fetched before). */
  const [opened, setOpened] = useState(false)
  const [generation, setGeneration] = useState(0)
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const dialogRef = useModalDialog(open, { closeOnBackdropClick: true })
  const recreateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const show = useCallback(() => {
    setOpen(true)
    setOpened(true)
  }, [])

  // Opening by itself: after the delay, or at the scroll depth; once per visit.
  const kind = trigger.kind
  const seconds = trigger.kind === 'delay' ? trigger.seconds : 0
  const percent = trigger.kind === 'scroll' ? trigger.percent : 0
  useEffect(() => {
    if (kind === 'button' || wasAnswered(blockId)) return
    let waiting: ReturnType<typeof setTimeout> | undefined
    const openWhenFree = () => {
      if (otherModalOpen()) waiting = setTimeout(openWhenFree, WAIT_FOR_OTHER_MODAL_MS)
      else show()
    }
    if (kind === 'delay') {
      waiting = setTimeout(openWhenFree, seconds * 1000)
      return () => clearTimeout(waiting)
    }
    const onScroll = () => {
      if (!scrollTriggerReached(percent, window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) return
      window.removeEventListener('scroll', onScroll)
      openWhenFree()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // A page that comes back already scrolled (back/forward, a reload) counts at once.
    onScroll()
    return () => {
      window.removeEventListener('scroll', onScroll)
      clearTimeout(waiting)
    }
  }, [kind, seconds, percent, blockId, show])

  useEffect(() => () => clearTimeout(recreateTimer.current), [])

  const onSubmitted = useCallback(() => {
    rememberAnswered(blockId)
    clearTimeout(recreateTimer.current)
    recreateTimer.current = setTimeout(() => setGeneration((n) => n + 1), POPUP_RECREATE_MS)
  }, [blockId])

  // The thanks that had the focus are gone with the old form: the focus goes to the popup's heading.
  useEffect(() => {
    if (generation === 0) return
    const dialog = dialogRef.current
    if (dialog?.open && !dialog.contains(document.activeElement)) titleRef.current?.focus()
  }, [generation, dialogRef])

  const onClose = () => {
    setOpen(false)
    if (kind !== 'button') rememberAnswered(blockId)
  }

  const builtIn = form ? <CmsForm {...form} labelledBy={titleId} onSuccess={onSubmitted} sendOptions={sendOptions} /> : undefined
  const body =
    provider && opened ? (
      <ProviderMarketingForm provider={provider.provider} formId={provider.formId} fallback={builtIn} onSubmitted={onSubmitted} texts={provider.texts} />
    ) : (
      builtIn
    )

  return (
    <>
      {trigger.kind === 'button' ? (
        <div className="mx-auto flex max-w-3xl justify-center px-4 py-6">
          <button type="button" className="btn-primary" aria-haspopup="dialog" onClick={show}>
            {trigger.label}
          </button>
        </div>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={onClose}
        data-testid="marketing-popup"
        data-trigger={trigger.kind}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-brand bg-background p-0 text-foreground shadow-xl backdrop:bg-black/60"
      >
        {/* Fills the dialog edge to edge: a click on the dialog element itself is a click outside (useModalDialog). */}
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-start gap-3">
            {/* The dialog's first focus (a programmatic target, not a control: no ring), and the focus after a re-created form. */}
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="heading-h3 mr-auto font-heading outline-none">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label={closeLabel}
              title={closeLabel}
              className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-surface"
            >
              <CloseIcon />
            </button>
          </div>
          {intro ? <p className="whitespace-pre-line">{intro}</p> : null}
          <div key={generation} data-generation={generation}>
            {body}
          </div>
        </div>
      </dialog>
    </>
  )
}
