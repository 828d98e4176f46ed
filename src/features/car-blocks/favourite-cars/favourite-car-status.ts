import type { CarSummary } from '@/features/car-card'

/**
 * What became of a saved car (issue 41 item 2): still for sale at the same price, cheaper or dearer
 * than when it was saved, or sold (no longer in the site's stock). 'unknown' while the stock could
 * not be asked: the saved card is shown as it was.
 */
export type FavouriteCarStatus = { kind: 'unchanged' | 'unknown' | 'sold' } | { kind: 'priceDown' | 'priceUp'; amount: number; currency: string }

/**
 * `current` is the car in the stock now (undefined: not there any more); `lookedUp` says whether the
 * stock answered at all.
 */
export function favouriteCarStatus(saved: CarSummary, current: CarSummary | undefined, lookedUp: boolean): FavouriteCarStatus {
  if (!lookedUp) return { kind: 'unknown' }
  if (!current) return { kind: 'sold' }
  // A price in another currency (the car moved to another country's stock) is no price change.
  if (current.car_price_currency !== saved.car_price_currency) return { kind: 'unchanged' }
  const change = current.car_price - saved.car_price
  if (change === 0) return { kind: 'unchanged' }
  return { kind: change < 0 ? 'priceDown' : 'priceUp', amount: Math.abs(change), currency: current.car_price_currency }
}
