import type { DictionaryKey } from '@/features/dictionary'
import type { Car, WorkshopSite } from '@/integrations/workshop-booking/workshop-booking-port'

/**
 * The booking store (spec 03 §3 'Booking store', §4 'Booking flow (page variant, states 1-5, max 5)'),
 * kept in the tab's session storage under one key so a reload keeps the visitor's place.
 */
export const BOOKING_STORE_KEY = 'showroom-service-booking'
export const MAX_BOOKING_STATE = 5

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
}

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
  bookingInfo: { timeSlot: string; location: WorkshopSite; id: string; isFullDay: boolean; total: number } | null
  location: BookingLocation | null
}

export const emptyStore = (): BookingStore => ({
  lat: null,
  lng: null,
  car: null,
  milage: null,
  bookingState: 1,
  displayState: 1,
  maxBookingState: MAX_BOOKING_STATE,
  region: null,
  services: {},
  authorised: null,
  workshop: null,
  time: null,
  bookingInfo: null,
  location: null,
})

export function loadStore(): BookingStore {
  try {
    const raw = sessionStorage.getItem(BOOKING_STORE_KEY)
    if (!raw) return emptyStore()
    const parsed = JSON.parse(raw) as Partial<BookingStore>
    return { ...emptyStore(), ...parsed }
  } catch {
    return emptyStore()
  }
}

export function saveStore(store: BookingStore): void {
  try {
    sessionStorage.setItem(BOOKING_STORE_KEY, JSON.stringify(store))
  } catch {
    // Private mode or full storage: the flow works, only a reload starts over.
  }
}

export function clearStore(): void {
  try {
    sessionStorage.removeItem(BOOKING_STORE_KEY)
  } catch {
    // nothing to clear
  }
}

/** spec 03 §9 "total price is the sum of price times units" (the discounted price where there is one). */
export function totalOf(services: Record<string, SelectedService>): number {
  return Object.values(services).reduce((sum, s) => (s.priceKnown ? sum + (s.price - (s.priceDiscount ?? 0)) * s.unit : sum), 0)
}

/** spec 03 §2.4 "registration number shown as three characters, a space, then the rest". */
export const formatPlate = (plate: string) => (plate.length > 3 ? `${plate.slice(0, 3)} ${plate.slice(3)}` : plate)

const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 })
/** spec 03 §2.4 "currency SEK in Swedish style with 'kr'". */
export const formatSek = (amount: number) => sek.format(amount)

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m))

/** Is a service selectable next to the ones chosen (spec 03 §4 original/base exclusions)? The reason when not. */
export type Exclusion = 'baseChosen' | 'originalChosen' | null

/** The flow's texts: every dictionary key starting with 'sb' (features/dictionary/service-booking-defaults.ts). */
export type BookingTexts = Readonly<Record<Extract<DictionaryKey, `sb${string}`>, string>>
