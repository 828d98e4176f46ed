import type { ReactNode } from 'react'

import { FORM_ERROR_CLASS, FORM_LABEL_CLASS } from './form-classes'
import { RequiredMark } from './RequiredMark'

export type FormFieldProps = {
  /** The control's id: the label points at it. */
  controlId: string
  label: string
  required?: boolean
  /** The message's id; the control names it in aria-describedby while it is flagged. */
  errorId: string
  error?: string
  children: ReactNode
  className?: string
}

/** A label, one control (the children) and its message while the control is flagged. */
export function FormField({ controlId, label, required = false, errorId, error, children, className = '' }: FormFieldProps) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className={FORM_LABEL_CLASS}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {error ? (
        <p id={errorId} className={FORM_ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
