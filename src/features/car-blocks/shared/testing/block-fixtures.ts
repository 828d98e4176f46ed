import type { BlockContext } from '@/features/content-blocks/block-types'
import { buildSearchIndex, querySearchIndex } from '@/integrations/search/built-in/engine'
import { VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { toSiteRecord } from '@/features/sites/site-record'
import { type SearchRequest, searchRequest, type SearchResponse } from '@/integrations/search/search-contract'
import type { SearchEngine } from '@/integrations/search/search-engine'
import type { Locale } from '@/lib/locales'

/**
 * Test fixtures of the car blocks (not a test file): a Swedish site, block contexts and an
 * in-memory search engine over the real engine and vehicles schema, so requests with an unknown
 * field, filter or sort fail here as they would in production.
 */

/** A Swedish site with English as second language; `null`: no vehicles index. */
export const testSite = (vehicles: string | null = 'vehicles-se') =>
  toSiteRecord({
    id: 1,
    key: 'nordbil',
    name: 'Nordbil',
    country: 'SE',
    currency: 'SEK',
    defaultLocale: 'sv',
    extraLocales: ['en'],
    paths: { carList: '/kop-bil', carDetail: '/bil' },
    ...(vehicles ? { searchIndexes: { vehicles } } : {}),
  })

export function blockContext(locale: Locale = 'sv', overrides: Partial<BlockContext> = {}): BlockContext {
  const site = overrides.site ?? testSite()
  return {
    site,
    locale,
    dictionary: resolveDictionary([], locale, site.defaultLocale),
    preview: false,
    zone: 'main',
    request: { path: '/', segments: [], searchParams: {}, origin: 'https://nordbil.test' },
    ...overrides,
  }
}

let nextId = 1000
/** A car record as the stock holds it (the index needs indexed_at; cards need the summary fields). */
export function stockCar(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const id = nextId++
  return {
    car_id: String(id),
    slug: `bil-${id}`,
    indexed_at: new Date(Date.UTC(2024, 4, 1, 10, 0, id % 60)).toISOString(),
    car_site_name: 'Nordbil Göteborg',
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_year: 2022,
    car_is_sample: false,
    car_is_used: true,
    car_price: 349_900,
    car_price_currency: 'SEK',
    car_site_id: '1',
    ...fields,
  }
}

export type RecordingEngine = SearchEngine & { requests: SearchRequest[] }

/** The port's lookups for an engine a test only searches: they fail if a test reaches them. */
export const searchOnly: Pick<SearchEngine, 'recordsById' | 'isDealerAddress'> = {
  recordsById: () => Promise.reject(new Error('This test engine only searches')),
  isDealerAddress: () => Promise.reject(new Error('This test engine only searches')),
}

/** A search engine answering from `records` with the real in-memory engine; it records the requests. */
export function inMemoryEngine(records: readonly Record<string, unknown>[]): RecordingEngine {
  const index = buildSearchIndex(VEHICLES_SCHEMA, [...records])
  const requests: SearchRequest[] = []
  return {
    requests,
    async search(request: SearchRequest): Promise<SearchResponse> {
      requests.push(request)
      const parsed = searchRequest.parse(request)
      const hits = querySearchIndex(index, parsed)
      const content = hits.ids.map((position) => {
        const record = records[position]!
        if (!parsed.fields) return record
        return Object.fromEntries(parsed.fields.filter((field) => record[field] !== undefined && record[field] !== null).map((field) => [field, record[field]]))
      })
      return { facet: hits.facets, content, total_items: hits.total, limit: parsed.limit, offset: parsed.offset }
    },
    async recordsById(_kind, _index, ids) {
      return ids.flatMap((id) => records.filter((record) => String(record.car_id) === id))
    },
    async isDealerAddress() {
      return false
    },
  }
}

/** An engine whose every search fails. */
export const failingEngine = (): RecordingEngine => {
  const requests: SearchRequest[] = []
  return {
    requests,
    async search(request: SearchRequest): Promise<SearchResponse> {
      requests.push(request)
      throw new Error('search proxy down')
    },
    recordsById: () => Promise.reject(new Error('search proxy down')),
    isDealerAddress: () => Promise.reject(new Error('search proxy down')),
  }
}
