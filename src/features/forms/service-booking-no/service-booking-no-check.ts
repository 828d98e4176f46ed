import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { isCalendarDay, type LeadFieldMap, leadResolver, type ServiceBookingNoValues, serviceBookingNoValuesSchema } from '@/features/leads'

import { isBeforeLocalToday } from '../shared/local-date'
import { type ServiceBookingNoInput, valuesOf } from './service-booking-no-input'
import type { ServiceDealerOption } from './service-dealers'

/**
 * The input as spec 03 §3 'Norwegian form values', checked with the server's rules plus the
 * browser's own 'not before today' (spec 03 §5): today in the visitor's time zone, stricter than
 * the server's one-day tolerance. The newsletter box must be ticked where the form's definition
 * (the block) marks it required (spec 03 §5); the server stores what was ticked either way, since
 * a lead is never refused for not wanting a newsletter.
 */
/** The newsletter box of a form whose definition marks it required: ticked, or 'required'. */
const newsletterTicked = z
  .boolean({ error: 'invalid' })
  .optional()
  .default(false)
  .refine((ticked) => ticked, 'required')

export function serviceBookingInputSchema(
  dealers: readonly ServiceDealerOption[],
  motorcycle: boolean,
  newsletterRequired = false,
): z.ZodType<ServiceBookingNoValues, ServiceBookingNoInput> {
  const localDate = z
    .string()
    .trim()
    .min(1, 'required')
    .max(10, 'tooLong')
    .refine(isCalendarDay, 'pattern')
    .refine((day) => !isBeforeLocalToday(day, new Date()), 'tooEarly')
  return z
    .custom<ServiceBookingNoInput>()
    .transform((input) => valuesOf(input, dealers, motorcycle))
    .pipe(
      serviceBookingNoValuesSchema.safeExtend({
        date: localDate,
        newsletter: newsletterRequired ? newsletterTicked : serviceBookingNoValuesSchema.shape.newsletter,
      }),
    )
}

/** The form's check for react-hook-form (loaded on the form's first focus or send, so zod is not in the page's first download). */
export function serviceBookingNoResolver<F extends string>(
  dealers: readonly ServiceDealerOption[],
  motorcycle: boolean,
  fieldMap: LeadFieldMap<F>,
  newsletterRequired = false,
): Resolver<ServiceBookingNoInput, unknown, ServiceBookingNoValues> {
  return leadResolver(serviceBookingInputSchema(dealers, motorcycle, newsletterRequired), fieldMap)
}
