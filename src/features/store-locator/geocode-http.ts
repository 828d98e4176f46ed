import { z } from 'zod'

import type { GeocodingPort } from '@/integrations/geocoding/geocoding-port'
import { getGeocoder } from '@/integrations/geocoding/instance'
import { isLocale } from '@/lib/locales'
import { logger } from '@/lib/logger'

export type GeocodeHttpResult = { status: number; body: unknown; cacheControl: string }

const query = z.object({
  q: z.string().trim().min(1, 'q (the place to find) is required').max(200, 'q is longer than 200 characters'),
  country: z.string().trim().max(60, 'country is longer than 60 characters').optional(),
  lang: z
    .string()
    .optional()
    .refine((v) => v === undefined || isLocale(v), 'lang must be one of the site languages (sv, nb, fi, sk, en)'),
  suggest: z.coerce.number().int('suggest must be a whole number').min(1, 'suggest must be 1 to 10').max(10, 'suggest must be 1 to 10').optional(),
})

/**
 * GET /api/geocode?q=…&country=…&lang=… (the store locator's place search, spec 01 §7.2 "Geocoding
 * of the address text, with the country appended as 'term, country'"): 200 with the place, 404
 * when there is none (the input's error state, spec 01 §8), 400 naming a bad parameter, 502 when
 * the geocoding service fails (logged). Answers may be cached by the browser for an hour.
 */
export async function handleGeocodeHttp(params: URLSearchParams, geocoder: GeocodingPort = getGeocoder()): Promise<GeocodeHttpResult> {
  const parsed = query.safeParse({
    q: params.get('q') ?? '',
    country: params.get('country') ?? undefined,
    lang: params.get('lang') ?? undefined,
    suggest: params.get('suggest') ?? undefined,
  })
  if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]?.message ?? 'Bad query' }, cacheControl: 'no-store' }
  const { q, country, lang, suggest } = parsed.data
  // ?suggest=n: up to n places, one per place (the service booking's suggestions, spec 03 §5); 200 with an empty list when none.
  if (suggest !== undefined && geocoder.suggest) {
    try {
      const places = await geocoder.suggest({ term: q, country: country || undefined, language: lang }, suggest)
      return { status: 200, body: { places }, cacheControl: 'public, max-age=3600' }
    } catch (error) {
      logger.error({ err: error, term: q, country }, 'Geocoding suggestions failed')
      return { status: 502, body: { error: 'The place search is not answering right now' }, cacheControl: 'no-store' }
    }
  }
  const result = await geocoder.geocode({ term: q, country: country || undefined, language: lang })
  switch (result.status) {
    case 'found':
      return { status: 200, body: { place: result.place }, cacheControl: 'public, max-age=3600' }
    case 'not-found':
      logger.info({ term: q, country }, 'Geocoding found no place')
      return { status: 404, body: { error: 'No place by that name' }, cacheControl: 'public, max-age=3600' }
    case 'invalid-term':
      return { status: 400, body: { error: result.reason }, cacheControl: 'no-store' }
    case 'unavailable':
      logger.error({ term: q, country, reason: result.reason }, 'Geocoding service failed')
      return { status: 502, body: { error: 'The place search is not answering right now' }, cacheControl: 'no-store' }
  }
}
