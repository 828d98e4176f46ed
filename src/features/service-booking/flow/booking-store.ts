import type { DictionaryKey } from '@/features/dictionary'
import { formatWholeMoney } from '@/lib/number-format'
import type { Car, WorkshopSite } from '@/integrations/workshop-booking/workshop-booking-port'

/**
 * The booking store (spec 03 §3 'Booking store', §4 'Booking flow (page variant, states 1-5, max 5)'),
 * kept in the tab's session storage under one key so a reload keeps the visitor's place.
 */
export const BOOKING_STORE_KEY = 'showroom-service-booking'
export const MAX_BOOKING_STATE = 5
/** spec 03 §4 "the dealer-side lookup variant uses max 4 after lookup". */
export const LOOKUP_MAX_BOOKING_STATE = 4

export type BookingVariant = 'page' | 'lookup'

/**
 * The states of each variant (spec 03 §4). The page variant: 1 car, 2 services, 3 add-ons, 4
 * workshop and time (with the contact form), 5 confirmed. The lookup variant: 0 registration and
 * place, 1 services, 2 add-ons, 3 time and place, 4 contact details, 5 complete.
 */
export const BOOKING_STATES: Record<BookingVariant, { car: number; services: number; addons: number; workshop: number; contact: number; done: number }> = {
  page: { car: 1, services: 2, addons: 3, workshop: 4, contact: 4, done: 5 },
  lookup: { car: 0, services: 1, addons: 2, workshop: 3, contact: 4, done: 5 },
}

/** Each variant keeps its own store, so the two pages' step numbers never mix. */
export const storeKeyOf = (variant: BookingVariant) => (variant === 'page' ? BOOKING_STORE_KEY : `${BOOKING_STORE_KEY}-${variant}`)

/** 'Steg n/max' (spec 03 §2.4), or null where the variant shows no counter (the lookup step and the confirmation of the lookup variant). */
export function stepCounter(variant: BookingVariant, store: Pick<BookingStore, 'displayState' | 'maxBookingState'>): { n: number; max: number } | null {
  if (variant === 'page') return { n: store.displayState, max: store.maxBookingState }
  if (store.displayState < 1 || store.displayState > store.maxBookingState) return null
  return { n: store.displayState, max: store.maxBookingState }
}

export type SelectedService = {
  name: string
  price: number
  priceKnown: boolean
  priceDiscount: number | null
  category: string
  type: 'service' | 'addon'
  unit: number
  unitAbbreviation: string | null
  userInput: string | null
  /** Ours: the service's price depends on the mileage (§5 'Mileage service'). */
  requiresMileage?: boolean
  allowUserInput?: boolean
  /** The catalogue's tooltip for an unknown price (spec 03 §2.4); the dictionary's text without it. */
  notKnownPriceText?: string | null
}

export type WorkshopPrice = { price: number | null; priceDiscount: number | null }

export type BookingLocation = { name: string; latitude: number; longitude: number; region: string | null }

export type BookingStore = {
  lat: number | null
  lng: number | null
  car: Car | null
  milage: number | null
  bookingState: number
  displayState: number
  maxBookingState: number
  region: string | null
  services: Record<string, SelectedService>
  /** Ours: whether the car's brand has an authorised workshop (the header). */
  authorised: boolean | null
  /** Ours: the workshop and time picked in step 4. */
  workshop: WorkshopSite | null
  time: { timeslot: string; isFullDay: boolean } | null
  /**
   * Ours: the chosen workshop's own prices by offering code (the price refresh when the site
   * changes, spec 03 §7); the services keep the median prices the lists showed.
   */
  workshopPrices: { departmentId: string; prices: Record<string, WorkshopPrice> } | null
  /** `held`: a request the workshop confirms, not a booking (issue 35 item 4). */
  bookingInfo: { timeSlot: string; location: WorkshopSite; id: string; isFullDay: boolean; total: number; held?: boolean } | null
  location: BookingLocation | null
}

export const emptyStore = (variant: BookingVariant = 'page'): BookingStore => ({
  lat: null,
  lng: null,
  car: null,
  milage: null,
  bookingState: BOOKING_STATES[variant].car,
  displayState: BOOKING_STATES[variant].car,
  maxBookingState: MAX_BOOKING_STATE,
  region: null,
  services: {},
  authorised: null,
  workshop: null,
  time: null,
  workshopPrices: null,
  bookingInfo: null,
  location: null,
})

/**
 * The store with the page's ?lat&lng as the place of step 1 (a facility page's booking link), when
 * the visitor has not chosen a place yet.
 */
export function withInitialPosition(store: BookingStore, position: { lat: number; lng: number } | null): BookingStore {
  if (store.location || !position) return store
  const { lat, lng } = position
  return { ...store, location: { name: `${lat}, ${lng}`, latitude: lat, longitude: lng, region: null } }
}

/** The stored text of a booking store (null: none), parsed over a new booking's fields. */
export function parseStore(raw: string | null, variant: BookingVariant = 'page'): BookingStore {
  if (!raw) return emptyStore(variant)
  try {
    return { ...emptyStore(variant), ...(JSON.parse(raw) as Partial<BookingStore>) }
  } catch {
    return emptyStore(variant)
  }
}

/**
 * A service's price at the chosen workshop when it is known (spec 03 §7 prices), else the median
 * price the list showed.
 */
export function priceAt(
  code: string,
  service: SelectedService,
  workshopPrices: BookingStore['workshopPrices'],
): Pick<SelectedService, 'price' | 'priceKnown' | 'priceDiscount'> {
  const own = workshopPrices?.prices[code]
  if (!own) return service
  if (own.price === null) return { price: 0, priceKnown: false, priceDiscount: null }
  return { price: own.price, priceKnown: true, priceDiscount: own.priceDiscount ?? null }
}

/**
 * spec 03 §9 "total price is the sum of price times units" (the discounted price where there is one;
 * the chosen workshop's prices once they are known).
 */
export function totalOf(services: Record<string, SelectedService>, workshopPrices: BookingStore['workshopPrices'] = null): number {
  return Object.entries(services).reduce((sum, [code, s]) => {
    const p = priceAt(code, s, workshopPrices)
    return p.priceKnown ? sum + (p.price - (p.priceDiscount ?? 0)) * s.unit : sum
  }, 0)
}

/** spec 03 §2.4 "registration number shown as three characters, a space, then the rest". */
export const formatPlate = (plate: string) => (plate.length > 3 ? `${plate.slice(0, 3)} ${plate.slice(3)}` : plate)

/** spec 03 §2.4 "currency SEK in Swedish style with 'kr'". */
export const formatSek = (amount: number) => formatWholeMoney(amount, 'SEK', 'sv-SE')

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m))

/** Is a service selectable next to the ones chosen (spec 03 §4 original/base exclusions)? The reason when not. */
export type Exclusion = 'baseChosen' | 'originalChosen' | null

/** The flow's texts: every dictionary key starting with 'sb' (features/dictionary/service-booking-defaults.ts). */
export type BookingTexts = Readonly<Record<Extract<DictionaryKey, `sb${string}`>, string>>

/**
 * What a successful lookup changes (spec 03 §4): with a changed plate or place, car, place and
 * region are stored, the services cleared and the flow moves on to the services (the lookup variant
 * now counts 'Steg n/4'); with nothing changed, the display moves to the current booking state.
 */
export function afterLookup(
  variant: BookingVariant,
  store: BookingStore,
  found: { car: Car; authorised: boolean; location: BookingLocation },
): Partial<BookingStore> {
  const { car, authorised, location } = found
  const changed = car.registrationNumber !== store.car?.registrationNumber || location.latitude !== store.lat || location.longitude !== store.lng
  if (!changed) return { displayState: store.bookingState }
  const services = BOOKING_STATES[variant].services
  return {
    car,
    authorised,
    lat: location.latitude,
    lng: location.longitude,
    region: location.region ?? car.region ?? null,
    location,
    services: {},
    workshop: null,
    time: null,
    bookingState: services,
    displayState: services,
    maxBookingState: variant === 'lookup' ? LOOKUP_MAX_BOOKING_STATE : store.maxBookingState,
  }
}
