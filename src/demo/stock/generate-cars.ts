import type { CarRecord } from '@/integrations/search/car-record'
import { buildCarRecord } from './car-record-builder'
import { planCar, planSampleFamily, type CarPlan } from './car-plan'
import { generateDealerProfiles, type DealerProfile } from './generate-dealers'
import { createIndexContext, type IndexContext } from './index-context'
import { hashSeed, Rng } from './prng'
import { carsPerIndex, resolveStockOptions, type ResolvedStockOptions, type StockOptions } from './stock-options'

/**
 * The cars of the demo stock, one at a time, index after index: a script can write 100 000
 * cars without holding them. Each car draws from its own random stream, seeded by (seed, index,
 * position), so a car depends on its position and the index size only, not on cars before it.
 */

export type GeneratedCar = { index: string; record: CarRecord }

const FAMILY_SALT = 0xfa11

const carRng = (context: IndexContext, position: number) => new Rng(hashSeed(context.seed, context.stockIndex.ordinal, position))

function* indexCars(context: IndexContext): Generator<GeneratedCar> {
  const index = context.stockIndex.vehicles
  let position = 0
  while (position < context.count) {
    const family = planSampleFamily(context, position, new Rng(hashSeed(context.seed, context.stockIndex.ordinal, position, FAMILY_SALT)))
    if (family) {
      for (const record of sampleFamilyRecords(context, family)) yield { index, record }
      position += family.length
    } else {
      const rng = carRng(context, position)
      yield { index, record: buildCarRecord(context, planCar(context, position, rng), rng) }
      position++
    }
  }
}

/** Sample cars of one model link to each other's trim packages (spec 02 §3 linked_vehicles). */
function sampleFamilyRecords(context: IndexContext, family: CarPlan[]): CarRecord[] {
  const records = family.map((plan) => buildCarRecord(context, plan, carRng(context, plan.position)))
  for (const record of records) {
    record.linked_vehicles = records
      .filter((other) => other !== record)
      .map((other) => ({
        vehicle_id: other.car_id,
        slug: other.slug,
        link_text: `${other.car_model} ${other.car_trim_package ?? ''}`.trim(),
        package_name: other.car_trim_package ?? null,
      }))
  }
  return records
}

export function* generateCarsFor(options: ResolvedStockOptions, dealers: readonly DealerProfile[]): Generator<GeneratedCar> {
  for (const { stockIndex, count } of carsPerIndex(options.cars)) {
    if (count > 0) yield* indexCars(createIndexContext(stockIndex, count, dealers, options))
  }
}

/** Streams the stock's cars as { index, record }, index by index. */
export function* generateCars(options: StockOptions): Generator<GeneratedCar> {
  const resolved = resolveStockOptions(options)
  yield* generateCarsFor(resolved, generateDealerProfiles(resolved.seed, resolved.referenceDate))
}
