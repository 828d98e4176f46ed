import { useSyncExternalStore } from 'react'

import type { CarSummary } from '@/features/car-card'
import type { CarRecord, PriceRating } from '@/integrations/search/car-record'

/**
 * The compare list (spec 02 §4 'Compare', §3 'Compare entry', §9 session storage keys): cars in
 * session storage under 'compare'; toggling adds a car or removes it; each entry keeps the summary
 * the list had and, once fetched, the full record's compare fields.
 */

export const COMPARE_STORAGE_KEY = 'compare'

export type CompareEntry = {
  car_id: string
  /** The list's summary record: the fallback when the full record cannot be fetched (spec 02 §8). */
  summary: CarSummary
  /** The full record's fields the compare table shows (COMPARE_FULL_FIELDS). */
  full?: Record<string, unknown>
}

// ---------------------------------------------------------------------------------------------
// Reading and writing the stored list: tolerate anything another version (or a person) left there.

type FieldKind = 'string' | 'number' | 'boolean' | 'strings' | 'image' | 'priceRating' | 'priceAssessment'

/** Expected kind of every CarSummary field; a stored value of another kind is dropped. */
const SUMMARY_FIELD_KINDS: Record<keyof CarSummary, FieldKind> = {
  car_id: 'string',
  slug: 'string',
  car_brand: 'string',
  car_model: 'string',
  car_version: 'string',
  car_year: 'number',
  car_body: 'string',
  car_fuel: 'string',
  car_gearbox: 'string',
  car_mileage: 'number',
  car_mileage_text: 'string',
  car_is_sample: 'boolean',
  car_is_used: 'boolean',
  car_vehicle_type_code: 'string',
  car_campaigns: 'strings',
  car_primary_image: 'image',
  car_retail_price: 'number',
  car_campaign_price: 'number',
  car_has_campaign_price: 'boolean',
  car_price: 'number',
  car_price_currency: 'string',
  car_loan_monthly_cost: 'number',
  car_privateleasing_monthly_cost: 'number',
  car_companyleasing_monthly_cost: 'number',
  car_has_privateleasing: 'boolean',
  car_has_companyleasing: 'boolean',
  car_site_name: 'string',
  car_site_city: 'string',
  caroftheweek: 'boolean',
  car_price_rating: 'priceRating',
  car_price_assessment: 'priceAssessment',
}

// Written out, not imported: car-record.ts builds zod schemas, and this module is in every car list's client bundle.
const PRICE_RATINGS: readonly unknown[] = ['great', 'good', 'fair', 'high'] satisfies PriceRating[]
const CURRENCIES: readonly string[] = ['SEK', 'NOK', 'GBP', 'EUR'] satisfies CarRecord['car_price_currency'][]
const CAR_ID = /^\d{1,18}$/

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
    case 'priceRating':
      return PRICE_RATINGS.includes(value)
    case 'priceAssessment':
      return (
        isObject(value) && (['expected', 'low', 'high', 'comparables'] as const).every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]))
      )
    case 'image':
      return (
        isObject(value) &&
        typeof value.thumbnail_url === 'string' &&
        value.thumbnail_url !== '' &&
        (value.blur_data_url == null || typeof value.blur_data_url === 'string')
      )
  }
}

/** A stored summary, or null when its required fields are missing or of the wrong kind. */
export function readSummary(value: unknown): CarSummary | null {
  if (!isObject(value)) return null
  const summary: Record<string, unknown> = {}
  for (const [field, kind] of Object.entries(SUMMARY_FIELD_KINDS)) {
    const fieldValue = value[field]
    if (hasKind(fieldValue, kind)) summary[field] = fieldValue
  }
  const required = ['car_id', 'slug', 'car_brand', 'car_model', 'car_year', 'car_is_sample', 'car_is_used', 'car_price', 'car_price_currency'] as const
  if (required.some((field) => !(field in summary))) return null
  const { car_id: id, car_price_currency: currency } = summary
  if (typeof id !== 'string' || !CAR_ID.test(id) || typeof currency !== 'string' || !CURRENCIES.includes(currency)) return null
  // Every field present has been checked against CarSummary's kinds above.
  return summary as CarSummary
}

/** The compare list from its stored JSON; garbage gives an empty list, bad entries are skipped. */
export function parseCompareEntries(raw: string | null | undefined): CompareEntry[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const entries: CompareEntry[] = []
  const seen = new Set<string>()
  for (const item of data) {
    if (!isObject(item)) continue
    const summary = readSummary(item.summary)
    if (!summary || item.car_id !== summary.car_id || seen.has(summary.car_id)) continue
    seen.add(summary.car_id)
    const entry: CompareEntry = { car_id: summary.car_id, summary }
    if (isObject(item.full) && item.full.car_id === summary.car_id) entry.full = item.full
    entries.push(entry)
  }
  return entries
}

export function serializeCompareEntries(entries: readonly CompareEntry[]): string {
  return JSON.stringify(entries.map(({ car_id, summary, full }) => (full ? { car_id, summary, full } : { car_id, summary })))
}

// ---------------------------------------------------------------------------------------------
// List operations (pure).

export function isInCompare(entries: readonly CompareEntry[], carId: string): boolean {
  return entries.some((entry) => entry.car_id === carId)
}

/** spec 02 §4 "Toggling adds a car or removes it if present". No number limit. */
export function toggleCompare(entries: readonly CompareEntry[], summary: CarSummary): CompareEntry[] {
  if (isInCompare(entries, summary.car_id)) return removeFromCompare(entries, summary.car_id)
  return [...entries, { car_id: summary.car_id, summary }]
}

export function removeFromCompare(entries: readonly CompareEntry[], carId: string): CompareEntry[] {
  return entries.filter((entry) => entry.car_id !== carId)
}

/** The full record's fields the compare table reads; the rest (description, finance …) is not stored. */
export const COMPARE_FULL_FIELDS = [
  'car_id',
  'car_version',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_mileage',
  'car_mileage_text',
  'car_drive',
  'car_equipment',
  'car_power_text',
  'car_retail_price_exkl_vat',
  'car_campaign_price_exkl_vat',
  'car_acceleration_text',
  'car_cargo_volume_text',
  'car_service_weight_text',
  'car_fuel_tank_capacity_text',
  'car_height_text',
  'car_width_text',
  'car_length_text',
  'car_emission_mixed_text',
  'car_fuel_combined_text',
  'car_electric_range_text',
  'car_ncapstars_text',
  'car_wltp_electric_range_text',
  'car_wltp_electric_consumption_text',
  'car_electric_charging_speed_dc_text',
  'car_electric_charging_speed_ac_text',
  'car_battery_size_text',
] as const satisfies readonly (keyof CarRecord)[]

/** The compare fields of a fetched record (keeps session storage small). */
export function pickCompareFields(record: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  for (const field of COMPARE_FULL_FIELDS) if (record[field] !== undefined && record[field] !== null) picked[field] = record[field]
  return picked
}

/** Stores the fetched full record on the car's entry, if the car is still in the list. */
export function withFullRecord(entries: readonly CompareEntry[], carId: string, full: Record<string, unknown>): readonly CompareEntry[] {
  if (!isInCompare(entries, carId)) return entries
  return entries.map((entry) => (entry.car_id === carId ? { ...entry, full: pickCompareFields(full) } : entry))
}

// ---------------------------------------------------------------------------------------------
// The store: one list per tab, shared by every toggle, the bar and the modal.

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type CompareStore = {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => readonly CompareEntry[]
  getServerSnapshot: () => readonly CompareEntry[]
  set: (entries: readonly CompareEntry[]) => void
  update: (change: (entries: readonly CompareEntry[]) => readonly CompareEntry[]) => void
}

const EMPTY: readonly CompareEntry[] = Object.freeze([])

/**
 * A tiny external store for useSyncExternalStore. Same-tab changes notify subscribers directly;
 * `storage` events (another document on the same session storage) re-read the list. Without
 * usable storage (blocked, full) the list still works for the page's lifetime.
 */
export function createCompareStore(getStorage: () => StorageLike | null): CompareStore {
  const listeners = new Set<() => void>()
  let current: readonly CompareEntry[] | null = null

  const storage = (): StorageLike | null => {
    try {
      return getStorage()
    } catch {
      return null
    }
  }

  const read = (): readonly CompareEntry[] => {
    try {
      const entries = parseCompareEntries(storage()?.getItem(COMPARE_STORAGE_KEY))
      return entries.length === 0 ? EMPTY : entries
    } catch {
      return EMPTY
    }
  }

  const write = (entries: readonly CompareEntry[]) => {
    const target = storage()
    if (!target) return
    try {
      if (entries.length === 0) target.removeItem(COMPARE_STORAGE_KEY)
      else target.setItem(COMPARE_STORAGE_KEY, serializeCompareEntries(entries))
    } catch (error) {
      // Quota exceeded: keep the summaries (spec 02 §8 "summary data used").
      try {
        target.setItem(COMPARE_STORAGE_KEY, serializeCompareEntries(entries.map(({ car_id, summary }) => ({ car_id, summary }))))
      } catch {
        console.warn('[compare] could not store the compare list', error)
      }
    }
  }

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== COMPARE_STORAGE_KEY) return
    current = read()
    notify()
  }

  const getSnapshot = () => {
    if (current === null) current = read()
    return current
  }

  const set = (entries: readonly CompareEntry[]) => {
    current = entries.length === 0 ? EMPTY : entries
    write(current)
    notify()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    set,
    update: (change) => {
      const before = getSnapshot()
      const after = change(before)
      if (after !== before) set(after)
    },
  }
}

/** The tab's compare list in session storage. */
export const compareStore = createCompareStore(() => (typeof window === 'undefined' ? null : window.sessionStorage))

/** The compare list, re-rendering on change; empty during server rendering and hydration. */
export function useCompareEntries(store: CompareStore = compareStore): readonly CompareEntry[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}
