import { carMileageText } from '@/features/car-card'
import type { CarRecord } from '@/integrations/search/car-record'
import type { Locale } from '@/lib/locales'
import { formatDecimal } from '@/lib/number-format'

/**
 * What the detail page shows about a car besides its price: overview facts, technical data and
 * the clamps of the long sections (spec 02 'Car detail page' Sections and Clamps, §3 'Car' spec
 * texts, §9 first-registration date format).
 */

/** spec 02 'Car detail page' "description clamped at 300 px with show more/less". */
export const DESCRIPTION_CLAMP_PX = 300
/** spec 02 'Car detail page' "equipment at 50 px". */
export const EQUIPMENT_CLAMP_PX = 50
/** spec 02 'Car detail page' "(190 px on the car-store layout)". */
export const EQUIPMENT_CLAMP_CAR_STORE_PX = 190
/** spec 02 'Car detail page' "technical data shows 5 rows then expands". */
export const TECHNICAL_ROWS_VISIBLE = 5
/** spec 02 'Car detail page' "the sample-car equipment box shows 3 items, expandable if more than 4". */
export const SAMPLE_EQUIPMENT_VISIBLE = 3
const SAMPLE_EQUIPMENT_EXPANDABLE_ABOVE = 4

/** The equipment clamp of the page's layout, in px. */
export const equipmentClampPx = (carStoreLayout: boolean): number => (carStoreLayout ? EQUIPMENT_CLAMP_CAR_STORE_PX : EQUIPMENT_CLAMP_PX)

/** The sample-car equipment box gets a show-more button only with more than 4 items. */
export const sampleEquipmentExpandable = (count: number): boolean => count > SAMPLE_EQUIPMENT_EXPANDABLE_ABOVE

/**
 * The items the sample-car equipment box shows. Read together, "shows 3 items, expandable if more
 * than 4" means: up to 4 items are all shown (a button that reveals a single item is not worth
 * it, and nothing may stay hidden without a button); from 5 items on, 3 until expanded.
 */
export function sampleEquipmentVisible<T>(items: readonly T[], expanded: boolean): T[] {
  return !sampleEquipmentExpandable(items.length) || expanded ? [...items] : items.slice(0, SAMPLE_EQUIPMENT_VISIBLE)
}

/** spec 02 'Car detail page' Sections: "overview (not for sample cars)". */
export const overviewVisible = (car: Pick<CarRecord, 'car_is_sample'>): boolean => !car.car_is_sample

const ISO_DATE_START = /^(\d{4})-(\d{2})-(\d{2})/

/**
 * The first-registration date as the page shows it (spec 02 §9 "First registration date format
 * DD/MM/YYYY for English, YYYY-MM-DD otherwise. Dates show only the part before the first
 * space"): '2021-03-15 00:00:00' → '15/03/2021' in English, '2021-03-15' otherwise. A value
 * that is not a year-month-day date is shown as it comes (cut at the first space); nothing → null.
 */
export function firstRegistrationText(value: string | null | undefined, locale: Locale): string | null {
  const date = value?.trim().split(' ')[0] ?? ''
  if (date === '') return null
  const match = ISO_DATE_START.exec(date)
  if (!match) return date
  const [, year, month, day] = match
  const monthNumber = Number(month)
  const dayNumber = Number(day)
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1 || dayNumber > 31) return date
  return locale === 'en' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`
}

/** Basic facts, in the order the table lists them. */
export const BASIC_FACT_KEYS = ['year', 'mileage', 'fuel', 'gearbox', 'drive', 'body', 'colour', 'seats', 'doors', 'regno', 'firstRegistration'] as const

/** The spec texts of spec 02 §3, each a number with a _text variant in the record. */
const SPEC_FIELDS = {
  acceleration: 'car_acceleration',
  cargoVolume: 'car_cargo_volume',
  serviceWeight: 'car_service_weight',
  fuelTankCapacity: 'car_fuel_tank_capacity',
  height: 'car_height',
  width: 'car_width',
  length: 'car_length',
  power: 'car_power',
  emissionMixed: 'car_emission_mixed',
  fuelCombined: 'car_fuel_combined',
  electricRange: 'car_electric_range',
  ncapStars: 'car_ncapstars',
  wltpElectricRange: 'car_wltp_electric_range',
  wltpElectricConsumption: 'car_wltp_electric_consumption',
  chargingSpeedDc: 'car_electric_charging_speed_dc',
  chargingSpeedAc: 'car_electric_charging_speed_ac',
  batterySize: 'car_battery_size',
} as const satisfies Record<string, keyof CarRecord>

export type SpecKey = keyof typeof SPEC_FIELDS
export const SPEC_KEYS = Object.keys(SPEC_FIELDS) as SpecKey[]

export type TechnicalRowKey = (typeof BASIC_FACT_KEYS)[number] | SpecKey

/** The row labels in the page language (from the site's dictionary). */
export type TechnicalDataLabels = Record<TechnicalRowKey, string>

export type TechnicalDataContext = {
  /** Dates: DD/MM/YYYY in English. */
  locale: Locale
  /** BCP 47 tag for numbers, e.g. sv-SE. */
  languageTag: string
  /** The site's mileage unit text, e.g. 'mil', 'miles'. */
  mileageUnit: string
}

export type TechnicalRow = { key: TechnicalRowKey; label: string; value: string }

type TechnicalDataInput = Pick<
  CarRecord,
  | 'car_year'
  | 'car_mileage'
  | 'car_mileage_text'
  | 'car_fuel'
  | 'car_gearbox'
  | 'car_drive'
  | 'car_body'
  | 'car_color'
  | 'car_seats'
  | 'car_doors'
  | 'car_regno'
  | 'car_firstregistration'
  | `${(typeof SPEC_FIELDS)[SpecKey]}`
  | `${(typeof SPEC_FIELDS)[SpecKey]}_text`
>

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

const formatNumber = (value: number, languageTag: string): string => formatDecimal(value, languageTag, 2)

/**
 * A spec value as shown: its _text variant (which carries the market's unit: '350 hk', '42 mpg'),
 * else the number in the page's number format. The units differ by market (mpg or l/100 km,
 * litres or m³ for vans), so no unit is guessed for a bare number.
 */
function specValue(car: TechnicalDataInput, key: SpecKey, languageTag: string): string | null {
  const field = SPEC_FIELDS[key]
  const shown = text(car[`${field}_text`])
  if (shown) return shown
  const value = car[field]
  return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, languageTag) : null
}

const count = (value: number | null | undefined): string | null => (typeof value === 'number' && Number.isFinite(value) ? String(value) : null)

function basicFact(car: TechnicalDataInput, key: (typeof BASIC_FACT_KEYS)[number], context: TechnicalDataContext): string | null {
  switch (key) {
    case 'year':
      return String(car.car_year)
    case 'mileage':
      return carMileageText(car, context.languageTag, context.mileageUnit)
    case 'fuel':
      return text(car.car_fuel)
    case 'gearbox':
      return text(car.car_gearbox)
    case 'drive':
      return text(car.car_drive)
    case 'body':
      return text(car.car_body)
    case 'colour':
      return text(car.car_color)
    case 'seats':
      return count(car.car_seats)
    case 'doors':
      return count(car.car_doors)
    case 'regno':
      return text(car.car_regno)
    case 'firstRegistration':
      return firstRegistrationText(car.car_firstregistration, context.locale)
  }
}

/**
 * The technical data table: the basic facts (year, mileage, fuel, gearbox, drive, body, colour,
 * seats, doors, registration number, first registration), then every spec text of spec 02 §3
 * with a value (its _text variant preferred). Rows without a value are left out, so the first
 * 5 rows (TECHNICAL_ROWS_VISIBLE) are always filled ones.
 */
export function technicalDataRows(car: TechnicalDataInput, labels: TechnicalDataLabels, context: TechnicalDataContext): TechnicalRow[] {
  const rows: TechnicalRow[] = []
  for (const key of BASIC_FACT_KEYS) {
    const value = basicFact(car, key, context)
    if (value !== null) rows.push({ key, label: labels[key], value })
  }
  for (const key of SPEC_KEYS) {
    const value = specValue(car, key, context.languageTag)
    if (value !== null) rows.push({ key, label: labels[key], value })
  }
  return rows
}

/** The rows shown: the first 5 until expanded (spec 02 "technical data shows 5 rows then expands"); `expandable` says whether a button is needed. */
export function visibleTechnicalRows(rows: readonly TechnicalRow[], expanded: boolean): { rows: TechnicalRow[]; expandable: boolean } {
  const expandable = rows.length > TECHNICAL_ROWS_VISIBLE
  return { rows: expandable && !expanded ? rows.slice(0, TECHNICAL_ROWS_VISIBLE) : [...rows], expandable }
}
