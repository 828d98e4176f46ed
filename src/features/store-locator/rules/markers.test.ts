import { describe, expect, it } from 'vitest'

import { markerSearch } from './marker-search'
import { byDistance, directionsUrl, listedCount, type StoreMarker } from './markers'

const marker = (id: string, name: string, city: string, lat: number, lng: number, extra: Partial<StoreMarker> = {}): StoreMarker => ({
  id,
  name,
  city,
  lat,
  lng,
  address: `${name}gatan 1`,
  zip: '411 00',
  services: [],
  chargerOptions: [],
  type: 'Location',
  directionsUrl: '',
  ...extra,
})

const markers = [
  marker('a', 'Nordbil Borås', 'Borås', 57.721, 12.94),
  marker('b', 'Nordbil Göteborg Hisingen', 'Göteborg', 57.7236, 11.9352),
  marker('c', 'Nordbil Kungälv', 'Kungälv', 57.8669, 11.9932),
  marker('d', 'Laddpunkt Mölndal', 'Mölndal', 57.6431, 12.0131, { zip: '431 53' }),
]

describe('byDistance (spec 01 §2.10 sorted by ascending distance)', () => {
  it('adds the distance from the point and sorts nearest first', () => {
    const sorted = byDistance(markers, { lat: 57.7, lng: 11.97 }, 'km')
    expect(sorted.map((m) => m.id)).toEqual(['b', 'd', 'c', 'a'])
    expect(sorted[0]).toMatchObject({ distanceUnit: 'km' })
    expect(sorted[0]!.distance).toBeLessThan(sorted[1]!.distance)
  })
})

describe('listedCount (spec 01 §9: first 20, show more adds 5)', () => {
  it('shows 20, then 25, 30 … never more than there are', () => {
    expect(listedCount(48, 0)).toBe(20)
    expect(listedCount(48, 1)).toBe(25)
    expect(listedCount(48, 5)).toBe(45)
    expect(listedCount(48, 6)).toBe(48)
    expect(listedCount(7, 0)).toBe(7)
    expect(listedCount(0, 0)).toBe(0)
  })
})

describe('directionsUrl (spec 01 §7.2 driving directions)', () => {
  it('fills the destination "name, address, zip city", URL-encoded', () => {
    const url = directionsUrl('https://www.google.com/maps/dir/?api=1&destination={destination}&travelmode=driving', markers[2]!)
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Nordbil%20Kung%C3%A4lv%2C%20Nordbil%20Kung%C3%A4lvgatan%201%2C%20411%2000%20Kung%C3%A4lv&travelmode=driving',
    )
    expect(new URL(url).searchParams.get('destination')).toBe('Nordbil Kungälv, Nordbil Kungälvgatan 1, 411 00 Kungälv')
  })
  it('offers the position for services that route to one', () => {
    expect(directionsUrl('https://maps.example.com/?to={lat},{lng}', markers[0]!)).toBe('https://maps.example.com/?to=57.721,12.94')
  })
})

describe('markerSearch (spec 01 §5, §9 fuzzy search)', () => {
  const search = markerSearch(markers)

  it('suggests by name, city, address or zip, tolerating typos', () => {
    expect(search('Kungalv').map((m) => m.id)).toEqual(['c'])
    expect(search('Hisingen')[0]?.id).toBe('b')
    expect(search('Göteborg')[0]?.id).toBe('b')
    expect(search('431 53')[0]?.id).toBe('d')
  })

  it('needs 2 characters and gives at most 5 suggestions', () => {
    expect(search('B')).toEqual([])
    expect(search(' ')).toEqual([])
    const many = markerSearch(Array.from({ length: 12 }, (_, i) => marker(String(i), `Nordbil ${i}`, 'Borås', 57, 12)))
    expect(many('Nordbil')).toHaveLength(5)
  })

  it('finds nothing for a term far from every marker (threshold 0.4)', () => {
    expect(search('Xylofon')).toEqual([])
  })
})
