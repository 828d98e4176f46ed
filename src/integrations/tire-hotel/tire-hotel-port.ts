import type { TireHotelAgreement, TireHotelBookingRequest, TireHotelBookingResult } from './tire-hotel-contract'

/** The outside tyre-hotel system could not answer (network, HTTP failure, unreadable answer). */
export class TireHotelUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'TireHotelUnavailableError'
  }
}

/**
 * The tyre-hotel system (issue 20): storage agreements by plate, the workshop's free dates and
 * times, and bookings. Who may ask (the one-time code, sessions) is the feature's business
 * (features/tire-hotel); the port trusts its caller.
 */
export interface TireHotelPort {
  /** The agreement for a plate (compact, upper case), or undefined when there is none. */
  findAgreement(regNo: string): Promise<TireHotelAgreement | undefined>
  /** Days (YYYY-MM-DD) between startDate and endDate (inclusive) with a free time or drop-off. */
  availableDates(erpId: string, query: { startDate: string; endDate: string; regNo: string }): Promise<string[]>
  /** Free start times (HH:mm, sorted, de-duplicated) on one day; [] when the day takes drop-offs only. */
  timeslots(erpId: string, query: { date: string; regNo: string }): Promise<string[]>
  /** Books a wheel change at the workshop: at a time (bookingStart) or for the day (null). */
  createBooking(erpId: string, booking: TireHotelBookingRequest): Promise<TireHotelBookingResult>
}
