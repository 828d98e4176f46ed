import fc from 'fast-check'
import { expect } from 'vitest'

import type { FacetResult } from '@/integrations/search/search-contract'

import { type IndexSchema, SITES_SCHEMA, VEHICLES_SCHEMA } from '../../../index-schema'
import { buildSearchIndex, querySearchIndex } from '../index'
import { type OracleFacet, oracleSearch } from './oracle'
import { SITE_VALUES, SITE_WORDS, searchQuery, siteStock, VEHICLE_VALUES, VEHICLE_WORDS, vehicleStock } from './search-arbitraries'

/**
 * The engine against the brute-force oracle on random stocks and random queries (ARCHITECTURE
 * 'Stock and search': speed never costs a wrong count): totals, the page in order, and every
 * facet's values and counts. Not a test file: the unit test runs a few random stocks, the
 * integration test the full strength.
 */

function expectHistogramMatches(actual: FacetResult, expected: Extract<OracleFacet, { type: 'histogram' }>) {
  expect(actual.type).toBe('histogram')
  if (actual.type !== 'histogram') return
  const numbers = expected.numbers
  if (numbers.length === 0) {
    expect(actual).toEqual({ name: expected.name, type: 'histogram', min: null, max: null, values: [] })
    return
  }
  const min = Math.min(...numbers)
  const max = Math.max(...numbers)
  expect([actual.min, actual.max]).toEqual([min, max])
  const bins = actual.values
  expect(bins.length).toBeGreaterThan(0)
  expect(bins.length).toBeLessThanOrEqual(20)
  expect(bins[0]!.min).toBeLessThanOrEqual(min)
  expect(bins[bins.length - 1]!.max).toBeGreaterThanOrEqual(max)
  bins.forEach((bin, i) => {
    if (i > 0) expect(bin.min).toBe(bins[i - 1]!.max)
    if (bins.length > 1) expect(bin.max).toBeGreaterThan(bin.min)
    const last = i === bins.length - 1
    expect(bin.count).toBe(numbers.filter((n) => n >= bin.min && (last ? n <= bin.max : n < bin.max)).length)
  })
}

function expectSameAnswers(schema: IndexSchema, records: Record<string, unknown>[], queries: Parameters<typeof querySearchIndex>[1][]) {
  const index = buildSearchIndex(schema, records)
  for (const query of queries) {
    const actual = querySearchIndex(index, query)
    const expected = oracleSearch(schema, records, query)
    expect(actual.total).toBe(expected.total)
    expect(actual.ids).toEqual(expected.ids)
    expect(actual.facets.map((facet) => facet.name)).toEqual(expected.facets.map((facet) => facet.name))
    expected.facets.forEach((facet, i) => {
      if (facet.type === 'histogram') expectHistogramMatches(actual.facets[i]!, facet)
      else expect(actual.facets[i]).toEqual(facet)
    })
  }
}

/** How hard to look: random stocks tried, and the most records in one. */
export type OracleStrength = { runs: number; maxRecords: number }

/** Vehicle searches answer exactly like filtering and counting the plain records. */
export function checkVehicleSearchesAgainstOracle({ runs, maxRecords }: OracleStrength): void {
  fc.assert(
    fc.property(
      vehicleStock(maxRecords),
      fc.array(searchQuery(VEHICLES_SCHEMA, VEHICLE_VALUES, VEHICLE_WORDS, maxRecords + 20), { minLength: 1, maxLength: 12 }),
      (records, queries) => expectSameAnswers(VEHICLES_SCHEMA, records, queries),
    ),
    { numRuns: runs },
  )
}

/** Dealer-site searches, nested department fields included, answer like the plain records. */
export function checkSiteSearchesAgainstOracle({ runs, maxRecords }: OracleStrength): void {
  fc.assert(
    fc.property(
      siteStock(maxRecords),
      fc.array(searchQuery(SITES_SCHEMA, SITE_VALUES, SITE_WORDS, maxRecords + 10), { minLength: 1, maxLength: 12 }),
      (records, queries) => expectSameAnswers(SITES_SCHEMA, records, queries),
    ),
    { numRuns: runs },
  )
}
