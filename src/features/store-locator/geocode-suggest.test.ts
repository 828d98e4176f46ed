import { describe, expect, it, vi } from 'vitest'

import { GazetteerGeocoder } from '@/integrations/geocoding/built-in/gazetteer-geocoder'
import type { GeocodingPort } from '@/integrations/geocoding/geocoding-port'

import { handleGeocodeHttp } from './geocode-http'

/** The service booking's place suggestions (spec 03 §5): GET /api/geocode?…&suggest=n, one suggestion per place. */
describe('place suggestions', () => {
  const gazetteer = new GazetteerGeocoder()

  it('offers the places a beginning may mean, each once, the most populous first, in the country asked for', async () => {
    const places = await gazetteer.suggest({ term: 'Bor', country: 'Sverige', language: 'sv' }, 5)
    expect(places.map((p) => p.label)).toEqual(['Borås, Sverige', 'Borlänge, Sverige', 'Borgholm, Sverige', ...places.slice(3).map((p) => p.label)])
    expect(places.every((p) => p.countryCode === 'SE')).toBe(true)
    expect(new Set(places.map((p) => p.label)).size).toBe(places.length)
    expect(places.length).toBeLessThanOrEqual(5)
    // A whole name: the place itself, once, though the gazetteer knows it under more names.
    expect((await gazetteer.suggest({ term: 'Göteborg', country: 'Sverige' }, 5)).map((p) => p.label)).toEqual(['Göteborg, Sweden'])
    expect(await gazetteer.suggest({ term: 'Xyzzy', country: 'Sverige' }, 5)).toEqual([])
  })

  it('answers ?suggest=n with the list (empty when none), 400 for a bad n, and falls back to the one geocoded place', async () => {
    const ask = (query: string, port: GeocodingPort) => handleGeocodeHttp(new URLSearchParams(query), port)
    const suggested = await ask('q=Bor&country=Sverige&lang=sv&suggest=3', gazetteer)
    expect(suggested).toMatchObject({
      status: 200,
      body: { places: [{ label: 'Borås, Sverige' }, { label: 'Borlänge, Sverige' }, { label: 'Borgholm, Sverige' }] },
    })
    expect(await ask('q=Xyzzy&suggest=3', gazetteer)).toMatchObject({ status: 200, body: { places: [] } })
    expect(await ask('q=Bor&suggest=0', gazetteer)).toMatchObject({ status: 400, body: { error: 'suggest must be 1 to 10' } })
    expect(await ask('q=Bor&suggest=11', gazetteer)).toMatchObject({ status: 400 })
    const geocode = vi.fn(async () => ({ status: 'found' as const, place: { lat: 1, lng: 2, label: 'Ett ställe' } }))
    expect(await ask('q=Bor&suggest=3', { geocode })).toMatchObject({ status: 200, body: { place: { label: 'Ett ställe' } } })
    const failing: GeocodingPort = { geocode, suggest: async () => Promise.reject(new Error('down')) }
    expect(await ask('q=Bor&suggest=3', failing)).toMatchObject({ status: 502 })
  })
})
