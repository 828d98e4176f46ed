import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { type CarContactValues, type CarContactValuesInput, carContactValuesSchema, type LeadFieldMap, leadResolver } from '@/features/leads'
import { type ContactField, type ContactFormInput, contactValues, type ContactValuesContext, pageSource } from './contact-form-rules'

/**
 * The car contact form's check (spec 02 §5): the visitor's input built into the enquiry's values
 * (spec 02 §7, the page URL as `source` at the moment of sending) and checked with the server's
 * own rules (lead-schema carContactValuesSchema). Loaded when the visitor first focuses the form
 * (CarContactForm), so zod is not in the car page's first download.
 */
export function contactFormResolver(
  context: Omit<ContactValuesContext, 'source'>,
  fieldMap: LeadFieldMap<ContactField>,
): Resolver<ContactFormInput, unknown, CarContactValues> {
  const schema: z.ZodType<CarContactValues, ContactFormInput> = z
    .custom<ContactFormInput>()
    .transform((input, ctx): CarContactValuesInput => {
      const built = contactValues(input, { ...context, source: pageSource(window.location.href) })
      if (built.ok) return built.values
      // spec 02 §8 'Department not found': no control shows it, so it is the form error (and logged).
      ctx.addIssue({ code: 'custom', path: ['department'], message: 'Department not found' })
      return z.NEVER
    })
    .pipe(carContactValuesSchema)
  return leadResolver(schema, fieldMap)
}
