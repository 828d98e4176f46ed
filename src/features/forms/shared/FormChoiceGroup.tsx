import type { UseFormRegisterReturn } from 'react-hook-form'

import { FORM_CHECK_CLASS, FORM_CHECK_ROW_CLASS, FORM_ERROR_CLASS } from './form-classes'
import { RequiredMark } from './RequiredMark'

export type FormChoiceGroupProps = {
  id: string
  legend: string
  /** 'radio': one of them (sell or trade in); 'checkbox': any of them (services). */
  type: 'radio' | 'checkbox'
  options: readonly { value: string; label: string }[]
  /** The field's react-hook-form registration, shared by every option (its value: the chosen one, or the ticked ones). */
  registration: UseFormRegisterReturn
  required?: boolean
  error?: string
  /** Two columns from small screens (long lists); 'inline': side by side, wrapping (a short scale such as 1-5). */
  columns?: 1 | 2 | 'inline'
  /** A radio group's answer in the server's HTML (before the script runs): the form's default value. */
  defaultValue?: string
}

/** A group of radios or checkboxes in a fieldset with its legend; each row is a 44 px target. */
export function FormChoiceGroup({ id, legend, type, options, registration, required = false, error, columns = 1, defaultValue }: FormChoiceGroupProps) {
  const errorId = `${id}-error`
  return (
    <fieldset
      id={id}
      className="m-0 min-w-0 border-0 p-0"
      // A radio group can say it is required and flagged; checkboxes say it each.
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-labelledby={`${id}-legend`}
      aria-required={type === 'radio' && required ? true : undefined}
      aria-invalid={type === 'radio' && error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-semibold text-foreground">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={columns === 2 ? 'grid grid-cols-1 gap-x-6 sm:grid-cols-2' : columns === 'inline' ? 'flex flex-wrap gap-x-6' : 'flex flex-col'}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`
          return (
            <label key={`${index}-${option.value}`} htmlFor={optionId} className={FORM_CHECK_ROW_CLASS}>
              <input
                id={optionId}
                type={type}
                value={option.value}
                defaultChecked={defaultValue !== undefined && defaultValue !== '' ? option.value === defaultValue : undefined}
                {...registration}
                aria-invalid={type === 'checkbox' && error ? true : undefined}
                className={FORM_CHECK_CLASS}
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={errorId} className={FORM_ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
