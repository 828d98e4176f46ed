import { describe, expect, it } from 'vitest'

import { emptyStore, formatPlate, formatSek, totalOf } from './booking-store'

describe('booking store rules (spec 03 §2.4, §9)', () => {
  it('shows a plate as three characters, a space and the rest', () => {
    expect(formatPlate('ABC123')).toBe('ABC 123')
    expect(formatPlate('VOL42A')).toBe('VOL 42A')
  })

  it('adds price times units, the agreement price where there is one, and leaves unknown prices out', () => {
    const line = { category: 'x', type: 'service' as const, unitAbbreviation: null, userInput: null }
    expect(
      totalOf({
        A: { ...line, name: 'Basservice', price: 2990, priceKnown: true, priceDiscount: 598, unit: 1 },
        B: { ...line, name: 'Stenskott', price: 450, priceKnown: true, priceDiscount: null, unit: 3 },
        C: { ...line, name: 'Bromsar', price: 0, priceKnown: false, priceDiscount: null, unit: 1 },
      }),
    ).toBe(2392 + 1350)
    expect(totalOf(emptyStore().services)).toBe(0)
  })

  it('writes SEK the Swedish way, with kr', () => {
    expect(formatSek(4490).replace(/\s/g, ' ')).toBe('4 490 kr')
  })

  it('starts at state 1 of 5 with nothing chosen', () => {
    expect(emptyStore()).toMatchObject({ bookingState: 1, displayState: 1, maxBookingState: 5, car: null, services: {} })
  })
})
