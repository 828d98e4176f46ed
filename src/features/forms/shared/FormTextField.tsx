import { FORM_CONTROL_CLASS } from './form-classes'
import { FormField } from './FormField'

export type FormTextFieldProps = {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
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
export function FormTextField({ id, name, label, value, onChange, errorId, error, type = 'text', inputMode, autoComplete, maxLength, required = true }: FormTextFieldProps) {
  return (
    <FormField controlId={id} label={label} required={required} errorId={errorId} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={FORM_CONTROL_CLASS}
        {...(error ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const) : {})}
      />
    </FormField>
  )
}
