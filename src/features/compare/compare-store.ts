import { useSyncExternalStore } from 'react'

import { type CarSummary, readStoredSummary } from '@/features/car-card'
import { type BrowserListStore, createBrowserListStore, parseStoredArray, type StorageLike } from '@/lib/browser-list-store'
import type { CarRecord } from '@/integrations/search/car-record'

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The compare list from its stored JSON; garbage gives an empty list, bad entries are skipped. */
export function parseCompareEntries(raw: string | null | undefined): CompareEntry[] {
  const entries: CompareEntry[] = []
  const seen = new Set<string>()
  for (const item of parseStoredArray(raw)) {
    if (!isObject(item)) continue
    const summary = readStoredSummary(item.summary)
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

export type CompareStore = BrowserListStore<CompareEntry>

/** The compare list's store over `getStorage` (session storage in the browser, a stand-in in tests). */
export function createCompareStore(getStorage: () => StorageLike | null): CompareStore {
  return createBrowserListStore({
    key: COMPARE_STORAGE_KEY,
    getStorage,
    parse: parseCompareEntries,
    serialize: serializeCompareEntries,
    // Quota exceeded: keep the summaries (spec 02 §8 "summary data used").
    shrink: (entries) => entries.map(({ car_id, summary }) => ({ car_id, summary })),
    onWriteFailed: (error) => console.warn('[compare] could not store the compare list', error),
  })
}

/** The tab's compare list in session storage. */
export const compareStore = createCompareStore(() => (typeof window === 'undefined' ? null : window.sessionStorage))

/** The compare list, re-rendering on change; empty during server rendering and hydration. */
export function useCompareEntries(store: CompareStore = compareStore): readonly CompareEntry[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}
