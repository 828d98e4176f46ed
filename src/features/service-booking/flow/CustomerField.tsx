import type { UseFormRegisterReturn } from 'react-hook-form'

import type { CustomerValues } from './customer-form-check'

type CustomerFieldProps = {
  name: Exclude<keyof CustomerValues, 'message'>
  label: string
  type: 'text' | 'tel' | 'email'
  autoComplete: string
  /** The server's limit where the pattern has none (the names: 100). */
  maxLength?: number
  registration: UseFormRegisterReturn
  /** The problem's text once the visitor has pressed 'Boka'; the input is then invalid and described by it. */
  error?: string
}

/** One required line of the booking's customer form (spec 03 §5), its label ending in an asterisk. */
export function CustomerField({ name, label, type, autoComplete, maxLength, registration, error }: CustomerFieldProps) {
  return (
    <div>
      <label htmlFor={`sb-${name}`} className="block text-sm font-medium">
        {label} *
      </label>
      <input
        id={`sb-${name}`}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `sb-${name}-error` : undefined}
        className="w-full rounded-brand border border-border px-2 py-2"
        {...registration}
      />
      {error ? (
        <p id={`sb-${name}-error`} className="m-0 text-sm text-warning">
          {error}
        </p>
      ) : null}
    </div>
  )
}
