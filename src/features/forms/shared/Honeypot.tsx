import { LEAD_HONEYPOT_FIELD } from '@/features/leads/lead-rules'

/**
 * The field people never see (lead-schema LEAD_HONEYPOT_FIELD): off screen, out of the tab order,
 * hidden from assistive technology, no autofill. A bot filling it still gets the normal answer; its
 * lead is stored as spam-suspected.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={LEAD_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
