import type { TireHotelBookingRequest } from '@/integrations/tire-hotel/tire-hotel-contract'

/** The plate search's input, and its value once checked (spaces out, upper case). */
export type PlateSearchInput = { plate: string }
export type PlateSearch = { plate: string }

/** The contact form once checked: the booking request's customer (trimmed) and free text. */
export type TireHotelContact = Pick<TireHotelBookingRequest, 'customer' | 'freeText'>
