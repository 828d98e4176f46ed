import { describe, expect, it } from 'vitest'

import { checkLocation, markerTypeOf, unknownMarkerTypeMessage } from './location'

const base = { id: 7, name: 'Nordbil Kungälv', lat: 57.87, lng: 11.98, city: 'Kungälv', address: 'Kongahällavägen 5', zip: '442 31' }

describe('checkLocation (spec 01 §3 validity)', () => {
  it('accepts a location with name, position, city, address and zip, converting lat and lng to numbers', () => {
    const check = checkLocation({ ...base, lat: '57.87', lng: ' 11,98 ' })
    expect(check).toMatchObject({ valid: true, type: 'Location', location: { id: '7', lat: 57.87, lng: 11.98, services: [], chargerOptions: [] } })
  })

  it.each(['name', 'lat', 'lng', 'city', 'address', 'zip'] as const)('drops a location whose %s is missing or empty, and says so', (field) => {
    for (const value of [undefined, '', '   ', null]) {
      const check = checkLocation({ ...base, [field]: value })
      expect(check).toMatchObject({ valid: false, type: 'Invalid', reason: `missing or empty: ${field}` })
    }
  })

  it('drops a position that is no number or off the globe', () => {
    expect(checkLocation({ ...base, lat: 'north' })).toMatchObject({ valid: false, reason: 'missing or empty: lat' })
    expect(checkLocation({ ...base, lng: 190 })).toMatchObject({ valid: false, reason: 'missing or empty: lng' })
    expect(checkLocation(null)).toMatchObject({ valid: false, reason: 'missing or empty: name, lat, lng, city, address, zip' })
  })
})

describe('marker type (spec 01 §3 type decision)', () => {
  const charger = { amount: 2, icon: 'CCS2', watts: 150 }

  it('is ChargingPoint when every charger option is filled in', () => {
    expect(checkLocation({ ...base, chargerOptions: [charger, { ...charger, icon: 'CCS1', amount: '1', watts: '50' }] })).toMatchObject({
      type: 'ChargingPoint',
      location: {
        chargerOptions: [
          { amount: 2, icon: 'CCS2', watts: 150 },
          { amount: 1, icon: 'CCS1', watts: 50 },
        ],
      },
    })
  })

  it('is not ChargingPoint when an option lacks its amount, icon or watts', () => {
    for (const broken of [
      { ...charger, amount: undefined },
      { ...charger, icon: 'Type2' },
      { ...charger, watts: 0 },
    ]) {
      expect(checkLocation({ ...base, chargerOptions: [charger, broken] }).type).toBe('Location')
    }
  })

  it('is FordLocation with an e-mail and a phone, IvecoLocation with a dealer card, in that order', () => {
    const contact = { email: 'kungalv@nordbil.example', phone: '0303-123 45' }
    const card = { dealerCard: { title: 'Nordbil Kungälv', url: '/anlaggningar/kungalv' } }
    expect(checkLocation({ ...base, ...contact }).type).toBe('FordLocation')
    expect(checkLocation({ ...base, email: contact.email }).type).toBe('Location')
    expect(checkLocation({ ...base, ...card }).type).toBe('IvecoLocation')
    expect(checkLocation({ ...base, ...contact, ...card }).type).toBe('FordLocation')
    expect(checkLocation({ ...base, ...contact, ...card, chargerOptions: [charger] }).type).toBe('ChargingPoint')
  })

  it('needs a title for a dealer card, and keeps only site paths and http(s) links', () => {
    expect(checkLocation({ ...base, dealerCard: { text: 'No title' } }).type).toBe('Location')
    expect(checkLocation({ ...base, dealerCard: { title: 'Card', url: 'javascript:alert(1)' } })).toMatchObject({
      location: { dealerCard: { url: undefined } },
    })
    expect(checkLocation({ ...base, dealerCard: { title: 'Card', url: '//evil.example' } })).toMatchObject({ location: { dealerCard: { url: undefined } } })
  })

  it('reads services as names, skipping empty ones', () => {
    expect(checkLocation({ ...base, services: [{ name: 'Däckhotell' }, 'Laddbox', { name: ' ' }] })).toMatchObject({
      location: { services: ['Däckhotell', 'Laddbox'] },
    })
  })

  it('falls through to Location for no extras', () => {
    expect(markerTypeOf({ chargerOptions: [] })).toBe('Location')
  })

  it("logs an unknown type in the spec's words", () => {
    expect(unknownMarkerTypeMessage('Invalid')).toBe('Unable to render marker of type: Invalid')
  })
})
