import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'
import { z } from 'zod'

import { type BookingRequest, bookingRequestSchema } from '@/integrations/workshop-booking/workshop-booking-port'

import type { BookingTexts } from './booking-store'

/** What the visitor types into step 4's customer form (spec 03 §5 'Booking customer form'). */
export type CustomerValues = { firstName: string; lastName: string; phone: string; email: string; message: string }

/** The form once checked: the booking request's customer (trimmed) and free text, as POST /api/mechmate/book takes them. */
export type BookingCustomer = Pick<BookingRequest, 'customer' | 'freeText'>

const customerRequestSchema = bookingRequestSchema.pick({ customer: true, freeText: true })

/** The form's values built into the booking request's customer and free text, checked with the schema the book route parses. */
const customerFormSchema: z.ZodType<BookingCustomer, CustomerValues> = z
  .custom<CustomerValues>()
  .transform((values): z.input<typeof customerRequestSchema> => ({
    customer: { firstName: values.firstName, lastName: values.lastName, phone: values.phone, email: values.email },
    freeText: values.message,
  }))
  .pipe(customerRequestSchema)

type Field = keyof CustomerValues

/** Where a problem of the request lands: its customer fields and the free text are the form's own. */
function fieldOf(path: readonly PropertyKey[]): Field | undefined {
  const [first, second] = path
  if (first === 'freeText') return 'message'
  if (first !== 'customer') return undefined
  return second === 'firstName' || second === 'lastName' || second === 'phone' || second === 'email' ? second : undefined
}

/**
 * The customer form's check (spec 03 §5, react-hook-form): the server's schema, its problems in the
 * spec's words: an empty field is 'Obligatoriskt fält', a phone or e-mail the pattern refuses its
 * own text. Part of step 4's chunk, not loaded on first focus like the lead forms' checks: the
 * problems must show as 'Boka' is pressed, as they did (step 4 is a chunk of its own already).
 */
export function customerFormResolver(texts: BookingTexts): Resolver<CustomerValues, unknown, BookingCustomer> {
  const wording = (field: Field, value: string): string => {
    if (!value.trim()) return texts.sbFieldRequired
    if (field === 'phone') return texts.sbPhoneInvalid
    if (field === 'email') return texts.sbEmailInvalid
    return texts.sbFieldRequired
  }
  return async (values) => {
    const parsed = customerFormSchema.safeParse(values)
    if (parsed.success) return { values: parsed.data, errors: {} }
    const errors: Partial<Record<Field, FieldError>> = {}
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path)
      if (!field || errors[field]) continue
      errors[field] = { type: issue.code, message: wording(field, values[field]) }
    }
    return { values: {}, errors: errors as FieldErrors<CustomerValues> }
  }
}
