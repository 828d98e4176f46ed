import type { TireHotelBookingRequest } from '@/integrations/tire-hotel/tire-hotel-contract'

/** The plate search's input, and its value once checked (spaces out, upper case). */
export type PlateSearchInput = { plate: string }
export type PlateSearch = { plate: string }

/** The contact form once checked: the booking request's customer (trimmed) and free text. */
export type TireHotelContact = Pick<TireHotelBookingRequest, 'customer' | 'freeText'>

// The checks (zod and the server's schemas) in a chunk of their own (docs/architecture.md 'Client code per page').
export const loadTireHotelChecks = () => import('./tire-hotel-checks')
