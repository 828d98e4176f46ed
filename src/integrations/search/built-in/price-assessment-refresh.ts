import type { z } from 'zod'

import { carRecord } from '../car-record'
import type { SqlDatabase } from '@/lib/sql-database'
import { assessPrices, type PriceAssessment, type PriceFacts } from './price-assessment'
import { readStock, stockIndexNames } from './stock-tables'

/**
 * Keeps every used car's fair-price assessment (price-assessment.ts) beside it in its stored
 * record, as three fields the search index and the pages read: `car_price_rating`,
 * `car_price_rating_good` (the "good price or better" facet) and `car_price_assessment` (the
 * explanation's numbers). Run at the end of each car import, in its transaction: a car's
 * comparables are the whole group's stock in its currency, so one site's import can move the
 * ratings of another site's cars.
 *
 * The fields are merged into the stored JSON, not into the feed record: the content hash stays
 * the feed's, so re-importing an unchanged feed still writes nothing.
 */
/**
 * What the refresh reads of a stored car, by the record's own rules (a car that no longer passes
 * them is left alone); a stored assessment of another shape counts as none and is rewritten.
 */
const storedFacts = carRecord
  .pick({
    car_is_used: true,
    car_is_sample: true,
    car_price: true,
    car_price_currency: true,
    car_brand: true,
    car_model: true,
    car_fuel: true,
    car_gearbox: true,
    car_year: true,
    car_mileage: true,
    car_odometer_unit: true,
    car_vehicle_type_code: true,
    car_power: true,
  })
  .partial()
  .extend({
    car_price_rating: carRecord.shape.car_price_rating.catch(null),
    car_price_assessment: carRecord.shape.car_price_assessment.catch(null),
  })

/** The fields the database cuts each record down to before the refresh reads it. */
const FACT_FIELDS = Object.keys(storedFacts.shape)

/** Kilometres per unit of `car_mileage` (spec 02 §3 car_odometer_unit; Swedish 'mil' is 10 km). */
const KM_PER_UNIT: Record<string, number> = { km: 1, mil: 10, mi: 1.609344 }

export type StoredCarFacts = z.infer<typeof storedFacts>

/** Cars whose assessment changed, written per statement. */
const PATCH_BATCH = 200

type Stored = { index: string; id: string; current: PriceAssessment | null }

/** What the model reads of a car record, or null for a car it does not rate. */
export function priceFactsOf(key: string, car: StoredCarFacts): PriceFacts | null {
  const kmPerUnit = KM_PER_UNIT[car.car_odometer_unit ?? 'km']
  // Used cars only; a van's shown price is without VAT (spec 02 §3 LCV), so vans are not rated.
  if (car.car_is_used !== true || car.car_is_sample === true || car.car_vehicle_type_code === 'LCV' || kmPerUnit === undefined) return null
  if (!car.car_price || !car.car_price_currency || !car.car_brand || !car.car_model || !car.car_year || car.car_mileage == null) return null
  return {
    key,
    currency: car.car_price_currency,
    brand: car.car_brand,
    model: car.car_model,
    fuel: car.car_fuel ?? '',
    gearbox: car.car_gearbox ?? '',
    year: car.car_year,
    km: car.car_mileage * kmPerUnit,
    price: car.car_price,
    ...(car.car_power && car.car_power > 0 ? { power: car.car_power } : {}),
  }
}

/** The three fields as stored for an assessment (all null: no rating). */
export function assessmentFields(assessment: PriceAssessment | null) {
  if (!assessment) return { car_price_rating: null, car_price_rating_good: null, car_price_assessment: null }
  const { rating, expected, low, high, comparables } = assessment
  return {
    car_price_rating: rating,
    car_price_rating_good: rating === 'great' || rating === 'good',
    car_price_assessment: { expected, low, high, comparables },
  }
}

const sameAssessment = (a: PriceAssessment | null, b: PriceAssessment | null) =>
  a === b ||
  (a !== null && b !== null && a.rating === b.rating && a.expected === b.expected && a.low === b.low && a.high === b.high && a.comparables === b.comparables)

export type PriceAssessmentRefresh = { assessed: number; changed: number; indexes: string[] }

/** Assesses every used car of every vehicles index and writes the changed assessments; returns the indexes it changed. */
export async function refreshPriceAssessments(db: SqlDatabase, now = new Date()): Promise<PriceAssessmentRefresh> {
  const facts: PriceFacts[] = []
  const stored = new Map<string, Stored>()
  for (const index of await stockIndexNames(db, 'cars')) {
    for await (const page of readStock(db, 'cars', index, { fields: FACT_FIELDS })) {
      for (const row of page) {
        const parsed = storedFacts.safeParse(row.record)
        if (!parsed.success) continue
        const car = parsed.data
        const key = `${index}\u0000${row.id}`
        const current = car.car_price_rating && car.car_price_assessment ? { rating: car.car_price_rating, ...car.car_price_assessment } : null
        stored.set(key, { index, id: row.id, current })
        const fact = priceFactsOf(key, car)
        if (fact) facts.push(fact)
      }
    }
  }
  const assessments = assessPrices(facts, now)
  const changedIndexes = new Set<string>()
  const patches: { index: string; id: string; patch: string }[] = []
  for (const [key, { index, id, current }] of stored) {
    const next = assessments.get(key) ?? null
    if (sameAssessment(current, next)) continue
    patches.push({ index, id, patch: JSON.stringify(assessmentFields(next)) })
    changedIndexes.add(index)
  }
  const merged =
    db.dialect === 'sqlite'
      ? // json_patch drops a key patched with null: a car that lost its rating has none of the fields.
        'json_patch(record, (SELECT patch FROM v WHERE v.index_name = stock_cars.index_name AND v.car_id = stock_cars.car_id))'
      : '(record::jsonb || (SELECT patch FROM v WHERE v.index_name = stock_cars.index_name AND v.car_id = stock_cars.car_id)::jsonb)::text'
  for (let start = 0; start < patches.length; start += PATCH_BATCH) {
    const batch = patches.slice(start, start + PATCH_BATCH)
    await db.query(
      `WITH v (index_name, car_id, patch) AS (VALUES ${batch.map(() => '(?, ?, ?)').join(', ')})
       UPDATE stock_cars SET record = ${merged} WHERE (index_name, car_id) IN (SELECT index_name, car_id FROM v)`,
      batch.flatMap((p) => [p.index, p.id, p.patch]),
    )
  }
  return { assessed: assessments.size, changed: patches.length, indexes: [...changedIndexes].sort() }
}
