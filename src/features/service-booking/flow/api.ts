import type { CarLookup, OfferingsResponse, PricesResponse, TimeslotDay, WorkshopSite } from '@/integrations/workshop-booking/workshop-booking-port'

/** The browser's calls to /api/mechmate/* (spec 03 §7). A refusal throws its spec code ('InvalidReg', 'BrandNotSupported,Kia' …). */
export class BookingCallError extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/api/mechmate/${path}`, init)
  } catch {
    throw new BookingCallError('ServerError')
  }
  const body = (await response.json().catch(() => null)) as { errors?: Record<string, string[]> } | null
  if (!response.ok) throw new BookingCallError(body?.errors?.['Error Result']?.[0] ?? 'ServerError')
  return body as T
}

export const lookupCar = (plate: string) => call<CarLookup>(`car/${encodeURIComponent(plate)}`)
export const authorizedWorkshop = (brand: string) => call<{ hasBrand: boolean }>(`authorized-workshop/${encodeURIComponent(brand.replace(/ /g, '-'))}`)
const at = (lat: number | null, lng: number | null) => (lat !== null && lng !== null ? `?lat=${lat}&lng=${lng}` : '')
export const fetchServices = (plate: string, lat: number | null, lng: number | null) =>
  call<OfferingsResponse>(`services/${encodeURIComponent(plate)}${at(lat, lng)}`)
export const fetchAddons = (plate: string, lat: number | null, lng: number | null) =>
  call<OfferingsResponse>(`addons/${encodeURIComponent(plate)}${at(lat, lng)}`)
export const fetchTimeslots = (plate: string, departmentId: string, from: string, codes: string[]) =>
  call<TimeslotDay[]>(
    `timeslots/from/${encodeURIComponent(plate)}/${encodeURIComponent(departmentId)}/${from}T00:00:00/?serviceOfferings=${encodeURIComponent(codes.join(','))}`,
  )

/** spec 03 §7 prices: the chosen workshop's own prices for the chosen offerings ("a separate price refresh runs when the site changes"). */
export const fetchPrices = (plate: string, milage: number, departmentId: string, codes: string[]) =>
  call<PricesResponse>(
    `prices/${encodeURIComponent(plate)}/${Math.max(0, Math.round(milage))}/${encodeURIComponent(departmentId)}?serviceOfferings=${encodeURIComponent(codes.join(','))}`,
  )

export type BookBody = {
  customer: { firstName: string; lastName: string; phone: string; email: string }
  freeText: string | null
  departmentId: string
  timeSlot: string
  isFullDay: boolean
  registrationNumber: string
  mileage: number
  serviceOfferingRequests: { kobraId: string; unitsSelected: number | null; userInput: string | null }[]
}
export const postBooking = (body: BookBody) =>
  call<{ id: string; held?: boolean }>('book', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

export type SiteStreamMessage = { site: WorkshopSite } | { nosites: true } | { error: string }

/** spec 03 §7 closestAvailable: the sites as they arrive; returns a function that stops the stream. */
export function streamSites(
  query: { regNo: string; codes: string[]; lat: number; lng: number; cursor?: string },
  onMessage: (message: SiteStreamMessage) => void,
  onEnd: () => void,
): () => void {
  const params = new URLSearchParams({ regNo: query.regNo, serviceOfferings: query.codes.join(','), latitude: String(query.lat), longitude: String(query.lng) })
  if (query.cursor) params.set('cursor', query.cursor)
  const source = new EventSource(`/api/mechmate/departments/closestAvailable?${params}`)
  let done = false
  const finish = () => {
    if (done) return
    done = true
    source.close()
    onEnd()
  }
  source.onmessage = (event) => {
    const message = JSON.parse(event.data as string) as Record<string, unknown>
    if ('nosites' in message) {
      onMessage({ nosites: true })
      finish()
    } else if ('error' in message) {
      onMessage({ error: String(message.error) })
      finish()
    } else onMessage({ site: message as unknown as WorkshopSite })
  }
  // The server closes the stream after its batch: the browser reports that as an error.
  source.onerror = finish
  return finish
}

export type PlaceSuggestion = { lat: number; lng: number; label: string }

/** Suggestions per search (one per place). */
export const PLACE_SUGGESTIONS = 5

/** The place search (spec 03 §5 "Place suggestions … restricted to Sweden"): the geocoding port through /api/geocode, one suggestion per place. */
export async function searchPlaces(term: string): Promise<PlaceSuggestion[]> {
  const response = await fetch(`/api/geocode?q=${encodeURIComponent(term)}&country=${encodeURIComponent('Sverige')}&lang=sv&suggest=${PLACE_SUGGESTIONS}`)
  if (!response.ok) return []
  const body = (await response.json()) as { places?: PlaceSuggestion[]; place?: PlaceSuggestion }
  return body.places ?? (body.place ? [body.place] : [])
}
