'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { fillText } from '@/lib/fill-text'
import { OUTLINE_BUTTON } from '@/lib/ui/outline-button'
import { TEXT_CONTROL_CLASS } from '@/lib/ui/text-control'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import type { CarListQuery } from '../car-list-types'
import { postSaveSearch, type SaveSearchResult } from './save-search-request'
import type { SaveSearchOffer } from './save-search-texts'

export type SaveSearchDialogProps = { offer: SaveSearchOffer; query: CarListQuery; label: string; onClose: () => void }

/** The message a send ended in: what went wrong goes under the field, what went right replaces the form. */
function resultMessage(result: SaveSearchResult, email: string, texts: SaveSearchOffer['texts']): { done: boolean; text: string } {
  switch (result.kind) {
    case 'pending':
      return { done: true, text: fillText(texts.checkInbox, { email }) }
    case 'already-saved':
      return { done: true, text: fillText(texts.alreadySaved, { email }) }
    case 'invalid-email':
      return { done: false, text: texts.invalidEmail }
    case 'limit':
      return { done: false, text: fillText(texts.limitReached, { count: result.count }) }
    case 'rate-limited':
      return { done: false, text: texts.tooMany }
    case 'failed':
      return { done: false, text: texts.failed }
  }
}

/**
 * The "Save search" dialog (issue 41 item 1): the search as its filters read, an e-mail address,
 * and the send. The server sends a confirmation e-mail (double opt-in); the dialog then says to
 * click its link. A native modal <dialog>: focus stays inside, Escape closes, the focus returns
 * to the button.
 */
export function SaveSearchDialog({ offer, query, label, onClose }: SaveSearchDialogProps) {
  const { texts, language } = offer
  const emailRef = useRef<HTMLInputElement>(null)
  const dialogRef = useModalDialog(true, { initialFocus: emailRef, closeOnBackdropClick: true })
  const titleId = useId()
  const emailId = useId()
  const errorId = useId()
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<{ done: boolean; text: string } | null>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const done = message?.done === true

  // The form is gone once the search is saved: the focus goes to the close button under the message.
  useEffect(() => {
    if (done) closeRef.current?.focus()
  }, [done])

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = emailRef.current?.value.trim() ?? ''
    if (!emailRef.current?.checkValidity() || email === '') {
      setMessage({ done: false, text: texts.invalidEmail })
      emailRef.current?.focus()
      return
    }
    setSending(true)
    const result = await postSaveSearch({ email, label, language, query })
    setSending(false)
    const next = resultMessage(result, email, texts)
    setMessage(next)
    if (!next.done) emailRef.current?.focus()
  }

  const failed = message && !message.done ? message.text : undefined
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-brand bg-background p-0 text-foreground shadow-xl backdrop:bg-black/60"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-xl">
          {texts.title}
        </h2>
        {message?.done ? (
          <>
            <p role="status">{message.text}</p>
            <div>
              <button ref={closeRef} type="button" className="btn-primary" onClick={() => dialogRef.current?.close()}>
                {texts.close}
              </button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-4">
            <p>{texts.intro}</p>
            <p className="rounded-brand bg-surface p-3 text-sm">
              <span className="font-semibold">{texts.searchLabel}:</span> {label || texts.allCars}
            </p>
            <div className="flex flex-col gap-1">
              <label htmlFor={emailId} className="font-semibold">
                {texts.emailLabel}
              </label>
              <input
                ref={emailRef}
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                disabled={sending}
                aria-invalid={failed ? true : undefined}
                aria-describedby={failed ? errorId : undefined}
                className={TEXT_CONTROL_CLASS}
              />
              {failed ? (
                <p id={errorId} role="alert" className="text-sm font-semibold text-warning">
                  {failed}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={sending}>
                {texts.submit}
              </button>
              <button type="button" className={OUTLINE_BUTTON} onClick={() => dialogRef.current?.close()}>
                {texts.cancel}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  )
}
