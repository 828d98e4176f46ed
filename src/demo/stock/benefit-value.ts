import type { FuelKind } from './markets'

/**
 * Swedish company-car benefit (förmånsvärde) per month and the car's price as a multiple of the
 * price base amount (car_pbbratio, car_beneficial_value in spec 02 §3). The rules are the
 * Swedish Tax Agency's since 2022, with rough 2026 figures; close enough for demo stock, not for
 * anyone's tax return.
 */

/** Prisbasbelopp 2026. */
export const PRICE_BASE_AMOUNT = 59_200
/** Statslåneränta at the end of November the year before, plus the Agency's one per cent. */
const GOVERNMENT_RATE = 0.0255

/** Environmental cars are taxed on a lower price: electric 350 000 kr, plug-in hybrids 140 000 kr, at most half. */
const PRICE_REDUCTION: Partial<Record<FuelKind, number>> = { electric: 350_000, plugInHybrid: 140_000 }

export function benefitValuePerMonth(newCarPrice: number, fuel: FuelKind): number {
  const reduction = Math.min(PRICE_REDUCTION[fuel] ?? 0, newCarPrice / 2)
  const taxedPrice = newCarPrice - reduction
  const yearly = 0.29 * PRICE_BASE_AMOUNT + taxedPrice * (0.7 * GOVERNMENT_RATE + 0.01) + 0.13 * taxedPrice
  return Math.round(yearly / 12 / 10) * 10
}

export const priceBaseAmountRatio = (newCarPrice: number): number => Math.round((newCarPrice / PRICE_BASE_AMOUNT) * 100) / 100
