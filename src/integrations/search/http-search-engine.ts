import { z } from 'zod'

import { createTtlCache } from '@/lib/ttl-cache'

import { dealerEmailAddresses, type DealerContacts } from './dealer-record'
import { INDEX_SCHEMAS, type IndexKind } from './index-schema'
import { MAX_LIMIT, type SearchRequest, type SearchResponse } from './search-contract'
import type { SearchEngine } from './search-engine'

/** How long a dealer index's addresses are trusted: a new dealer's address counts within minutes of an import. */
const DEALER_ADDRESSES_TTL_MS = 5 * 60_000

/** The answer of an outside search service, checked before anyone uses it. */
const remoteResponse = z.object({
  facet: z.array(z.looseObject({ name: z.string(), type: z.string(), values: z.array(z.unknown()) })),
  content: z.array(z.record(z.string(), z.unknown())),
  total_items: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
})

/**
 * Adapter for the spec's search proxy (spec 02 §7: POST with header X-API-KEY, JSON body, the
 * same request and response). Chosen when SHOWROOM_SEARCH_URL is set.
 */
export class HttpSearchEngine implements SearchEngine {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 5000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async search(request: SearchRequest): Promise<SearchResponse> {
    const res = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (!res.ok) throw new Error(`Search service answered ${res.status}`)
    return remoteResponse.parse(await res.json()) as SearchResponse
  }

  /** The service only searches: a filter on the kind's id field, a page of at most MAX_LIMIT ids at a time. */
  async recordsById(kind: IndexKind, index: string, ids: readonly string[], fields?: readonly string[]): Promise<Record<string, unknown>[]> {
    const idField = INDEX_SCHEMAS[kind].idField
    // The id orders the answer as asked, so it is fetched even when `fields` leaves it out.
    const asked = fields && !fields.includes(idField) ? [...fields, idField] : fields
    const byId = new Map<string, Record<string, unknown>>()
    for (let start = 0; start < ids.length; start += MAX_LIMIT) {
      const page = ids.slice(start, start + MAX_LIMIT)
      const response = await this.search({
        index,
        ...(asked ? { fields: [...asked] } : {}),
        filters: [{ name: idField, type: 'terms', values: [...page] }],
        limit: page.length,
        offset: 0,
      })
      for (const record of response.content) byId.set(String(record[idField]), record)
    }
    return ids.flatMap((id) => {
      const record = byId.get(id)
      if (!record) return []
      if (asked === fields) return [record]
      const { [idField]: _id, ...rest } = record
      return [rest]
    })
  }

  /**
   * The service cannot search by address: the index's dealers are read page by page once, and
   * their addresses kept for a few minutes (a lead naming an address outside the car's dealer
   * asks; reading the whole index for each such lead was the cost).
   */
  async isDealerAddress(index: string, email: string): Promise<boolean> {
    const addresses = await this.dealerAddresses.getOrLoad(index, () => this.readDealerAddresses(index))
    return addresses.has(email.trim().toLowerCase())
  }

  private readonly dealerAddresses = createTtlCache<Promise<ReadonlySet<string>>>({ ttlMs: DEALER_ADDRESSES_TTL_MS, maxEntries: 50 })

  private async readDealerAddresses(index: string): Promise<ReadonlySet<string>> {
    const addresses = new Set<string>()
    for (let offset = 0; ; offset += MAX_LIMIT) {
      const response = await this.search({ index, fields: ['site_email', 'site_departments'], limit: MAX_LIMIT, offset })
      for (const dealer of response.content) for (const address of dealerEmailAddresses(dealer as DealerContacts)) addresses.add(address)
      if (response.content.length === 0 || offset + response.content.length >= response.total_items) return addresses
    }
  }
}
