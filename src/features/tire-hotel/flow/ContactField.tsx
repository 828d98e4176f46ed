import type { ComponentPropsWithRef } from 'react'

import { INPUT } from './flow-styles'

type ContactFieldProps = {
  id: string
  label: string
  required?: boolean
  /** The control's own props: its react-hook-form registration (or controller) and type, autocomplete, input mode. */
  input: ComponentPropsWithRef<'input'>
}

/** One labelled line of the booking's contact form; a required one's label ends in an asterisk. */
export function ContactField({ id, label, required, input }: ContactFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input id={id} type="text" required={required} {...input} className={INPUT} />
    </div>
  )
}
