import type { Powertrain } from './car-catalogue'
import type { Currency, Market } from './markets'
import type { Rng } from './prng'

/**
 * Car prices per market: the catalogue's euro list price scaled to the market's currency and
 * tax level, less depreciation for age and mileage, rounded the way dealers round (349 900 kr,
 * £23,495, 23 490 €).
 */

/** A dealer's price point just below a round number. */
export function dealerRound(amount: number, currency: Currency): number {
  switch (currency) {
    case 'SEK':
    case 'NOK':
      return amount < 20_000 ? Math.max(4_900, Math.round(amount / 1000) * 1000 - 100) : Math.round(amount / 1000) * 1000 - 100
    case 'GBP':
      return Math.max(995, Math.round(amount / 500) * 500 - 5)
    case 'EUR':
      return Math.max(990, Math.round(amount / 100) * 100 - 10)
  }
}

/** One rounding step down in the market's price points, so a campaign price is always lower. */
const PRICE_STEP: Record<Currency, number> = { SEK: 1000, NOK: 1000, GBP: 500, EUR: 100 }

/** List price of a new car with a trim (each step up the trim ladder adds about 6 %). */
export function newCarPrice(powertrain: Powertrain, trimLevel: number, market: Market): number {
  const euro = powertrain.priceEur * (1 + 0.06 * trimLevel)
  return dealerRound(euro * market.currencyPerEur * market.priceLevel[powertrain.fuel], market.currency)
}

/**
 * Used-car value: about 18 % lost in the first year and 11 % a year after that (electric cars
 * a little faster), adjusted by how far the mileage is from the usual for the age.
 */
export function usedCarPrice(newPrice: number, ageYears: number, kmDriven: number, yearlyKm: number, electric: boolean, rng: Rng, currency: Currency): number {
  // List prices were lower in earlier years.
  const historicPrice = newPrice * 0.975 ** ageYears
  const firstYearLoss = electric ? 0.22 : 0.18
  const yearlyKeep = electric ? 0.87 : 0.89
  const keep = ageYears < 1 ? 1 - firstYearLoss * ageYears : (1 - firstYearLoss) * yearlyKeep ** (ageYears - 1)
  const usualKm = Math.max(5_000, yearlyKm * ageYears)
  const mileageAdjustment = 1 - 0.15 * Math.max(-1, Math.min(1, (kmDriven - usualKm) / usualKm))
  return dealerRound(historicPrice * keep * mileageAdjustment * rng.between(0.92, 1.08), currency)
}

/** A campaign price 4-12 % below the retail price, on the market's price points and always lower. */
export function campaignPrice(retailPrice: number, currency: Currency, rng: Rng): number {
  const price = dealerRound(retailPrice * rng.between(0.88, 0.96), currency)
  return price < retailPrice ? price : retailPrice - PRICE_STEP[currency]
}

export const withoutVat = (price: number, vatRate: number): number => Math.round(price / (1 + vatRate))
