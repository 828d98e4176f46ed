import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { FORM_CHECK_CLASS, FORM_CHECK_ROW_CLASS, FORM_ERROR_CLASS } from './form-classes'
import { RequiredMark } from './RequiredMark'

export type FormCheckboxProps = {
  id: string
  label: ReactNode
  /** The field's react-hook-form registration: its value is the ticked state. */
  registration: UseFormRegisterReturn
  /** Ticked in the server's HTML (before the script runs); the form's default value. */
  defaultChecked?: boolean
  required?: boolean
  error?: string
}

/** One checkbox (a consent, a yes/no field), the whole label row a 44 px target. */
export function FormCheckbox({ id, label, registration, defaultChecked, required = false, error }: FormCheckboxProps) {
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={FORM_CHECK_ROW_CLASS}>
        <input
          id={id}
          type="checkbox"
          defaultChecked={defaultChecked}
          {...registration}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={FORM_CHECK_CLASS}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      {error ? (
        <p id={errorId} className={FORM_ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
