import { afterEach, describe, expect, it, vi } from 'vitest'

import { onCacheInvalidation } from '@/lib/cache-invalidation'

import { proxyRedirect, WAIT_AFTER_MS } from './redirect-proxy'
import { REDIRECT_TABLE_VERSION, type RedirectTableBody } from './redirect-table-body'

vi.mock('./redirect-internal', async (original) => ({ ...(await original<typeof import('./redirect-internal')>()), internalToken: () => 'test-token' }))

const HOST = 'proxy-test.localhost'

function table(rules: RedirectTableBody['rules'], version: string): Response {
  const body: RedirectTableBody = { site: 'proxy-test', siteId: 7, servedPrefixes: [], bareHost: null, rules }
  return new Response(JSON.stringify(body), { headers: { etag: `"${REDIRECT_TABLE_VERSION}-7-${version}"`, 'content-type': 'application/json' } })
}

const visit = (pathname: string) =>
  proxyRedirect({ method: 'GET', headers: new Headers({ host: HOST }), nextUrl: { pathname, search: '' } }, `http://${HOST}:3000`)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the redirect proxy in front of the page cache', () => {
  it("makes the site's cached pages stale when a changed rule table replaces the one it answered from, not when it first loads one", async () => {
    const invalidated: string[][] = []
    const stop = onCacheInvalidation((tags) => invalidated.push([...tags]))
    const answers = [table([], 'a'), table([[1, '/winter-tyres', '', 0, '/tyres', 'keep']], 'b')]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? new Response(null, { status: 304 })),
    )
    vi.useFakeTimers({ now: Date.parse('2026-11-27T12:00:00Z'), toFake: ['Date'] })
    try {
      // First table: a page kept before it cannot have been answered by another table.
      expect(await visit('/winter-tyres')).toBeNull()
      expect(invalidated).toEqual([])

      // A rule was added: a page kept meanwhile under /winter-tyres would hide it.
      vi.setSystemTime(Date.now() + WAIT_AFTER_MS)
      const redirect = await visit('/winter-tyres')
      expect(redirect?.status).toBe(308)
      expect(redirect?.location.pathname).toBe('/tyres')
      expect(invalidated).toEqual([['site:7']])

      // Unchanged (304): nothing more is dropped.
      vi.setSystemTime(Date.now() + WAIT_AFTER_MS)
      await visit('/winter-tyres')
      expect(invalidated).toEqual([['site:7']])
    } finally {
      stop()
    }
  })
})
