import { z } from 'zod'

import {
  BOOKING_ERROR_CODES,
  type BookingErrorCode,
  type BookingRequest,
  type BookingResponse,
  bookingResponseSchema,
  type BookingScope,
  type CarLookup,
  carLookupSchema,
  type ClosestAvailableQuery,
  type OfferingsResponse,
  offeringsResponseSchema,
  type PricesResponse,
  pricesResponseSchema,
  type TimeslotDay,
  timeslotDaySchema,
  WorkshopBookingError,
  type WorkshopBookingPort,
  type WorkshopSite,
  workshopSiteSchema,
} from './workshop-booking-port'

/**
 * Adapter for an outside mechmate-compatible booking service (spec 03 §7 'Booking calls'), chosen
 * by SHOWROOM_BOOKING_URL; SHOWROOM_BOOKING_API_KEY goes in X-Api-Key. The service speaks the spec's
 * own paths below the base URL (the site's /api/mechmate/* forwarded them), so a request is the
 * visitor's call minus '/api/mechmate'. Every call has SHOWROOM_BOOKING_TIMEOUT_MS; a timeout,
 * a failure status or an unreadable answer throws (the route answers the spec's text, never hangs).
 * A refusal with the spec's codes (errors['Error Result'][0] = 'InvalidReg', 'BrandNotSupported,Kia',
 * 'TimeslotNotAvailable' …) becomes a WorkshopBookingError with that code.
 */
export type HttpWorkshopBookingOptions = { baseUrl: string; apiKey?: string; timeoutMs?: number; fetchImpl?: typeof fetch }

const errorBody = z.object({ errors: z.record(z.string(), z.array(z.string())).optional(), message: z.string().optional() })

/** 'BrandNotSupported,Kia' → the error; 'Fordon hittades inte' is VehicleNotFound (spec 03 §8). */
export function bookingErrorOf(text: string): WorkshopBookingError {
  const [code, ...rest] = text.split(',')
  if (text.trim() === 'Fordon hittades inte') return new WorkshopBookingError('VehicleNotFound')
  const known = (BOOKING_ERROR_CODES as readonly string[]).includes(code?.trim() ?? '')
  return new WorkshopBookingError(known ? (code!.trim() as BookingErrorCode) : 'ServerError', rest.join(',').trim() || undefined)
}

export class HttpWorkshopBooking implements WorkshopBookingPort {
  readonly name = 'http'
  private readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: HttpWorkshopBookingOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.timeoutMs = options.timeoutMs ?? 8_000
    this.fetchImpl = options.fetchImpl ?? fetch
  }

  async lookupCar(_scope: BookingScope, registrationNumber: string): Promise<CarLookup> {
    return carLookupSchema.parse(await this.json('GET', `/car/${encodeURIComponent(registrationNumber)}`))
  }

  async services(_scope: BookingScope, registrationNumber: string, position?: { lat: number; lng: number }): Promise<OfferingsResponse> {
    return offeringsResponseSchema.parse(await this.json('GET', `/services/${encodeURIComponent(registrationNumber)}${positionQuery(position)}`))
  }

  async addons(_scope: BookingScope, registrationNumber: string, position?: { lat: number; lng: number }): Promise<OfferingsResponse> {
    return offeringsResponseSchema.parse(await this.json('GET', `/addons/${encodeURIComponent(registrationNumber)}${positionQuery(position)}`))
  }

  async prices(_scope: BookingScope, registrationNumber: string, mileage: number, departmentId: string, codes: string[]): Promise<PricesResponse> {
    const path = `/prices/${encodeURIComponent(registrationNumber)}/${mileage}/${encodeURIComponent(departmentId)}?serviceOfferings=${encodeURIComponent(codes.join(','))}`
    return pricesResponseSchema.parse(await this.json('GET', path))
  }

  async authorizedWorkshop(_scope: BookingScope, brand: string): Promise<{ hasBrand: boolean }> {
    return z.object({ hasBrand: z.boolean() }).parse(await this.json('GET', `/authorized-workshop/${encodeURIComponent(brand.replace(/ /g, '-'))}`))
  }

  async *closestAvailable(_scope: BookingScope, query: ClosestAvailableQuery): AsyncIterable<WorkshopSite> {
    const params = new URLSearchParams({
      regNo: query.regNo,
      serviceOfferings: query.serviceOfferings.join(','),
      latitude: String(query.latitude),
      longitude: String(query.longitude),
    })
    if (query.cursor) params.set('cursor', query.cursor)
    const response = await this.call('GET', `/departments/closestAvailable?${params}`, undefined, 'text/event-stream')
    let sent = 0
    for await (const data of serverSentData(response)) {
      const message: unknown = JSON.parse(data)
      const site = workshopSiteSchema.safeParse(message)
      if (site.success) {
        yield site.data
        if (++sent >= query.limit) return
        continue
      }
      if (message && typeof message === 'object' && 'nosites' in message) return
      throw new Error('Booking service sent a closestAvailable message that is neither a site nor the no-sites marker')
    }
  }

  async timeslots(_scope: BookingScope, registrationNumber: string, departmentId: string, fromDate: string, codes: string[]): Promise<TimeslotDay[]> {
    const path = `/timeslots/from/${encodeURIComponent(registrationNumber)}/${encodeURIComponent(departmentId)}/${fromDate}T00:00:00/?serviceOfferings=${encodeURIComponent(codes.join(','))}`
    return z.array(timeslotDaySchema).parse(await this.json('GET', path))
  }

  async book(_scope: BookingScope, request: BookingRequest): Promise<BookingResponse> {
    return bookingResponseSchema.parse(await this.json('POST', '/book', request))
  }

  private async json(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await this.call(method, path, body, 'application/json')
    try {
      return await response.json()
    } catch {
      throw new Error(`Booking service answered ${method} ${path} with something that is not JSON`)
    }
  }

  private async call(method: 'GET' | 'POST', path: string, body: unknown, accept: string): Promise<Response> {
    const headers: Record<string, string> = { accept }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.options.apiKey) headers['x-api-key'] = this.options.apiKey
    const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (response.ok) return response
    const text = await response.text().catch(() => '')
    const parsed = errorBody.safeParse(safeJson(text))
    const first = parsed.success ? (parsed.data.errors?.['Error Result']?.[0] ?? parsed.data.message) : undefined
    if (first && response.status < 500) throw bookingErrorOf(first)
    throw new Error(`Booking service answered ${response.status} to ${method} ${path}${text ? `: ${text.slice(0, 200)}` : ''}`)
  }
}

const positionQuery = (position?: { lat: number; lng: number }) => (position ? `?lat=${position.lat}&lng=${position.lng}` : '')

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The `data:` payloads of a server-sent event stream. */
async function* serverSentData(response: Response): AsyncIterable<string> {
  if (!response.body) return
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const event = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n')
      if (data) yield data
    }
  }
}
