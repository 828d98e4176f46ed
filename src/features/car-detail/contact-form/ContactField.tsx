import type { ReactNode } from 'react'
import { TEXT_CONTROL_CLASS } from '@/lib/ui/text-control'

export type ContactFieldProps = {
  /** The control's id (the label points at it). */
  controlId: string
  label: string
  required?: boolean
  /** The id of the invalidInput message; the control names it in aria-describedby while flagged. */
  errorId: string
  /** The invalidInput text while the field is flagged (spec 02 §4 "flagged invalid after a failed … check"). */
  error?: string
  /** The control, carrying controlId, aria-invalid and aria-describedby itself. */
  children: ReactNode
}

/** Shared look of the form's controls (lib/ui's text control). */
export const CONTACT_CONTROL_CLASS = TEXT_CONTROL_CLASS

/**
 * One labelled field of the car contact form: the label (a required field marked with an
 * asterisk, which assistive technology skips: the control's `required` says it), the control, and
 * the invalidInput message under it while the field is flagged (spec 02 §5).
 */
export function ContactField({ controlId, label, required = false, errorId, error, children }: ContactFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-warning">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-warning">
          {error}
        </p>
      ) : null}
    </div>
  )
}
