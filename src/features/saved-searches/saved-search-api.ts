import type { SavedSearchAction } from './saved-search-rules'
import type { OwnSavedSearch } from './saved-search-store'

/** What a link's action answers (saved-search-http.ts SavedSearchLinkAnswer), as the browser reads it. */
export type SavedSearchList = { email: string; label: string; searches: OwnSavedSearch[] }

export type SavedSearchLinkResult = { kind: 'ok'; list: SavedSearchList } | { kind: 'unknown-link' } | { kind: 'failed' }

/** Carries out a saved-search link's action (POST /api/search-alerts/{action}) in the browser. */
export async function postSavedSearchLink(action: SavedSearchAction, token: string, all = false): Promise<SavedSearchLinkResult> {
  try {
    const response = await fetch(`/api/search-alerts/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, all }),
    })
    // Read whatever the answer is: a body left unread keeps the request open in the browser.
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 404 || response.status === 400) return { kind: 'unknown-link' }
    if (!response.ok || body === undefined) return { kind: 'failed' }
    return { kind: 'ok', list: body as SavedSearchList }
  } catch {
    return { kind: 'failed' }
  }
}
