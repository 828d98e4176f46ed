import { describe, expect, it } from 'vitest'

import { afterLookup, emptyStore, formatPlate, formatSek, priceAt, stepCounter, storeKeyOf, totalOf, withInitialPosition } from './booking-store'

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

  it('lookup variant: starts at the lookup step without a counter, then counts Steg n/4 from the services (spec 03 §4)', () => {
    const start = emptyStore('lookup')
    expect(start).toMatchObject({ bookingState: 0, displayState: 0, maxBookingState: 5 })
    expect(stepCounter('lookup', start)).toBeNull()
    const car = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2021, hasServiceAgreement: false, region: 'Västra Götaland' }
    const location = { name: 'Göteborg', latitude: 57.7, longitude: 11.97, region: 'Göteborg' }
    const found = afterLookup('lookup', { ...start, services: { X: {} as never } }, { car, authorised: true, location })
    expect(found).toMatchObject({ bookingState: 1, displayState: 1, maxBookingState: 4, services: {}, lat: 57.7, lng: 11.97, region: 'Göteborg' })
    const after = { ...start, ...found }
    expect(stepCounter('lookup', after)).toEqual({ n: 1, max: 4 })
    expect(stepCounter('lookup', { ...after, displayState: 5 })).toBeNull()
    // The same plate and place again: only the display moves to where the visitor was.
    expect(afterLookup('lookup', { ...after, bookingState: 3, displayState: 0 }, { car, authorised: true, location })).toEqual({ displayState: 3 })
  })

  it('page variant: a lookup moves to state 2 of 5, and each variant keeps its own session key', () => {
    const car = { registrationNumber: 'KIA321', brand: 'Kia', model: 'Ceed', buildYear: 2020, hasServiceAgreement: false }
    const found = afterLookup('page', emptyStore(), { car, authorised: false, location: { name: 'Borås', latitude: 57.7, longitude: 12.9, region: null } })
    expect(found).toMatchObject({ bookingState: 2, displayState: 2, maxBookingState: 5 })
    expect(stepCounter('page', { ...emptyStore(), ...found })).toEqual({ n: 2, max: 5 })
    expect(storeKeyOf('lookup')).not.toBe(storeKeyOf('page'))
  })

  it('once a workshop is chosen, totals its own prices (unknown there: left out), the median prices before', () => {
    const line = { category: 'x', type: 'service' as const, unitAbbreviation: null, userInput: null, priceDiscount: null }
    const services = {
      BASSVC: { ...line, name: 'Basservice', price: 2990, priceKnown: true, unit: 1 },
      STENSKOTT: { ...line, name: 'Stenskott', price: 450, priceKnown: true, unit: 2 },
      ACSVC: { ...line, name: 'AC-service', price: 1290, priceKnown: true, unit: 1 },
    }
    expect(totalOf(services)).toBe(2990 + 900 + 1290)
    const workshopPrices = {
      departmentId: '1001-2',
      prices: { BASSVC: { price: 3100, priceDiscount: 620 }, STENSKOTT: { price: 430, priceDiscount: null }, ACSVC: { price: null, priceDiscount: null } },
    }
    expect(totalOf(services, workshopPrices)).toBe(3100 - 620 + 860)
    expect(priceAt('ACSVC', services.ACSVC, workshopPrices)).toEqual({ price: 0, priceKnown: false, priceDiscount: null })
    // An offering the workshop did not answer for keeps its median price.
    expect(priceAt('OTHER', services.ACSVC, workshopPrices)).toBe(services.ACSVC)
  })

  it("takes the facility link's place only while the visitor has chosen none", () => {
    expect(withInitialPosition(emptyStore(), { lat: 57.87, lng: 11.98 }).location).toEqual({
      name: '57.87, 11.98',
      latitude: 57.87,
      longitude: 11.98,
      region: null,
    })
    const chosen = { ...emptyStore(), location: { name: 'Borås', latitude: 57.7, longitude: 12.9, region: null } }
    expect(withInitialPosition(chosen, { lat: 57.87, lng: 11.98 }).location?.name).toBe('Borås')
    expect(withInitialPosition(emptyStore(), null).location).toBeNull()
  })
})
