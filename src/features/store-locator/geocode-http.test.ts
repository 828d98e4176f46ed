import { describe, expect, it, vi } from 'vitest'

import type { GeocodeResult, GeocodingPort } from '@/integrations/geocoding/geocoding-port'

import { handleGeocodeHttp } from './geocode-http'

const geocoderAnswering = (result: GeocodeResult) => {
  const geocode = vi.fn(async () => result)
  return { geocode, port: { geocode } as GeocodingPort }
}

const ask = (query: string, port: GeocodingPort) => handleGeocodeHttp(new URLSearchParams(query), port)

describe('GET /api/geocode', () => {
  it('answers 200 with the place, asking for the term, the country and the page language', async () => {
    const { geocode, port } = geocoderAnswering({ status: 'found', place: { lat: 57.7, lng: 11.97, label: 'Göteborg, Sverige', countryCode: 'SE' } })
    const result = await ask('q=G%C3%B6teborg&country=Sverige&lang=sv', port)
    expect(result).toMatchObject({ status: 200, body: { place: { lat: 57.7, lng: 11.97, label: 'Göteborg, Sverige' } } })
    expect(geocode).toHaveBeenCalledWith({ term: 'Göteborg', country: 'Sverige', language: 'sv' })
  })

  it('answers 404 for no place, 400 naming a bad parameter, 502 when the service fails, never a 500', async () => {
    expect((await ask('q=Xyzzy', geocoderAnswering({ status: 'not-found' }).port)).status).toBe(404)
    const untouched = geocoderAnswering({ status: 'not-found' })
    expect(await ask('q=', untouched.port)).toMatchObject({ status: 400, body: { error: 'q (the place to find) is required' } })
    expect(await ask(`q=${'x'.repeat(201)}`, untouched.port)).toMatchObject({ status: 400 })
    expect(await ask('q=Oslo&lang=de', untouched.port)).toMatchObject({ status: 400, body: { error: expect.stringContaining('lang') } })
    expect(untouched.geocode).not.toHaveBeenCalled()
    expect(await ask('q=Oslo', geocoderAnswering({ status: 'unavailable', reason: 'the service answered 503' }).port)).toMatchObject({
      status: 502,
      cacheControl: 'no-store',
    })
  })
})
