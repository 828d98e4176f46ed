import { z } from 'zod'

import { dealerEmailAddresses, type DealerContacts } from './dealer-record'
import { INDEX_SCHEMAS, type IndexKind } from './index-schema'
import { MAX_LIMIT, type SearchRequest, type SearchResponse } from './search-contract'
import type { SearchEngine } from './search-engine'

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

  /** The service cannot search by address: the index's dealers are read page by page until one holds it. */
  async isDealerAddress(index: string, email: string): Promise<boolean> {
    const wanted = email.trim().toLowerCase()
    for (let offset = 0; ; offset += MAX_LIMIT) {
      const response = await this.search({ index, fields: ['site_email', 'site_departments'], limit: MAX_LIMIT, offset })
      if (response.content.some((dealer) => dealerEmailAddresses(dealer as DealerContacts).includes(wanted))) return true
      if (response.content.length === 0 || offset + response.content.length >= response.total_items) return false
    }
  }
}
