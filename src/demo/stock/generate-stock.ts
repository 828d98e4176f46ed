import type { CarRecord } from '@/integrations/search/car-record'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import { generateCarsFor } from './generate-cars'
import { generateDealerProfiles } from './generate-dealers'
import { resolveStockOptions, type StockOptions } from './stock-options'

/** The whole demo stock in memory: dealer sites and cars, each with the index it belongs to. */

export type GeneratedDealer = { index: string; record: DealerRecord }

export type GeneratedStock = {
  dealers: Array<{ index: string; record: DealerRecord }>
  cars: Array<{ index: string; record: CarRecord }>
}

/** The dealer sites of every 'sites' index; they do not depend on the number of cars. */
export function generateDealers(options: Omit<StockOptions, 'cars'> = {}): GeneratedDealer[] {
  const { seed, referenceDate, closuresFrom } = resolveStockOptions({ cars: 0, ...options })
  return generateDealerProfiles(seed, referenceDate, closuresFrom).map((profile) => ({ index: profile.stockIndex.sites, record: profile.record }))
}

export function generateStock(options: StockOptions): GeneratedStock {
  const resolved = resolveStockOptions(options)
  const profiles = generateDealerProfiles(resolved.seed, resolved.referenceDate, resolved.closuresFrom)
  return {
    dealers: profiles.map((profile) => ({ index: profile.stockIndex.sites, record: profile.record })),
    cars: [...generateCarsFor(resolved, profiles)],
  }
}
