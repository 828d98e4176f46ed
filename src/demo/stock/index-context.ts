import { CAR_MODELS, MAKES, type CarModel, type Make, type Powertrain } from './car-catalogue'
import type { DealerProfile } from './generate-dealers'
import type { Market, StockIndex } from './markets'
import { plateMaker, type PlateFacts } from './plates'
import { affinePermutation, hashSeed, itemAt, type Rng, WeightedTable } from './prng'
import type { ResolvedStockOptions } from './stock-options'
import { CAR_COLOURS, COLOUR_WEIGHT, type CarColour, type CarCondition } from './vocabulary'

/**
 * Everything that is the same for all cars of one vehicles index: its dealers, which models
 * sell there new and used and how often, and the id, plate and car-of-the-week permutations.
 */

export type IndexContext = {
  stockIndex: StockIndex
  market: Market
  seed: number
  referenceDate: Date
  referenceYear: number
  count: number
  dealers: readonly DealerProfile[]
  dealerBySize: WeightedTable<DealerProfile>
  dealersByMake: ReadonlyMap<Make, readonly DealerProfile[]>
  usedModels: WeightedTable<CarModel>
  /** Models sold new by a dealer of the index (none at a car store). */
  newModels: WeightedTable<CarModel> | null
  /** New models with two or more trim packages: sample families. */
  sampleModels: WeightedTable<CarModel> | null
  conditions: WeightedTable<Exclude<CarCondition, 'sample'>>
  usedAges: WeightedTable<number>
  colours: WeightedTable<CarColour>
  carId: (position: number) => string
  plate: (position: number, facts: PlateFacts) => string
  chassisSerial: (position: number) => number
  isCarOfTheWeek: (position: number) => boolean
  /** Slugs already given in this index, with how often, to keep slugs unique. */
  slugs: Map<string, number>
}

/** Used stock by age in years: most cars are 2-6 years old; car stores sell few very old cars. */
const USED_AGES = {
  dealerGroup: [4, 10, 14, 14, 12, 10, 9, 7, 6, 5, 4, 3, 2, 1.5, 1],
  carStore: [2, 10, 16, 16, 14, 12, 9, 7, 5, 3, 2, 1, 0.5],
}

/** Share of new, used and demo cars among cars that are not in a sample family. */
const CONDITION_MIX = {
  dealerGroup: [
    ['new', 27],
    ['used', 55],
    ['demo', 10],
  ] as const,
  carStore: [['used', 1]] as const,
}

/** Cars per car-of-the-week carousel. */
const CARS_OF_THE_WEEK = 6

/** How well a model's engines suit the market: the mean fuel preference of its powertrains. */
const fuelAppeal = (model: CarModel, market: Market) =>
  model.powertrains.reduce((sum, powertrain) => sum + market.fuelPreference[powertrain.fuel], 0) / model.powertrains.length

const isCurrent = (model: CarModel, year: number) => model.years[1] === undefined || model.years[1] >= year

export function createIndexContext(stockIndex: StockIndex, count: number, allDealers: readonly DealerProfile[], options: ResolvedStockOptions): IndexContext {
  const { seed, referenceDate } = options
  const market = stockIndex.market
  const referenceYear = referenceDate.getUTCFullYear()
  const dealers = allDealers.filter((dealer) => dealer.stockIndex === stockIndex)
  if (dealers.length === 0) throw new Error(`no dealers for ${stockIndex.vehicles}`)

  const dealersByMake = new Map<Make, DealerProfile[]>()
  for (const dealer of dealers) for (const make of dealer.makes) dealersByMake.set(make, [...(dealersByMake.get(make) ?? []), dealer])

  // New cars come in proportion to the franchises: a make sold by big dealers is stocked more.
  const franchiseWeight = (make: Make) => (dealersByMake.get(make) ?? []).reduce((sum, dealer) => sum + dealer.size / dealer.makes.length, 0)
  const newEntries = CAR_MODELS.filter((model) => isCurrent(model, referenceYear) && dealersByMake.has(model.make)).map(
    (model) => [model, model.popularity * franchiseWeight(model.make) * fuelAppeal(model, market)] as const,
  )
  const sampleEntries = newEntries.filter(([model]) => model.trims.length >= 2)

  const kind = stockIndex.kind
  const idPermutation = affinePermutation(100_000_000, hashSeed(seed, stockIndex.ordinal, 0x1d))
  const serialPermutation = affinePermutation(1_000_000, hashSeed(seed, stockIndex.ordinal, 0x5e))
  const weekPermutation = count > 0 ? affinePermutation(count, hashSeed(seed, stockIndex.ordinal, 0x7e)) : () => Number.POSITIVE_INFINITY
  const weekly = Math.min(CARS_OF_THE_WEEK, count)

  return {
    stockIndex,
    market,
    seed,
    referenceDate,
    referenceYear,
    count,
    dealers,
    dealerBySize: new WeightedTable(dealers.map((dealer) => [dealer, dealer.size] as const)),
    dealersByMake,
    usedModels: new WeightedTable(
      CAR_MODELS.map((model) => [model, model.popularity * MAKES[model.make].marketWeight[market.code] * fuelAppeal(model, market)] as const),
    ),
    newModels: newEntries.length > 0 ? new WeightedTable(newEntries) : null,
    sampleModels: sampleEntries.length > 0 ? new WeightedTable(sampleEntries) : null,
    conditions: new WeightedTable<Exclude<CarCondition, 'sample'>>(CONDITION_MIX[kind]),
    usedAges: new WeightedTable(USED_AGES[kind].map((weight, age) => [age, weight] as const)),
    colours: new WeightedTable(CAR_COLOURS.map((colour) => [colour, COLOUR_WEIGHT[colour]] as const)),
    // Ids: the index's digit, then eight digits that look random but never repeat in the index.
    carId: (position) => String((stockIndex.ordinal + 1) * 100_000_000 + idPermutation(position)),
    plate: plateMaker(market.code, seed, stockIndex.ordinal),
    chassisSerial: serialPermutation,
    isCarOfTheWeek: (position) => weekPermutation(position) < weekly,
    slugs: new Map(),
  }
}

/** A powertrain sold in the year, weighted by how popular its fuel is in the market. */
export function pickPowertrain(model: CarModel, year: number, market: Market, rng: Rng): Powertrain {
  const isSold = ({ years }: Powertrain) => !years || (year >= years[0] && year <= (years[1] ?? Number.POSITIVE_INFINITY))
  const candidates = model.powertrains.some(isSold) ? model.powertrains.filter(isSold) : model.powertrains
  let remaining = rng.next() * candidates.reduce((sum, powertrain) => sum + market.fuelPreference[powertrain.fuel], 0)
  for (const powertrain of candidates) {
    remaining -= market.fuelPreference[powertrain.fuel]
    if (remaining < 0) return powertrain
  }
  return itemAt(candidates, candidates.length - 1)
}

/** A model year within the model's production years, near the wanted one. */
export function clampToModelYears(model: CarModel, year: number, latestYear: number, rng: Rng): number {
  const first = model.years[0]
  const last = Math.min(model.years[1] ?? latestYear, latestYear)
  if (year < first) return Math.min(last, first + rng.int(0, 2))
  if (year > last) return Math.max(first, last - rng.int(0, 2))
  return year
}
