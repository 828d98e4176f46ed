import { z } from 'zod'

import {
  type TireHotelAgreement,
  tireHotelAgreementSchema,
  type TireHotelBookingRequest,
  type TireHotelBookingResult,
  tireHotelConfirmationSchema,
} from './tire-hotel-contract'
import { type TireHotelPort, TireHotelUnavailableError } from './tire-hotel-port'

export type HttpTireHotelOptions = {
  /** SHOWROOM_TIRE_HOTEL_URL, e.g. https://tyres.example.com/api */
  baseUrl: string
  /** SHOWROOM_TIRE_HOTEL_API_KEY, sent as X-Api-Key. */
  apiKey?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/**
 * The outside tyre-hotel system over HTTP (SHOWROOM_TIRE_HOTEL_URL). Its API as this adapter
 * speaks it (relative to the base URL; the bodies are spec 03 §3's shapes):
 *
 *   GET  {base}/agreements/{regNo}                              → agreement; 404 = none
 *   POST {base}/timeslot-days?workshopIdentifier={erpId}        { startDate, endDate, regNo } → { availableDates: [{ date }] }
 *   POST {base}/timeslots?workshopIdentifier={erpId}            { startDate, endDate, regNo } → { availableTimeSlotDates: [{ startTime: [] }] }
 *   POST {base}/bookings?departmentIdentifier={erpId}           booking → confirmation; 409 = the time is taken
 *
 * Answers are validated with zod; anything else (network, timeout, non-2xx, unreadable) is a
 * TireHotelUnavailableError for the route to turn into the spec's message.
 */
export class HttpTireHotel implements TireHotelPort {
  private readonly fetchImpl: typeof fetch
  constructor(private readonly options: HttpTireHotelOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch
  }

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.options.apiKey ? { 'x-api-key': this.options.apiKey } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      })
    } catch (error) {
      throw new TireHotelUnavailableError('The tyre-hotel system could not be reached', { cause: error })
    }
  }

  private async read<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new TireHotelUnavailableError(`The tyre-hotel system answered HTTP ${response.status}`)
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new TireHotelUnavailableError('The tyre-hotel system gave an unreadable answer')
    return parsed.data
  }

  async findAgreement(regNo: string): Promise<TireHotelAgreement | undefined> {
    const response = await this.call(`/agreements/${encodeURIComponent(regNo)}`, { method: 'GET' })
    if (response.status === 404) {
      await response.body?.cancel().catch(() => {})
      return undefined
    }
    return this.read(response, tireHotelAgreementSchema)
  }

  async availableDates(erpId: string, query: { startDate: string; endDate: string; regNo: string }): Promise<string[]> {
    const response = await this.call(`/timeslot-days?workshopIdentifier=${encodeURIComponent(erpId)}`, { method: 'POST', body: query })
    const body = await this.read(response, z.object({ availableDates: z.array(z.object({ date: z.string() })) }))
    return body.availableDates.map((d) => d.date.slice(0, 10))
  }

  async timeslots(erpId: string, query: { date: string; regNo: string }): Promise<string[]> {
    const response = await this.call(`/timeslots?workshopIdentifier=${encodeURIComponent(erpId)}`, {
      method: 'POST',
      body: { startDate: query.date, endDate: query.date, regNo: query.regNo },
    })
    const body = await this.read(response, z.object({ availableTimeSlotDates: z.array(z.object({ startTime: z.array(z.string()) })) }))
    return body.availableTimeSlotDates.flatMap((d) => d.startTime)
  }

  async createBooking(erpId: string, booking: TireHotelBookingRequest): Promise<TireHotelBookingResult> {
    const response = await this.call(`/bookings?departmentIdentifier=${encodeURIComponent(erpId)}`, { method: 'POST', body: booking })
    if (response.status === 409) {
      await response.body?.cancel().catch(() => {})
      return { ok: false, reason: 'TimeslotNotAvailable' }
    }
    return { ok: true, confirmation: await this.read(response, tireHotelConfirmationSchema) }
  }
}
