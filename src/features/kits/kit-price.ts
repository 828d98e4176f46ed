import { numberFormat } from '@/lib/number-format'

/**
 * Kit prices (spec 03 §5 'Kit price', §3 'Cart pricing line', §9): the retail price is net, tax of
 * 25.5 % is added; amounts are in cents internally so a cart's lines always add up.
 */
export const KIT_TAX_RATE = 0.255

export type PricingLine = { netPrice: number; taxAmount: number; totalPrice: number }

const cents = (euros: number) => Math.round(euros * 100)

/** One kit's net, tax and total (euros, rounded to the cent). */
export function kitPricing(retailPrice: number): PricingLine {
  const net = cents(retailPrice)
  const tax = Math.round(net * KIT_TAX_RATE)
  return { netPrice: net / 100, taxAmount: tax / 100, totalPrice: (net + tax) / 100 }
}

/** The cart's pricing line: the sum of each kit's line, so it matches what the cards show. */
export function cartPricing(retailPrices: readonly number[]): PricingLine {
  let net = 0
  let tax = 0
  for (const price of retailPrices) {
    const line = kitPricing(price)
    net += cents(line.netPrice)
    tax += cents(line.taxAmount)
  }
  return { netPrice: net / 100, taxAmount: tax / 100, totalPrice: (net + tax) / 100 }
}

/** An amount in euros the Finnish way ('1 234,50 €'); EUR is shown as the euro sign. */
export function formatEuro(amount: number, locale = 'fi-FI'): string {
  return numberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' }).format(amount)
}
