import { z } from 'zod'

import { createTtlCache, type TtlCache } from '@/lib/ttl-cache'

import { countryCodeOf } from './country-names'
import { checkTerm, type GeocodeQuery, type GeocodeResult, type GeocodingPort, termWithCountry } from './geocoding-port'

/** A coordinate as Nominatim writes it: a decimal number in a string (numbers are accepted too). */
const coordinate = (min: number, max: number) =>
  z
    .union([z.string().regex(/^-?\d{1,3}(\.\d+)?$/), z.number()])
    .transform(Number)
    .pipe(z.number().min(min).max(max))

/** The fields of a /search answer (format=jsonv2) this adapter uses; the rest is ignored. */
const nominatimAnswer = z
  .array(
    z.object({
      lat: coordinate(-90, 90),
      lon: coordinate(-180, 180),
      display_name: z.string().trim().min(1).max(1000),
      address: z
        .object({ country_code: z.string().length(2).optional() })
        .partial()
        .optional(),
    }),
  )
  .max(50)

export type NominatimOptions = {
  /** The service's base URL, e.g. https://nominatim.example.com (the adapter calls /search under it). */
  baseUrl: string
  timeoutMs?: number
  /** Answers kept in memory per process: the public Nominatim asks for at most one request a second. */
  cacheSize?: number
  cacheTtlMs?: number
  fetchImpl?: typeof fetch
  now?: () => number
}

/**
 * Adapter for a Nominatim-compatible geocoding service (GET /search?q=…&format=jsonv2). The text
 * is spec 01 §7.2's 'term, country'; when the country is one of the group's, `countrycodes` narrows
 * the search to it too. An empty answer is `not-found`; a failing, slow (timeout) or unexpected
 * answer is `unavailable` with the reason, for the caller to log. Recent answers are cached.
 */
export class NominatimGeocoder implements GeocodingPort {
  private readonly cache: TtlCache<GeocodeResult>
  private readonly timeoutMs: number
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: NominatimOptions) {
    this.timeoutMs = options.timeoutMs ?? 3000
    this.cache = createTtlCache({ ttlMs: options.cacheTtlMs ?? 24 * 3600_000, maxEntries: options.cacheSize ?? 500, now: options.now })
    this.fetchImpl = options.fetchImpl ?? fetch
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult> {
    const checked = checkTerm(query.term)
    if (!checked.ok) return { status: 'invalid-term', reason: checked.reason }
    const text = termWithCountry(checked.term, query.country)
    const countryCode = query.country ? countryCodeOf(query.country) : undefined
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}/search`)
    url.searchParams.set('q', text)
    url.searchParams.set('format', 'jsonv2')
    url.searchParams.set('limit', '1')
    url.searchParams.set('addressdetails', '1')
    if (countryCode) url.searchParams.set('countrycodes', countryCode.toLowerCase())
    const key = `${url.href}|${query.language ?? ''}`
    const cached = this.cache.get(key)
    if (cached) return cached

    const result = await this.ask(url, query.language)
    // Failures are not kept: the next visitor asks again.
    if (result.status === 'found' || result.status === 'not-found') this.cache.set(key, result)
    return result
  }

  private async ask(url: URL, language: string | undefined): Promise<GeocodeResult> {
    let response: Response
    try {
      response = await this.fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': 'Showroom store locator', ...(language ? { 'accept-language': language } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      return { status: 'unavailable', reason: timedOut ? `no answer within ${this.timeoutMs} ms` : `request failed: ${String(error)}` }
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined)
      return { status: 'unavailable', reason: `the service answered ${response.status}` }
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      return { status: 'unavailable', reason: 'the service answered something other than JSON' }
    }
    const parsed = nominatimAnswer.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return { status: 'unavailable', reason: `unexpected answer: ${issue?.path.join('.')} ${issue?.message}` }
    }
    const first = parsed.data[0]
    if (!first) return { status: 'not-found' }
    return {
      status: 'found',
      place: { lat: first.lat, lng: first.lon, label: first.display_name, countryCode: first.address?.country_code?.toUpperCase() },
    }
  }
}
