import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { generateDealers } from '@/demo/stock'
import { getSearchEngine } from '@/features/car-search'
import { loadSitePage } from '@/features/pages/site-page-context'
import { importFeed } from '@/integrations/search/built-in/feed-import'
import { logger } from '@/lib/logger'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { createDemoTestPayload, DEMO_HOOK_TIMEOUT } from './demo-snapshot'

/**
 * Issue 17, spec 03 §2.1, §5, §8: which requests are facility pages. The demo content (Nordbil's
 * pages) with the Swedish dealers of the demo stock in the sites index; the search engine is the
 * real built-in one on the CMS database.
 */

let payload: Payload
const admin = { email: 'admin@showroom.local', password: 'showroom-admin' }
const swedish = generateDealers().filter((d) => d.index === 'sites-se')
const first = swedish[0]!.record

beforeAll(async () => {
  payload = await createDemoTestPayload(admin)
  await importFeed(
    sqlDatabaseOf(payload),
    swedish.map((d) => JSON.stringify(d.record)),
    { dealers: 'sites-se' },
  )
}, DEMO_HOOK_TIMEOUT)
afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy()
})

describe('facility detail routing', () => {
  it('makes {site-detail path}/{slug} of a dealer in the sites index a facility page, with the booking page on a Swedish site', async () => {
    const ctx = await loadSitePage('nordbil.localhost', '_', `/anlaggningar/${first.slug}`)
    expect(ctx.kind).toBe('facility-detail')
    if (ctx.kind !== 'facility-detail') return
    expect(ctx.dealer.site_official_name).toBe(first.site_official_name)
    expect(ctx.dealer.site_departments.length).toBe(first.site_departments.length)
    expect(ctx.serviceBookingPath).toBe('/service-och-verkstad/boka-bilverkstad')
    // No CMS page at that path: the extra content zone is empty.
    expect(ctx.extraPage).toBeNull()
  })

  it('leaves an unknown slug, a deeper path and the list path itself to the pages (not found, or the CMS page)', async () => {
    expect((await loadSitePage('nordbil.localhost', '_', '/anlaggningar/ingen-sadan')).kind).toBe('not-found')
    expect((await loadSitePage('nordbil.localhost', '_', `/anlaggningar/${first.slug}/mer`)).kind).toBe('not-found')
    expect((await loadSitePage('nordbil.localhost', '_', '/anlaggningar')).kind).not.toBe('facility-detail')
    // In the site's other language too.
    expect((await loadSitePage('nordbil.localhost', 'en', `/anlaggningar/${first.slug}`)).kind).toBe('facility-detail')
  })

  it('is not found for a record without site_id (spec 03 §5), logged', async () => {
    const engine = await getSearchEngine()
    const { site_id: _dropped, ...withoutId } = first
    vi.spyOn(engine, 'search').mockResolvedValueOnce({ facet: [], content: [withoutId], total_items: 1, limit: 1, offset: 0 })
    const warn = vi.spyOn(logger, 'warn')
    expect((await loadSitePage('nordbil.localhost', '_', `/anlaggningar/${first.slug}`)).kind).toBe('not-found')
    expect(warn.mock.calls.some(([, message]) => String(message).includes('does not match the stock rules'))).toBe(true)
  })

  it('answers a failing search with facility-error (the page redirects to the site list), logged with GET_SERVER_SIDE_PROPS_FAILED', async () => {
    const engine = await getSearchEngine()
    vi.spyOn(engine, 'search').mockRejectedValueOnce(new Error('search service down'))
    const error = vi.spyOn(logger, 'error')
    expect(await loadSitePage('nordbil.localhost', '_', `/anlaggningar/${first.slug}`)).toMatchObject({ kind: 'facility-error' })
    expect(error.mock.calls.some(([fields]) => (fields as { reason?: string }).reason === 'GET_SERVER_SIDE_PROPS_FAILED')).toBe(true)
  })
})
