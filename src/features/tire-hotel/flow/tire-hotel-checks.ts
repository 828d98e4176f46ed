import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { tireHotelBookingRequestSchema } from '@/integrations/tire-hotel/tire-hotel-contract'

import { tireHotelPlateSchema } from '../tire-hotel-plate'
import type { ContactForm } from '../tire-hotel-rules'
import type { PlateSearch, PlateSearchInput, TireHotelContact } from './tire-hotel-forms'

/**
 * The flow's form checks with the server's own schemas: the plate search with the plate rule of
 * /api/tirehotel/authorization/search, the contact form built into the booking request's customer
 * and free text and checked with the schema /api/tirehotel/booking/create parses. Loaded on first
 * use (load-checks.ts), so zod is not in the tyre-hotel page's first download.
 */
export const plateSearchResolver = (): Resolver<PlateSearchInput, unknown, PlateSearch> => zodResolver(z.object({ plate: tireHotelPlateSchema }))

const contactRequestSchema = tireHotelBookingRequestSchema.pick({ customer: true, freeText: true })

const contactSchema: z.ZodType<TireHotelContact, ContactForm> = z
  .custom<ContactForm>()
  .transform((form): z.input<typeof contactRequestSchema> => ({
    customer: { firstName: form.firstName, lastName: form.lastName, email: form.email, phoneMobile: form.mobile },
    freeText: form.comment,
  }))
  .pipe(contactRequestSchema)

export const contactResolver = (): Resolver<ContactForm, unknown, TireHotelContact> => zodResolver(contactSchema)
