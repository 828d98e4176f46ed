import { describe, expect, it } from 'vitest'

import { generateKits } from './kits/generate-kits'
import { DEMO_SITES } from './seed/demo-sites'
import { demoLocations } from './seed/demo-store-locator'
import { DEALER_GROUPS } from './stock/dealer-sites'

/**
 * Demo data a British or Swedish reader would notice (issue 36): a Reading postcode on a London
 * address, Kia wheels listed as fitting a Volvo. Checked against what Royal Mail's postcode areas
 * cover, not against the tables the demo was made from.
 */

/** Royal Mail postcode areas and the post towns in them that the demo's region uses. */
const POSTCODE_AREA_TOWNS: Readonly<Record<string, readonly string[]>> = {
  AL: ['St Albans', 'Harpenden', 'Hatfield'],
  BR: ['Bromley', 'Beckenham', 'Orpington'],
  CM: ['Chelmsford', 'Harlow', 'Brentwood'],
  CR: ['Croydon', 'Purley', 'Coulsdon'],
  DA: ['Dartford', 'Bexley', 'Bexleyheath', 'Sidcup'],
  EN: ['Enfield', 'Barnet'],
  GU: ['Guildford', 'Woking', 'Farnham', 'Camberley'],
  HA: ['Harrow', 'Wembley', 'Pinner'],
  HP: ['Hemel Hempstead', 'High Wycombe', 'Aylesbury', 'Amersham'],
  KT: ['Kingston upon Thames', 'Surbiton', 'Epsom'],
  LU: ['Luton', 'Dunstable'],
  MK: ['Milton Keynes'],
  OX: ['Oxford', 'Abingdon'],
  RG: ['Reading', 'Basingstoke', 'Bracknell', 'Wokingham', 'Newbury'],
  RH: ['Redhill', 'Reigate', 'Crawley', 'Horsham'],
  RM: ['Romford', 'Dagenham', 'Grays', 'Hornchurch'],
  SG: ['Stevenage', 'Hitchin'],
  SL: ['Slough', 'Maidenhead', 'Windsor'],
  SM: ['Sutton', 'Morden'],
  TN: ['Tonbridge', 'Tunbridge Wells', 'Sevenoaks'],
  TW: ['Twickenham', 'Hounslow', 'Staines-upon-Thames', 'Feltham'],
  UB: ['Southall', 'Uxbridge', 'Hayes'],
  WD: ['Watford', 'Borehamwood'],
  ...Object.fromEntries(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'].map((area) => [area, ['London']])),
}

/** A whole UK postcode: outward code (area, district), a space, inward code. */
const UK_POSTCODE = /^([A-Z]{1,2})\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/

/** Ofcom's numbers reserved for drama: London's, Reading's, and one with no area. */
const ukPhoneTown = (phone: string) =>
  phone.startsWith('020 7946 0') ? 'London' : phone.startsWith('0118 496 0') ? 'Reading' : phone.startsWith('01632 960') ? 'other' : phone

const site = (key: string) => DEMO_SITES.find((s) => s.key === key)!

describe('demo addresses are coherent', () => {
  const ukPlaces = [
    ...demoLocations(site('thames'), '/contact-us').map((place) => ({
      what: place.name,
      zip: place.zip,
      city: place.city,
      phone: 'phone' in place ? place.phone : undefined,
    })),
    ...DEALER_GROUPS.filter((group) => group.market === 'GB').flatMap((group) =>
      group.sites.map((dealer) => ({ what: dealer.name, zip: dealer.zip, city: dealer.city, phone: undefined })),
    ),
  ]

  it('has the Thames store locator’s 40 places and the UK dealers to check', () => {
    expect(ukPlaces.length).toBeGreaterThanOrEqual(40)
  })

  it('each UK postcode is well formed and its area covers the place’s town', () => {
    for (const place of ukPlaces) {
      const area = UK_POSTCODE.exec(place.zip)?.[1]
      expect(area, `${place.what}: ${place.zip}`).toBeDefined()
      expect(POSTCODE_AREA_TOWNS[area!] ?? [], `${place.what}: ${place.zip} ${place.city}`).toContain(place.city)
    }
  })

  it('a UK service centre’s phone number is of its own town (London 020, Reading 0118, elsewhere the no-area range)', () => {
    const phones = ukPlaces.filter((place) => place.phone !== undefined)
    expect(phones.length).toBeGreaterThan(5)
    for (const place of phones) {
      const town = ukPhoneTown(place.phone!)
      expect(town, `${place.what}: ${place.phone}`).toBe(place.city === 'London' || place.city === 'Reading' ? place.city : 'other')
    }
  })

  it('UK addresses put the house number first, Swedish ones after the street', () => {
    for (const place of demoLocations(site('thames'), '/contact-us')) expect(place.address, place.name).toMatch(/^\d+ \D+$/)
    for (const place of demoLocations(site('nordbil'), '/kontakt')) expect(place.address, place.name).toMatch(/^\D+ \d+$/)
  })

  it('Swedish places have five-digit postcodes and no two towns far apart share a postal area', () => {
    const byArea = new Map<string, Set<string>>()
    for (const place of demoLocations(site('nordbil'), '/kontakt')) {
      expect(place.zip, place.name).toMatch(/^\d{3} \d{2}$/)
      const area = place.zip.slice(0, 3)
      byArea.set(area, new Set([...(byArea.get(area) ?? []), place.city]))
    }
    for (const [area, towns] of byArea) expect([...towns], area).toHaveLength(1)
  })
})

describe('demo kits are coherent', () => {
  const kits = generateKits()

  it('a kit fits only cars of the make it is for (named in the kit and its description)', () => {
    for (const kit of kits) {
      const make = /\s(\S+)$/.exec(kit.name)?.[1]
      expect(kit.description ?? '', kit.kitId).toContain(`merkin ${make} `)
      expect(kit.vehicleFitmentSpecifications.length, kit.kitId).toBeGreaterThan(0)
      for (const vehicle of kit.vehicleFitmentSpecifications) expect(`${kit.kitId} ${vehicle.make}`).toBe(`${kit.kitId} ${make}`)
    }
  })

  it('the demo session’s car still has kits', () => {
    expect(kits.filter((kit) => kit.vehicleFitmentSpecifications.some((v) => v.externalId === 'FI-VEH-0001')).length).toBeGreaterThan(50)
  })
})
