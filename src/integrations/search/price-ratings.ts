/**
 * The fair-price indicator's labels (issue 41), best first. A module of their own, without zod:
 * the browser's stored-summary check (car-card) reads them in the car list's client bundle.
 */
export const PRICE_RATINGS = ['great', 'good', 'fair', 'high'] as const
export type PriceRating = (typeof PRICE_RATINGS)[number]
