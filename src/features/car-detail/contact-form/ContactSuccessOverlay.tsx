import type { Ref } from 'react'
import { CheckCircleIcon } from '@/lib/ui/icons'

export type ContactSuccessOverlayProps = {
  heading: string
  text: string
  sendAnother: string
  onSendAnother: () => void
  /** The caller moves the focus here when the overlay opens. */
  ref?: Ref<HTMLDivElement>
}

/**
 * spec 02 §4 "success (overlay with success message)": laid over the sent form (the form is inert
 * behind it), a status the screen reader reads, with a button to write another message.
 */
export function ContactSuccessOverlay({ heading, text, sendAnother, onSendAnother, ref }: ContactSuccessOverlayProps) {
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="contact-success"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 overflow-y-auto rounded-brand border border-border bg-background p-6 text-center"
    >
      <CheckCircleIcon className="size-10 text-accent" />
      <h3 className="heading-h3">{heading}</h3>
      <p>{text}</p>
      <button
        type="button"
        onClick={onSendAnother}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-brand border border-current px-4 py-2 font-semibold hover:bg-current/10"
      >
        {sendAnother}
      </button>
    </div>
  )
}
