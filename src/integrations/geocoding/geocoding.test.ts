import { describe, expect, it, vi } from 'vitest'

import { GazetteerGeocoder, loadGazetteer } from './built-in/gazetteer-geocoder'
import { countryCodeOf, foldName } from './country-names'
import { termWithCountry } from './geocoding-port'
import { NominatimGeocoder } from './nominatim-geocoder'

describe("termWithCountry (spec 01 §7.2 'term, country')", () => {
  it('appends the country to the term', () => {
    expect(termWithCountry('Göteborg', 'Sverige')).toBe('Göteborg, Sverige')
    expect(termWithCountry('  Reading ', 'United Kingdom')).toBe('Reading, United Kingdom')
  })
  it('leaves a term that already ends with the country, and a term without a country, as they are', () => {
    expect(termWithCountry('Göteborg, sverige', 'Sverige')).toBe('Göteborg, sverige')
    expect(termWithCountry('Göteborg', '')).toBe('Göteborg')
    expect(termWithCountry('Göteborg,', undefined)).toBe('Göteborg')
  })
})

describe('country names', () => {
  it('knows the group countries by name in their languages, in English and by code', () => {
    expect(countryCodeOf('Sverige')).toBe('SE')
    expect(countryCodeOf('SUOMI')).toBe('FI')
    expect(countryCodeOf('Slovensko')).toBe('SK')
    expect(countryCodeOf('U.K.')).toBe('GB')
    expect(countryCodeOf('United Kingdom')).toBe('GB')
    expect(countryCodeOf('Germany')).toBeUndefined()
  })
  it('folds accents and the Nordic letters', () => {
    expect(foldName('Malmö')).toBe('malmo')
    expect(foldName('Førde')).toBe('forde')
    expect(foldName('Žilina')).toBe('zilina')
  })
})

describe('GazetteerGeocoder (built in, offline)', () => {
  const geocoder = new GazetteerGeocoder()

  it('holds places of all five countries and nothing else', () => {
    const countries = new Set(loadGazetteer().map((p) => p.country))
    expect([...countries].sort()).toEqual(['FI', 'GB', 'NO', 'SE', 'SK'])
    expect(loadGazetteer().length).toBeGreaterThan(5000)
  })

  it('finds a town by name with the country appended, and names it in the page language', async () => {
    const result = await geocoder.geocode({ term: 'Göteborg', country: 'Sverige', language: 'sv' })
    expect(result).toMatchObject({ status: 'found', place: { label: 'Göteborg, Sverige', countryCode: 'SE' } })
    if (result.status !== 'found') return
    expect(result.place.lat).toBeCloseTo(57.707, 2)
    expect(result.place.lng).toBeCloseTo(11.967, 2)
  })

  it('finds a town without accents, by an exonym, and behind a street and postcode', async () => {
    expect(await geocoder.geocode({ term: 'malmo', country: 'Sweden' })).toMatchObject({ status: 'found', place: { label: 'Malmö, Sweden' } })
    expect(await geocoder.geocode({ term: 'Gothenburg', country: 'Sweden' })).toMatchObject({ status: 'found', place: { countryCode: 'SE' } })
    expect(await geocoder.geocode({ term: 'Kungsgatan 5, 411 19 Göteborg', country: 'Sverige' })).toMatchObject({
      status: 'found',
      place: { label: 'Göteborg, Sweden' },
    })
  })

  it('keeps to the country: a name in two countries gives the one asked for', async () => {
    // Bergen is in Norway (and has namesakes elsewhere in the data's reach only outside our countries).
    const inNorway = await geocoder.geocode({ term: 'Bergen', country: 'Norge' })
    expect(inNorway).toMatchObject({ status: 'found', place: { countryCode: 'NO' } })
    expect(await geocoder.geocode({ term: 'Bergen', country: 'United Kingdom' })).toEqual({ status: 'not-found' })
  })

  it('takes the start of a name from three letters, the most populous match first', async () => {
    expect(await geocoder.geocode({ term: 'Readi', country: 'UK' })).toMatchObject({ status: 'found', place: { label: 'Reading, United Kingdom' } })
    expect(await geocoder.geocode({ term: 'Re', country: 'UK' })).toEqual({ status: 'not-found' })
  })

  it('answers not-found for an unknown place or a country outside the group, invalid-term for an empty term', async () => {
    expect(await geocoder.geocode({ term: 'Xyzzyville', country: 'Sverige' })).toEqual({ status: 'not-found' })
    expect(await geocoder.geocode({ term: 'Berlin, Germany' })).toEqual({ status: 'not-found' })
    expect(await geocoder.geocode({ term: '   ', country: 'Sverige' })).toMatchObject({ status: 'invalid-term' })
    expect(await geocoder.geocode({ term: 'a'.repeat(201) })).toMatchObject({ status: 'invalid-term' })
  })
})

describe('NominatimGeocoder (HTTP adapter)', () => {
  // A recorded answer of a Nominatim /search?format=jsonv2&addressdetails=1 call, cut to the fields used.
  const recorded = [
    {
      place_id: 1234,
      lat: '51.4564242',
      lon: '-0.9705517',
      display_name: 'Reading, Berkshire, England, United Kingdom',
      address: { town: 'Reading', country: 'United Kingdom', country_code: 'gb' },
    },
  ]

  it("sends 'term, country' with the country's code and reads the first place", async () => {
    const fetchImpl = vi.fn(async (_url: URL | string, _init?: RequestInit) => Response.json(recorded))
    const geocoder = new NominatimGeocoder({ baseUrl: 'https://geo.example.com/', fetchImpl: fetchImpl as typeof fetch })
    const result = await geocoder.geocode({ term: 'Reading', country: 'United Kingdom', language: 'en' })
    expect(result).toEqual({
      status: 'found',
      place: { lat: 51.4564242, lng: -0.9705517, label: 'Reading, Berkshire, England, United Kingdom', countryCode: 'GB' },
    })
    const url = new URL(String(fetchImpl.mock.calls[0]?.[0]))
    expect(url.origin + url.pathname).toBe('https://geo.example.com/search')
    expect(url.searchParams.get('q')).toBe('Reading, United Kingdom')
    expect(url.searchParams.get('countrycodes')).toBe('gb')
    expect(url.searchParams.get('format')).toBe('jsonv2')
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get('accept-language')).toBe('en')
  })

  it('reads an empty answer as not-found and remembers answers', async () => {
    const fetchImpl = vi.fn(async () => Response.json([]))
    const geocoder = new NominatimGeocoder({ baseUrl: 'https://geo.example.com', fetchImpl: fetchImpl as typeof fetch })
    expect(await geocoder.geocode({ term: 'Nowhere', country: 'Sverige' })).toEqual({ status: 'not-found' })
    expect(await geocoder.geocode({ term: 'Nowhere', country: 'Sverige' })).toEqual({ status: 'not-found' })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('calls a failing, non-JSON or malformed answer unavailable, and asks again next time', async () => {
    const broken = vi.fn(async () => new Response('oops', { status: 503 }))
    const geocoder = new NominatimGeocoder({ baseUrl: 'https://geo.example.com', fetchImpl: broken as typeof fetch })
    expect(await geocoder.geocode({ term: 'Reading' })).toEqual({ status: 'unavailable', reason: 'the service answered 503' })
    await geocoder.geocode({ term: 'Reading' })
    expect(broken).toHaveBeenCalledTimes(2)

    const html = vi.fn(async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }))
    expect(await new NominatimGeocoder({ baseUrl: 'https://g.example.com', fetchImpl: html as typeof fetch }).geocode({ term: 'Reading' })).toMatchObject({
      status: 'unavailable',
    })
    const wrong = vi.fn(async () => Response.json([{ lat: 'north', lon: '1', display_name: 'X' }]))
    expect(await new NominatimGeocoder({ baseUrl: 'https://g.example.com', fetchImpl: wrong as typeof fetch }).geocode({ term: 'Reading' })).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('unexpected answer: 0.lat'),
    })
  })

  it('gives up after its timeout', async () => {
    const silent = vi.fn(
      (_url: URL | string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    const geocoder = new NominatimGeocoder({ baseUrl: 'https://geo.example.com', timeoutMs: 20, fetchImpl: silent as typeof fetch })
    expect(await geocoder.geocode({ term: 'Reading' })).toEqual({ status: 'unavailable', reason: 'no answer within 20 ms' })
  })

  it('never calls the service for an empty term', async () => {
    const fetchImpl = vi.fn()
    const geocoder = new NominatimGeocoder({ baseUrl: 'https://geo.example.com', fetchImpl: fetchImpl as typeof fetch })
    expect(await geocoder.geocode({ term: '' })).toMatchObject({ status: 'invalid-term' })
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
