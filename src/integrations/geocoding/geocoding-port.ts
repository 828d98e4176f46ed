import { z } from 'zod'

/**
 * The geocoding port: a place typed by a visitor (a town, a postcode and town, a street and town)
 * to a position on the map. spec 01 §7.2: "Geocoding of the address text, with the country appended
 * as 'term, country'". Used by the store locator's search (Enter without a suggestion) and, later,
 * the service booking flow. Built in: an offline gazetteer of the group's countries
 * (built-in/gazetteer-geocoder.ts). Outside: a Nominatim-compatible service over HTTP
 * (nominatim-geocoder.ts), chosen by SHOWROOM_GEOCODING_URL.
 */

export type GeocodeQuery = {
  /** What the visitor typed. */
  term: string
  /** The country appended to the term (the map's CountryInGoogleSearch setting), e.g. 'Sverige' or 'United Kingdom'. */
  country?: string
  /** The page's language, for the names in the answer. */
  language?: string
}

export type GeocodedPlace = {
  lat: number
  lng: number
  /** The place's name as the service gives it, e.g. 'Göteborg, Sverige'. */
  label: string
  /** ISO 3166-1 alpha-2 code when known ('GB' for the UK). */
  countryCode?: string
}

/**
 * The typed outcomes. `not-found` and `invalid-term` are the visitor's (the input's error state,
 * spec 01 §8 "Geocode failure: logged; input marked red"); `unavailable` is the service's (logged
 * as an error; the visitor sees the same error state).
 */
export type GeocodeResult =
  { status: 'found'; place: GeocodedPlace } | { status: 'not-found' } | { status: 'invalid-term'; reason: string } | { status: 'unavailable'; reason: string }

export interface GeocodingPort {
  geocode(query: GeocodeQuery): Promise<GeocodeResult>
  /**
   * Places the term may mean, one suggestion per place (a place known by several names appears
   * once), the likeliest first: the service booking's place suggestions (spec 03 §5). Optional: a
   * geocoder without it offers its one geocoded place.
   */
  suggest?(query: GeocodeQuery, limit: number): Promise<GeocodedPlace[]>
}

/** A term worth sending: 1 to 200 characters after trimming, no control characters. */
export const geocodeTerm = z
  .string()
  .trim()
  .min(1, 'is empty')
  .max(200, 'is longer than 200 characters')
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'has control characters')

/**
 * spec 01 §7.2 'term, country': the text sent to the service. The country is appended unless the
 * term already ends with it ("Göteborg, Sverige" stays as it is).
 */
export function termWithCountry(term: string, country?: string): string {
  const cleanTerm = term.trim().replace(/\s*,\s*$/, '')
  const cleanCountry = country?.trim()
  if (!cleanCountry) return cleanTerm
  const lastPart = cleanTerm.split(',').pop()?.trim().toLocaleLowerCase()
  return lastPart === cleanCountry.toLocaleLowerCase() ? cleanTerm : `${cleanTerm}, ${cleanCountry}`
}

/** Checks the term; the reason names what is wrong with it. */
export function checkTerm(term: string): { ok: true; term: string } | { ok: false; reason: string } {
  const parsed = geocodeTerm.safeParse(term)
  return parsed.success ? { ok: true, term: parsed.data } : { ok: false, reason: `The search term ${parsed.error.issues[0]?.message ?? 'is not valid'}` }
}
