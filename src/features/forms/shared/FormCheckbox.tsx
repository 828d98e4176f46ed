import type { ReactNode } from 'react'

import { FORM_CHECK_CLASS, FORM_CHECK_ROW_CLASS, FORM_ERROR_CLASS } from './form-classes'
import { RequiredMark } from './RequiredMark'

export type FormCheckboxProps = {
  id: string
  name: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  required?: boolean
  error?: string
}

/** One checkbox (a consent, a yes/no field), the whole label row a 44 px target. */
export function FormCheckbox({ id, name, label, checked, onChange, required = false, error }: FormCheckboxProps) {
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={FORM_CHECK_ROW_CLASS}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
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
