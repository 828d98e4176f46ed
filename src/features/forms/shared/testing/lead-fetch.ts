import { vi } from 'vitest'

/**
 * The lead route as the form tests see it (not a test file): a fetch answering with these statuses
 * in turn, the last one from then on (202 is `{ submitted: true }`, 400 names no field).
 */
export function leadFetch(...statuses: number[]) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const status = statuses.length > 1 ? statuses.shift()! : (statuses[0] ?? 202)
    const body = status === 202 ? { submitted: true, id: 1 } : status === 400 ? { error: 'Some fields are missing or wrong', fields: [] } : { error: 'x' }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
}

/** The JSON bodies a fetch mock was called with. */
export function sentBodies(fetch: ReturnType<typeof leadFetch>): Record<string, unknown>[] {
  return fetch.mock.calls.map((call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>)
}

/** A label's text as a matcher: the visible words, with or without the required '*' after them. */
export const labelText = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)

/** The message a flagged control names in aria-describedby (what a screen reader reads with it). */
export function describedBy(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby')
  return id ? (element.ownerDocument.getElementById(id)?.textContent ?? null) : null
}
