import { useId } from 'react'

import { LEAD_HONEYPOT_FIELD } from '../lead-rules'

/**
 * The field people never see (lead-schema LEAD_HONEYPOT_FIELD): off screen, out of the tab order,
 * hidden from assistive technology, no autofill. A bot filling it still gets the normal answer; its
 * lead is stored as spam-suspected. Not a form field of react-hook-form: use-lead-form reads it
 * from the submitted form.
 */
export function Honeypot() {
  const id = useId()
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={LEAD_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
    </div>
  )
}
