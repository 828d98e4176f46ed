import { z } from 'zod'

import { countryCodeOf, countryDisplayName, foldName } from '../country-names'
import { checkTerm, type GeocodedPlace, type GeocodeQuery, type GeocodeResult, type GeocodingPort, termWithCountry } from '../geocoding-port'
import gazetteerFile from './gazetteer-places.json'

/** One place of the gazetteer: [name, country, lat, lng, population, aliases?] (scripts/map-data-generate.ts). */
const placeRow = z.tuple(
  [z.string().min(1), z.string().length(2), z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().int().min(0)],
  z.array(z.string()),
)
const gazetteerSchema = z.object({ places: z.array(placeRow) })

export type GazetteerPlace = { name: string; country: string; lat: number; lng: number; population: number; names: string[] }

/** A term shorter than this only matches whole names: "Bo" must not pick Borås. */
const MIN_PREFIX_LENGTH = 3

/**
 * The built-in geocoder: the places of the group's countries (SE, NO, FI, SK, GB; every town of
 * 1,000 inhabitants or more, GeoNames data generated into gazetteer-places.json), searched offline.
 * It follows spec 01 §7.2's 'term, country' text: the last comma part, when it names one of the
 * countries, restricts the search to it; the other parts are tried from the last (the town, in
 * "Kungsgatan 5, 411 19 Göteborg") to the first, each as a whole name, then without its digits
 * (the postcode); a part of three letters or more may also be the start of a name. The most
 * populous match wins. A street address resolves to its town: the gazetteer has no streets.
 */
export class GazetteerGeocoder implements GeocodingPort {
  private readonly byName = new Map<string, GazetteerPlace[]>()
  private readonly sortedNames: string[]

  constructor(places: readonly GazetteerPlace[] = loadGazetteer()) {
    for (const place of places) {
      for (const name of place.names) {
        const key = foldName(name)
        const list = this.byName.get(key) ?? []
        list.push(place)
        this.byName.set(key, list)
      }
    }
    for (const list of this.byName.values()) list.sort((a, b) => b.population - a.population)
    this.sortedNames = [...this.byName.keys()].sort()
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult> {
    const checked = checkTerm(query.term)
    if (!checked.ok) return { status: 'invalid-term', reason: checked.reason }
    const parts = termWithCountry(checked.term, query.country)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const last = parts.at(-1)
    const country = last !== undefined && parts.length > 1 ? countryCodeOf(last) : undefined
    // The country part was written but is none of ours (e.g. "Berlin, Germany"): nothing to find.
    const terms = country ? parts.slice(0, -1) : parts
    if (terms.length === 0) return { status: 'not-found' }

    const place = this.findExact(terms, country) ?? this.findByPrefix(terms, country)
    if (!place) return { status: 'not-found' }
    return {
      status: 'found',
      place: { lat: place.lat, lng: place.lng, label: `${place.name}, ${countryDisplayName(place.country, query.language)}`, countryCode: place.country },
    }
  }

  async suggest(query: GeocodeQuery, limit: number): Promise<GeocodedPlace[]> {
    const checked = checkTerm(query.term)
    if (!checked.ok) return []
    const parts = termWithCountry(checked.term, query.country)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const last = parts.at(-1)
    const country = last !== undefined && parts.length > 1 ? countryCodeOf(last) : undefined
    const terms = country ? parts.slice(0, -1) : parts
    // The place being typed: the last part before the country ("Kungsgatan 5, Göt" → "Göt").
    const term = terms.at(-1)
    if (term === undefined) return []
    const found = new Set<GazetteerPlace>()
    for (const candidate of this.candidatesOf(term)) {
      for (const place of this.byName.get(candidate) ?? []) if (!country || place.country === country) found.add(place)
      if (candidate.length < MIN_PREFIX_LENGTH) continue
      for (let i = lowerBound(this.sortedNames, candidate); i < this.sortedNames.length && this.sortedNames[i]!.startsWith(candidate); i++)
        for (const place of this.byName.get(this.sortedNames[i]!) ?? []) if (!country || place.country === country) found.add(place)
    }
    return [...found]
      .sort((a, b) => b.population - a.population)
      .slice(0, Math.max(0, limit))
      .map((place) => ({
        lat: place.lat,
        lng: place.lng,
        label: `${place.name}, ${countryDisplayName(place.country, query.language)}`,
        countryCode: place.country,
      }))
  }

  private candidatesOf(term: string): string[] {
    const whole = foldName(term)
    const withoutDigits = foldName(term.replace(/[\d-]+/g, ' '))
    return [...new Set([whole, withoutDigits].filter((t) => t !== ''))]
  }

  private findExact(terms: readonly string[], country: string | undefined): GazetteerPlace | undefined {
    for (const term of [...terms].reverse()) {
      for (const candidate of this.candidatesOf(term)) {
        const match = this.byName.get(candidate)?.find((place) => !country || place.country === country)
        if (match) return match
      }
    }
    return undefined
  }

  private findByPrefix(terms: readonly string[], country: string | undefined): GazetteerPlace | undefined {
    for (const term of [...terms].reverse()) {
      for (const candidate of this.candidatesOf(term)) {
        if (candidate.length < MIN_PREFIX_LENGTH) continue
        let best: GazetteerPlace | undefined
        for (let i = lowerBound(this.sortedNames, candidate); i < this.sortedNames.length && this.sortedNames[i]!.startsWith(candidate); i++) {
          for (const place of this.byName.get(this.sortedNames[i]!) ?? []) {
            if (country && place.country !== country) continue
            if (!best || place.population > best.population) best = place
          }
        }
        if (best) return best
      }
    }
    return undefined
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}

let loaded: GazetteerPlace[] | undefined

/** The generated gazetteer, checked once (a broken file fails loudly at the first search, not with wrong places). */
export function loadGazetteer(): GazetteerPlace[] {
  loaded ??= gazetteerSchema.parse(gazetteerFile).places.map(([name, country, lat, lng, population, aliases]) => ({
    name,
    country,
    lat,
    lng,
    population,
    names: [name, ...(aliases ?? [])],
  }))
  return loaded
}
