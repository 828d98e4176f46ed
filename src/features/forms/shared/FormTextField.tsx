import type { UseFormRegisterReturn } from 'react-hook-form'

import { FORM_CONTROL_CLASS } from './form-classes'
import { FormField } from './FormField'

export type FormTextFieldProps = {
  id: string
  label: string
  /** The field's react-hook-form registration (name, ref, onChange, onBlur). */
  registration: UseFormRegisterReturn
  errorId: string
  /** The message while the field is flagged; the input is then aria-invalid and described by it. */
  error?: string
  type?: 'text' | 'tel' | 'email'
  inputMode?: 'text' | 'tel' | 'email' | 'numeric'
  autoComplete?: string
  maxLength: number
  required?: boolean
}

/** A labelled one-line text input of the form blocks, flagged while its value fails the check. */
export function FormTextField({
  id,
  label,
  registration,
  errorId,
  error,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  required = true,
}: FormTextFieldProps) {
  return (
    <FormField controlId={id} label={label} required={required} errorId={errorId} error={error}>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        {...registration}
        className={FORM_CONTROL_CLASS}
        {...(error ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const) : {})}
      />
    </FormField>
  )
}
