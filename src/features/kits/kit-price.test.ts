import { describe, expect, it } from 'vitest'

import { cartPricing, formatEuro, KIT_TAX_RATE, kitPricing } from './kit-price'

describe('kit price (spec 03 §5: 25.5 % tax on the retail price, euros)', () => {
  it('adds 25.5 % tax to the retail price', () => {
    expect(KIT_TAX_RATE).toBe(0.255)
    expect(kitPricing(100)).toEqual({ netPrice: 100, taxAmount: 25.5, totalPrice: 125.5 })
  })

  it('rounds the tax to the cent', () => {
    // 19.99 × 0.255 = 5.09745 → 5.10
    expect(kitPricing(19.99)).toEqual({ netPrice: 19.99, taxAmount: 5.1, totalPrice: 25.09 })
  })

  it('the cart line is the sum of the kits’ lines (net, tax, total), so it matches the cards', () => {
    const line = cartPricing([19.99, 100, 0.01])
    expect(line).toEqual({ netPrice: 120, taxAmount: 30.6, totalPrice: 150.6 })
    expect(line.netPrice + line.taxAmount).toBeCloseTo(line.totalPrice, 10)
  })

  it('an empty cart costs nothing', () => {
    expect(cartPricing([])).toEqual({ netPrice: 0, taxAmount: 0, totalPrice: 0 })
  })

  it('shows EUR as the euro sign, Finnish style', () => {
    expect(formatEuro(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €')
  })
})
