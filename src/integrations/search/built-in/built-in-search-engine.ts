import { carRecord } from '@/integrations/search/car-record'
import { dealerRecord } from '@/integrations/search/dealer-record'
import { kitRecord } from '@/integrations/search/kit-record'
import { dealerRecordHolds, readStock, readStockByIds, type StockKind } from '@/integrations/search/built-in/stock-tables'
import type { SqlDatabase } from '@/lib/sql-database'
import { createTtlCache } from '@/lib/ttl-cache'

import { querySearchIndex, UnknownFieldError } from './engine'
import { IndexRegistry, type LoadedIndex } from './index-registry'
import type { IndexKind, IndexSchema } from '../index-schema'
import type { SearchRequest, SearchResponse } from '@/integrations/search/search-contract'
import type { SearchEngine } from '@/integrations/search/search-engine'
import { SearchRequestError } from '../search-errors'

/** The stock table kind of each index kind. */
const STOCK_KIND_OF: Record<IndexKind, StockKind> = { vehicles: 'cars', sites: 'dealers', kits: 'kits' }

const RECORD_FIELDS: Record<StockKind, ReadonlySet<string>> = {
  cars: new Set(Object.keys(carRecord.shape)),
  dealers: new Set(Object.keys(dealerRecord.shape)),
  kits: new Set(Object.keys(kitRecord.shape)),
}

/** Names a request uses must exist in the index (400 naming the field otherwise, never a crash). */
function checkNames(schema: IndexSchema, kind: StockKind, request: SearchRequest): void {
  const facets = new Map(schema.facets.map((f) => [f.name, f]))
  const filterable = new Map([...schema.facets, ...schema.filterFields].map((f) => [f.name, f]))
  request.facets?.forEach((facet, i) => {
    const known = facets.get(facet.name)
    if (!known) throw new SearchRequestError(`facets[${i}].name`, `Unknown facet "${facet.name}". Known facets: ${[...facets.keys()].join(', ')}`)
    if (facet.type === 'range' && known.kind !== 'number') throw new SearchRequestError(`facets[${i}].type`, `The facet "${facet.name}" is not a range facet`)
  })
  request.filters?.forEach((filter, i) => {
    const known = filterable.get(filter.name)
    if (!known) throw new SearchRequestError(`filters[${i}].name`, `Unknown filter field "${filter.name}"`)
    if (filter.type === 'range' && known.kind !== 'number')
      throw new SearchRequestError(`filters[${i}].type`, `The field "${filter.name}" cannot be filtered by range`)
  })
  if (request.sort_name !== undefined && !schema.sorts.some((s) => s.name === request.sort_name))
    throw new SearchRequestError('sort_name', `Unknown sort "${request.sort_name}". Known sorts: ${schema.sorts.map((s) => s.name).join(', ')}`)
  request.fields?.forEach((field, i) => {
    if (!RECORD_FIELDS[kind].has(field)) throw new SearchRequestError(`fields[${i}]`, `Unknown field "${field}"`)
  })
}

/** Leaves out the fields a record does not have (the database answers them as null). */
function project(record: unknown, fields: readonly string[] | undefined): Record<string, unknown> {
  const full = record as Record<string, unknown>
  if (!fields) return full
  const out: Record<string, unknown> = {}
  for (const f of fields) if (full[f] !== undefined && full[f] !== null) out[f] = full[f]
  return out
}

/**
 * The built-in search service: the in-memory index of each stock index (IndexRegistry) answers
 * which records match and the facet counts; the page of records itself is read from the stock
 * tables by id, so the index stays small.
 */
export class BuiltInSearchEngine implements SearchEngine {
  /**
   * Search answers kept for 60 s (spec 02 §7 "Results are cached 60 seconds"). Keys include the
   * index version, so an import makes every older answer unreachable at once; the oldest entries
   * make room when the cache is full.
   */
  private readonly cache = createTtlCache<SearchResponse>({ ttlMs: 60_000, maxEntries: 1000 })

  /**
   * The dealer records of each dealer index, whole, as of the version the replica answers for
   * (issue 38). A group has tens to hundreds of dealers, and nearly every page shows one (a car's
   * seller, a facility, the dealer list): read once per import instead of once per render.
   */
  private readonly dealerRecords = new Map<string, { version: number; records: Promise<Map<string, unknown>> }>()

  constructor(
    private readonly db: SqlDatabase,
    readonly registry = new IndexRegistry(db),
  ) {}

  private async readRecords(loaded: LoadedIndex, ids: readonly string[], fields: readonly string[] | undefined): Promise<unknown[]> {
    if (loaded.kind !== 'dealers') return readStockByIds(this.db, loaded.kind, loaded.name, ids, fields)
    let held = this.dealerRecords.get(loaded.name)
    if (!held || held.version !== loaded.version) {
      const entry = { version: loaded.version, records: this.readAllDealers(loaded.name) }
      this.dealerRecords.set(loaded.name, entry)
      // A failed read is not kept: the next search reads again.
      entry.records.catch(() => {
        if (this.dealerRecords.get(loaded.name) === entry) this.dealerRecords.delete(loaded.name)
      })
      held = entry
    }
    const records = await held.records
    return ids.flatMap((id) => (records.has(id) ? [records.get(id)] : []))
  }

  private async readAllDealers(index: string): Promise<Map<string, unknown>> {
    const records = new Map<string, unknown>()
    for await (const page of readStock(this.db, 'dealers', index)) {
      for (const row of page) records.set(row.id, row.record)
    }
    return records
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const found = await this.registry.get(request.index)
    if (!found) throw new SearchRequestError('index', `Unknown index "${request.index}"`)
    const { loaded, current } = found
    checkNames(loaded.index.schema, loaded.kind, request)

    // While a newer version of the index builds, the old replica still says which records match,
    // but its kept answers hold the records as they were before the import: they are read afresh
    // instead, so a page rendered for the change shows it (issue 23: a cached car page stayed old
    // for as long as the rebuild took).
    const key = `${loaded.name}@${loaded.version}:${JSON.stringify(request)}`
    const cached = current ? this.cache.get(key) : undefined
    if (cached) return cached

    let result: ReturnType<typeof querySearchIndex>
    try {
      result = querySearchIndex(loaded.index, request)
    } catch (error) {
      if (error instanceof UnknownFieldError) throw new SearchRequestError('request', error.message)
      throw error
    }
    const ids = result.ids.map((position) => loaded.ids[position]!)
    // With a field list the database cuts the records down (the list page asks for a card's worth).
    const records = await this.readRecords(loaded, ids, request.fields)
    const response: SearchResponse = {
      facet: result.facets,
      content: records.map((r) => project(r, request.fields)),
      total_items: result.total,
      limit: request.limit,
      offset: request.offset,
    }
    if (current) this.cache.set(key, response)
    return response
  }

  async recordsById(kind: IndexKind, index: string, ids: readonly string[], fields?: readonly string[]): Promise<Record<string, unknown>[]> {
    return (await readStockByIds(this.db, STOCK_KIND_OF[kind], index, ids, fields)) as Record<string, unknown>[]
  }

  isDealerAddress(index: string, email: string): Promise<boolean> {
    return dealerRecordHolds(this.db, index, email.trim().toLowerCase())
  }
}
