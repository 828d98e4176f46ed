import type { CarModel, Powertrain } from './car-catalogue'
import type { DealerProfile } from './generate-dealers'
import { clampToModelYears, pickPowertrain, type IndexContext } from './index-context'
import { itemAt, type Rng } from './prng'
import type { CarColour, CarCondition } from './vocabulary'

/**
 * The decisions that make a car what it is, before any text is written: condition, model,
 * engine, trim, model year, registration date, dealer and colour.
 */

export type CarPlan = {
  position: number
  condition: CarCondition
  model: CarModel
  powertrain: Powertrain
  /** Index into model.trims, or null for makes without trim names (Tesla, Porsche). */
  trimIndex: number | null
  year: number
  firstRegistration: Date | null
  dealer: DealerProfile
  colour: CarColour
}

const DAY_MS = 86_400_000

/** New stock is this year's model, or next year's once the new model year has started. */
function newModelYear(context: IndexContext, model: CarModel, rng: Rng): number {
  const nextYearStarted = context.referenceDate.getUTCMonth() >= 6
  const year = context.referenceYear + (nextYearStarted && rng.chance(0.35) ? 1 : 0)
  return Math.max(year, model.years[0])
}

/** A day in the registration year, at least a month before the reference date. */
function registrationDate(year: number, context: IndexContext, rng: Rng): Date {
  const latest = context.referenceDate.getTime() - 30 * DAY_MS
  const start = Date.UTC(year, 0, 1)
  const end = Math.min(Date.UTC(year, 11, 31), latest)
  return new Date(start + rng.int(0, Math.max(0, Math.floor((end - start) / DAY_MS))) * DAY_MS)
}

function franchiseDealer(context: IndexContext, model: CarModel, rng: Rng): DealerProfile {
  const dealers = context.dealersByMake.get(model.make)
  return dealers && dealers.length > 0 ? rng.pick(dealers) : context.dealerBySize.pick(rng)
}

const pickTrim = (model: CarModel, rng: Rng): number | null => (model.trims.length > 0 ? rng.int(0, model.trims.length - 1) : null)

export function planCar(context: IndexContext, position: number, rng: Rng): CarPlan {
  const condition = context.newModels ? context.conditions.pick(rng) : 'used'
  if ((condition === 'new' || condition === 'demo') && context.newModels) {
    const model = context.newModels.pick(rng)
    const dealer = franchiseDealer(context, model, rng)
    if (condition === 'demo') {
      // Demonstrators are registered for a few months of test drives before they are sold.
      const firstRegistration = new Date(context.referenceDate.getTime() - rng.int(45, 300) * DAY_MS)
      const year = clampToModelYears(model, firstRegistration.getUTCFullYear(), context.referenceYear, rng)
      return {
        position,
        condition,
        model,
        year,
        firstRegistration,
        dealer,
        powertrain: pickPowertrain(model, year, context.market, rng),
        trimIndex: pickTrim(model, rng),
        colour: context.colours.pick(rng),
      }
    }
    const year = newModelYear(context, model, rng)
    return {
      position,
      condition,
      model,
      year,
      firstRegistration: null,
      dealer,
      powertrain: pickPowertrain(model, year, context.market, rng),
      trimIndex: pickTrim(model, rng),
      colour: context.colours.pick(rng),
    }
  }
  const model = context.usedModels.pick(rng)
  const year = clampToModelYears(model, context.referenceYear - context.usedAges.pick(rng), context.referenceYear, rng)
  return {
    position,
    condition: 'used',
    model,
    year,
    firstRegistration: registrationDate(year, context, rng),
    dealer: context.dealerBySize.pick(rng),
    powertrain: pickPowertrain(model, year, context.market, rng),
    trimIndex: pickTrim(model, rng),
    colour: context.colours.pick(rng),
  }
}

/** Positions where a sample family may start: one chance in every block of this many cars. */
export const SAMPLE_BLOCK = 20
const SAMPLE_CHANCE = 0.35

/**
 * A model's trim packages side by side (car_is_sample, spec 02 §1): one sample car per package,
 * same engine and dealer. Null when no family starts here or it would not fit in the index.
 */
export function planSampleFamily(context: IndexContext, position: number, familyRng: Rng): CarPlan[] | null {
  if (!context.sampleModels || position % SAMPLE_BLOCK !== 0 || !familyRng.chance(SAMPLE_CHANCE)) return null
  const model = context.sampleModels.pick(familyRng)
  const size = Math.min(4, model.trims.length)
  if (position + size > context.count) return null
  const year = newModelYear(context, model, familyRng)
  const powertrain = pickPowertrain(model, year, context.market, familyRng)
  const dealer = franchiseDealer(context, model, familyRng)
  return Array.from({ length: size }, (_, i) => ({
    position: position + i,
    condition: 'sample' as const,
    model,
    powertrain,
    trimIndex: i,
    year,
    firstRegistration: null,
    dealer,
    colour: context.colours.pick(familyRng),
  }))
}

export const trimName = (plan: CarPlan): string | null => (plan.trimIndex === null ? null : itemAt(plan.model.trims, plan.trimIndex))
