/**
 * spec 01 §3 Location: id, Name, Lat, Lng, City, Address, Zip, optional Email, Phone, Services,
 * DealerCard, ChargerOptions (id, Amount, Icon CCS1 or CCS2, Watts). "Valid only if Name, Lat,
 * Lng, City, Address and Zip are all non-empty strings. Lat and Lng are converted to numbers; a
 * location without both is dropped."
 */

export const CHARGER_ICONS = ['CCS1', 'CCS2'] as const
export type ChargerIcon = (typeof CHARGER_ICONS)[number]

export type ChargerOption = { id: string; amount: number; icon: ChargerIcon; watts: number }
export type DealerCard = { title: string; text?: string; url?: string; linkText?: string }

/** A location that passed the rules: what a marker is made from. */
export type Location = {
  id: string
  name: string
  lat: number
  lng: number
  city: string
  address: string
  zip: string
  email?: string
  phone?: string
  services: string[]
  dealerCard?: DealerCard
  chargerOptions: ChargerOption[]
}

/**
 * spec 01 §3 "Type decision: ChargingPoint (fully filled charger options), FordLocation (has email
 * and phone), IvecoLocation (has a dealer card), otherwise Location; 'Invalid' if none is valid."
 * The brand names are the spec's type names (and the log message's); the page shows neutral words.
 */
export const MARKER_TYPES = ['ChargingPoint', 'FordLocation', 'IvecoLocation', 'Location'] as const
export type MarkerType = (typeof MARKER_TYPES)[number]

export const isMarkerType = (value: unknown): value is MarkerType => typeof value === 'string' && (MARKER_TYPES as readonly string[]).includes(value)

/** spec 01 §8 "Unknown location type: 'Unable to render marker of type: {type}'". */
export const unknownMarkerTypeMessage = (type: unknown) => `Unable to render marker of type: ${String(type)}`

/** A text field as given: trimmed; numbers (a zip typed as a number) as their digits; anything else empty. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** Whatever the CMS or the stock gave, read leniently: the rules below decide what is valid. */
function readRaw(input: unknown) {
  const record = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : null)
  return {
    id: typeof record.id === 'string' || typeof record.id === 'number' ? String(record.id) : '',
    name: textOf(record.name),
    lat: record.lat,
    lng: record.lng,
    city: textOf(record.city),
    address: textOf(record.address),
    zip: textOf(record.zip),
    email: textOf(record.email) || undefined,
    phone: textOf(record.phone) || undefined,
    services: list(record.services),
    dealerCard: record.dealerCard,
    chargerOptions: list(record.chargerOptions),
  }
}

/** spec: "Lat and Lng are converted to numbers" (the CMS stores numbers; an import may bring strings). */
function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : NaN
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined
}

/** A number as the CMS stores it, or the digits an import brings. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim())
  return NaN
}

/** One charger option with its amount (a whole number above 0), icon (CCS1 or CCS2) and watts (above 0), or undefined. */
function chargerOptionOf(value: unknown, index: number): ChargerOption | undefined {
  const option = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const amount = numberOf(option.amount)
  const watts = numberOf(option.watts)
  const icon = option.icon
  if (!Number.isInteger(amount) || amount <= 0 || !Number.isFinite(watts) || watts <= 0) return undefined
  if (!(CHARGER_ICONS as readonly unknown[]).includes(icon)) return undefined
  const id = typeof option.id === 'string' || typeof option.id === 'number' ? String(option.id) : String(index)
  return { id, amount, icon: icon as ChargerIcon, watts }
}

/** "Fully filled charger options": there are some, and every one has its amount, icon and watts. */
function chargerOptionsOf(values: readonly unknown[] | null): { options: ChargerOption[]; complete: boolean } {
  if (!values || values.length === 0) return { options: [], complete: false }
  const options: ChargerOption[] = []
  for (const [index, value] of values.entries()) {
    const option = chargerOptionOf(value, index)
    if (!option) return { options: [], complete: false }
    options.push(option)
  }
  return { options, complete: true }
}

function dealerCardOf(value: unknown): DealerCard | undefined {
  const card = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const title = textOf(card.title)
  if (!title) return undefined
  const url = textOf(card.url)
  return { title, text: textOf(card.text) || undefined, url: url && isSafeLink(url) ? url : undefined, linkText: textOf(card.linkText) || undefined }
}

/** A link an editor may give a card: a path on the site, or http(s). */
const isSafeLink = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)

function servicesOf(values: readonly unknown[] | null): string[] {
  return (values ?? []).flatMap((v) => {
    const name = typeof v === 'string' ? v : (v as { name?: unknown } | null)?.name
    return typeof name === 'string' && name.trim() !== '' ? [name.trim()] : []
  })
}

export type LocationCheck = { valid: true; location: Location; type: MarkerType } | { valid: false; type: 'Invalid'; reason: string; id: string; name: string }

/** The required fields, in the spec's order, with the names the log uses. */
const REQUIRED = ['name', 'lat', 'lng', 'city', 'address', 'zip'] as const

/**
 * spec 01 §3 validity and type decision in one pass: an invalid location says which required
 * fields are missing (for the log) and has the type 'Invalid'.
 */
export function checkLocation(input: unknown): LocationCheck {
  const data = readRaw(input)
  const lat = coordinate(data.lat, 90)
  const lng = coordinate(data.lng, 180)
  const present = {
    name: data.name !== '',
    lat: lat !== undefined,
    lng: lng !== undefined,
    city: data.city !== '',
    address: data.address !== '',
    zip: data.zip !== '',
  }
  const missing = REQUIRED.filter((field) => !present[field])
  if (missing.length > 0 || lat === undefined || lng === undefined) {
    return { valid: false, type: 'Invalid', reason: `missing or empty: ${missing.join(', ')}`, id: data.id, name: data.name }
  }
  const charger = chargerOptionsOf(data.chargerOptions ?? null)
  const location: Location = {
    id: data.id,
    name: data.name,
    lat,
    lng,
    city: data.city,
    address: data.address,
    zip: data.zip,
    email: data.email,
    phone: data.phone,
    services: servicesOf(data.services ?? null),
    dealerCard: dealerCardOf(data.dealerCard),
    chargerOptions: charger.options,
  }
  return { valid: true, location, type: markerTypeOf(location, charger.complete) }
}

/** spec 01 §3 type decision, first rule that holds. */
export function markerTypeOf(
  location: Pick<Location, 'email' | 'phone' | 'dealerCard' | 'chargerOptions'>,
  chargerOptionsComplete = location.chargerOptions.length > 0,
): MarkerType {
  if (chargerOptionsComplete && location.chargerOptions.length > 0) return 'ChargingPoint'
  if (location.email && location.phone) return 'FordLocation'
  if (location.dealerCard) return 'IvecoLocation'
  return 'Location'
}
