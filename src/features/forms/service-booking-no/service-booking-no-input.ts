import type { ServiceBookingNoValuesInput } from '@/features/leads'

import { parseWholeNumber } from '../shared/number-input'
import type { ServiceDealerOption } from './service-dealers'

// Zod-free: the form bundles this; the check (service-booking-no-check.ts) is loaded on first focus.

/** The 'Annet' choices ask for the free text in `other`. */
const OTHER_CHOICES: readonly string[] = ['Annet', 'Annet vennligst beskriv']

/** What the visitor has entered (the date as the picker gives it, the ticked services). */
export type ServiceBookingNoInput = {
  dealer: string
  regno: string
  milage: string
  date: string
  services: string[]
  description: string
  other: string
  customerName: string
  customerPhone: string
  customerEmail: string
  gdpr: boolean
  newsletter: boolean
}
export const asksForOther = (services: readonly string[]) => services.some((s) => OTHER_CHOICES.includes(s))

/** What the form sends (spec 03 §3 'Norwegian form values'). */
export function valuesOf(input: ServiceBookingNoInput, dealers: readonly ServiceDealerOption[], motorcycle: boolean): ServiceBookingNoValuesInput {
  const dealer = dealers.find((d) => d.id === input.dealer)
  return {
    siteName: dealer?.name ?? '',
    siteEmail: dealer?.email ?? '',
    description: input.description,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail,
    regno: input.regno,
    milage: parseWholeNumber(input.milage) ?? null,
    other: asksForOther(input.services) ? input.other : '',
    date: input.date,
    services: input.services as ServiceBookingNoValuesInput['services'],
    gdpr: input.gdpr as true,
    newsletter: input.newsletter,
    typeMC: motorcycle,
  }
}
