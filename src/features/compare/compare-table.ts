import { type CarCardContext, carMileageText, carPriceDisplay, type CarPriceInput } from '@/features/car-card'

import type { CompareEntry } from './compare-store'

/**
 * The side-by-side table's rows (spec 02 'Compare bar and modal'). Apart from the store: only the
 * comparison (CompareModal, a chunk loaded on the first open) needs them, not the page's script.
 */
export const COMPARE_BASIC_FIELDS = ['price', 'car_year', 'mileage', 'car_fuel', 'car_gearbox', 'car_body', 'car_power_text'] as const

/** The spec texts (spec 02 §3 "Spec texts, each with a _text variant"); power is among the basics. */
export const COMPARE_TECHNICAL_FIELDS = [
  'car_acceleration_text',
  'car_fuel_combined_text',
  'car_emission_mixed_text',
  'car_electric_range_text',
  'car_wltp_electric_range_text',
  'car_wltp_electric_consumption_text',
  'car_battery_size_text',
  'car_electric_charging_speed_dc_text',
  'car_electric_charging_speed_ac_text',
  'car_cargo_volume_text',
  'car_fuel_tank_capacity_text',
  'car_service_weight_text',
  'car_length_text',
  'car_width_text',
  'car_height_text',
  'car_ncapstars_text',
] as const

export type CompareBasicField = (typeof COMPARE_BASIC_FIELDS)[number]
export type CompareTechnicalField = (typeof COMPARE_TECHNICAL_FIELDS)[number]
export type CompareField = CompareBasicField | CompareTechnicalField
export type CompareSectionKey = 'basics' | 'equipment' | 'technical'

/** A basics or technical-data row: one display text per car (null: the car has no value). */
export type CompareValueRow = { kind: 'value'; key: CompareField; values: (string | null)[]; differs: boolean }
/** An equipment row, keyed by the equipment text: true/false per car, null when the car's equipment is unknown. */
export type CompareEquipmentRow = { kind: 'equipment'; key: string; values: (boolean | null)[]; differs: boolean }
export type CompareRow = CompareValueRow | CompareEquipmentRow
export type CompareSection = { key: CompareSectionKey; rows: CompareRow[] }

export type CompareFormat = Pick<CarCardContext, 'languageTag'> & {
  texts: Pick<CarCardContext['texts'], 'from' | 'withVat' | 'withoutVat' | 'perMonth' | 'mileageUnit'>
}

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/** The car as the table reads it: the full record's fields over the summary's. */
function merged(entry: CompareEntry): Record<string, unknown> {
  return { ...entry.summary, ...(entry.full ?? {}) }
}

function priceText(entry: CompareEntry, format: CompareFormat): string {
  const full = entry.full ?? {}
  const car: CarPriceInput = {
    ...entry.summary,
    car_retail_price_exkl_vat: numberOf(full.car_retail_price_exkl_vat),
    car_campaign_price_exkl_vat: numberOf(full.car_campaign_price_exkl_vat),
  }
  const price = carPriceDisplay(car, format)
  return [price.fromPrefix ? format.texts.from : null, price.main, price.vatText].filter((part) => part !== null).join(' ')
}

function basicValue(field: CompareBasicField, entry: CompareEntry, record: Record<string, unknown>, format: CompareFormat): string | null {
  switch (field) {
    case 'price':
      return priceText(entry, format)
    case 'mileage':
      return carMileageText(
        { car_mileage: numberOf(record.car_mileage), car_mileage_text: typeof record.car_mileage_text === 'string' ? record.car_mileage_text : undefined },
        format.languageTag,
        format.texts.mileageUnit,
      )
    default:
      return textOf(record[field])
  }
}

/** Rows differ when their values are not all the same (a missing value counts as a value). */
const valuesDiffer = (values: readonly (string | null)[]) => new Set(values).size > 1

/** The equipment list of a car, or null when only the summary is known (equipment is not in it). */
function equipmentOf(record: Record<string, unknown>): string[] | null {
  const list = record.car_equipment
  if (!Array.isArray(list)) return null
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/**
 * The side-by-side table (spec 02 'Compare bar and modal'): basics, equipment (the union of every
 * car's equipment, ✓/– per car) and technical data, each row flagged when the cars differ.
 * Rows no car has a value for are left out, and so are empty sections.
 */
export function compareRows(entries: readonly CompareEntry[], format: CompareFormat): CompareSection[] {
  const records = entries.map(merged)
  const row = (key: CompareField, values: (string | null)[]): CompareValueRow[] =>
    values.every((value) => value === null) ? [] : [{ kind: 'value', key, values, differs: valuesDiffer(values) }]

  const basics = COMPARE_BASIC_FIELDS.flatMap((field) =>
    row(
      field,
      entries.map((entry, index) => basicValue(field, entry, records[index] ?? {}, format)),
    ),
  )
  const technical = COMPARE_TECHNICAL_FIELDS.flatMap((field) =>
    row(
      field,
      records.map((record) => textOf(record[field])),
    ),
  )

  const equipmentLists = records.map(equipmentOf)
  const union = [...new Set(equipmentLists.flatMap((list) => list ?? []))]
  const equipment = union.map((item): CompareEquipmentRow => {
    const values = equipmentLists.map((list) => (list === null ? null : list.includes(item)))
    // Unknown equipment (summary only) is not a difference; a car without the item is.
    const known = values.filter((value) => value !== null)
    return { kind: 'equipment', key: item, values, differs: new Set(known).size > 1 }
  })

  const sections: CompareSection[] = [
    { key: 'basics', rows: basics },
    { key: 'equipment', rows: equipment },
    { key: 'technical', rows: technical },
  ]
  return sections.filter((section) => section.rows.length > 0)
}
