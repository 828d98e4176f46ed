import type { CarListQuery } from '../car-list-types'

/** What the dialog's send ended in, for the message it shows. */
export type SaveSearchResult =
  { kind: 'pending' } | { kind: 'already-saved' } | { kind: 'invalid-email' } | { kind: 'limit'; count: number } | { kind: 'rate-limited' } | { kind: 'failed' }

/** POST /api/search-alerts (features/saved-searches' saved-search-http.ts) from the browser. */
export async function postSaveSearch(input: { email: string; label: string; language: string; query: CarListQuery }): Promise<SaveSearchResult> {
  const { keyphrase, filters, ranges } = input.query
  try {
    const response = await fetch('/api/search-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: input.email,
        label: input.label,
        language: input.language,
        listPath: `${window.location.pathname}${window.location.search}`,
        query: { keyphrase, filters, ranges },
      }),
    })
    const body = (await response.json().catch(() => ({}))) as { status?: string; fields?: string[]; count?: number }
    if (response.status === 202) return { kind: 'pending' }
    if (response.status === 200 && body.status === 'already-saved') return { kind: 'already-saved' }
    if (response.status === 400 && body.fields?.includes('email')) return { kind: 'invalid-email' }
    if (response.status === 409) return { kind: 'limit', count: body.count ?? 0 }
    if (response.status === 429) return { kind: 'rate-limited' }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
