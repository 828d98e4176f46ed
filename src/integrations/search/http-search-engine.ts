import { z } from 'zod'

import type { SearchRequest, SearchResponse } from './search-contract'
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
}
