import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { bumpIndexVersion } from '@/integrations/search/built-in/stock-tables'
import { stockVersionWatcher } from '@/integrations/search/built-in/stock-version-watcher'
import {
  announceCacheInvalidation,
  cacheInvalidationsWritten,
  onCacheInvalidation,
  pollCacheInvalidations,
  resetCacheInvalidationBus,
} from '@/lib/cache-invalidation'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

import { createSite, createTestPayload } from './test-payload'

/**
 * The page cache's shared signal (issue 23) on a real database: what the CMS and a stock import
 * announce is what another process reads when it polls, and a draft announces nothing.
 */
let payload: Payload
let db: SqlDatabase
let site: { id: number }
let otherSite: { id: number }

/** What another process would read on its next poll (and applies to its caches). */
async function otherProcessReads(): Promise<string[]> {
  const seen: string[] = []
  const stop = onCacheInvalidation((tags) => seen.push(...tags))
  // The hooks' announcements are not awaited by the save: wait until their rows are written (on
  // a busy machine a fixed pause was not always long enough).
  await cacheInvalidationsWritten()
  await pollCacheInvalidations(db, 60_000)
  stop()
  return [...new Set(seen)].sort()
}

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  site = await createSite(payload)
  otherSite = await createSite(payload)
})
afterAll(async () => {
  resetCacheInvalidationBus()
  await payload?.destroy()
})
beforeEach(async () => {
  // Start each test where the table stands now, as a process that has just read it.
  resetCacheInvalidationBus()
  await cacheInvalidationsWritten()
  await pollCacheInvalidations(db)
})

describe('the cache invalidation signal', () => {
  it('carries what one process announces to the others, once, in order', async () => {
    await announceCacheInvalidation(db, ['page:1', 'site:2'])
    await announceCacheInvalidation(db, ['stock:vehicles-se'])
    expect(await otherProcessReads()).toEqual(['page:1', 'site:2', 'stock:vehicles-se'])
    expect(await otherProcessReads()).toEqual([])
  })

  it('names the page when its content is published, and its site too when its place in the menus changed', async () => {
    const page = await payload.create({
      collection: 'pages',
      draft: false,
      data: { title: 'Om oss', slug: 'om-oss', site: site.id, _status: 'published' } as never,
    })
    expect(await otherProcessReads()).toEqual([`page:${page.id}`, `site:${site.id}`])
    await payload.update({ collection: 'pages', id: page.id, data: { main: [] } as never })
    expect(await otherProcessReads()).toEqual([`page:${page.id}`])
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Vilka vi är' } as never })
    expect(await otherProcessReads()).toEqual([`page:${page.id}`, `site:${site.id}`])
  })

  it('announces a published change only once it can be read on another connection', async () => {
    const page = await payload.create({
      collection: 'pages',
      draft: false,
      data: { title: 'Kampanj', slug: 'kampanj', site: site.id, _status: 'published', metaDescription: 'före' } as never,
    })
    await otherProcessReads()
    // What a render that starts when the signal arrives would read (the pool, not the save's transaction).
    const readByTheNextRender: string[] = []
    const stop = onCacheInvalidation((tags) => {
      if (!tags.includes(`page:${page.id}`)) return
      void db
        .query<{ meta_description: string | null }>('SELECT meta_description FROM pages_locales WHERE _parent_id = ?', [page.id])
        .then((rows) => readByTheNextRender.push(String(rows[0]?.meta_description)))
    })
    try {
      await payload.update({ collection: 'pages', id: page.id, data: { metaDescription: 'efter', _status: 'published' } as never })
      await otherProcessReads()
      await expect.poll(() => readByTheNextRender.length).toBeGreaterThan(0)
      expect(readByTheNextRender).not.toContain('före')
    } finally {
      stop()
    }
  })

  it('announces nothing for a draft that was never published', async () => {
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Utkast', slug: 'utkast', site: site.id, _status: 'draft' } as never,
    })
    await payload.update({ collection: 'pages', id: draft.id, draft: true, data: { title: 'Utkast 2' } as never })
    expect(await otherProcessReads()).toEqual([])
  })

  it('names only the site whose shell, texts or redirects changed', async () => {
    await payload.create({ collection: 'dictionary', data: { key: 'skipLink', value: 'Hoppa', site: otherSite.id } as never })
    expect(await otherProcessReads()).toEqual([`site:${otherSite.id}`])
    await payload.create({ collection: 'redirects', data: { source: '/gammal', destination: '/ny', site: site.id } as never })
    expect(await otherProcessReads()).toEqual([`site:${site.id}`])
  })

  it('names the stock index a stock import changed', async () => {
    await bumpIndexVersion(db, 'cars', 'vehicles-se')
    expect(await otherProcessReads()).toEqual(['stock:vehicles-se'])
  })

  it('applies a row that becomes visible after a later one was read (a long transaction commits last), once', async () => {
    // On PostgreSQL an id is taken at insert, not at commit: a stock import's row can appear after
    // a quick CMS save's row with a higher id was already read.
    const [{ id: top } = { id: 0 }] = await db.query<{ id: number }>('SELECT COALESCE(MAX(id), 0) AS id FROM cache_invalidations')
    const at = new Date().toISOString()
    await db.query('INSERT INTO cache_invalidations (id, tags, created_at) VALUES (?, ?, ?)', [Number(top) + 5, 'site:1', at])
    expect(await otherProcessReads()).toEqual(['site:1'])
    await db.query('INSERT INTO cache_invalidations (id, tags, created_at) VALUES (?, ?, ?)', [Number(top) + 2, 'stock:vehicles-no', at])
    expect(await otherProcessReads()).toEqual(['stock:vehicles-no'])
    expect(await otherProcessReads()).toEqual([])
    // Ids given by hand: PostgreSQL's sequence must move past them for the next announcement.
    if (db.dialect === 'postgres')
      await db.query("SELECT setval(pg_get_serial_sequence('cache_invalidations', 'id'), (SELECT MAX(id) FROM cache_invalidations))")
  })
})

describe('the stock version watcher', () => {
  it('names an index whose version an import bumped, even without its row of the signal', async () => {
    const watch = stockVersionWatcher()
    await bumpIndexVersion(db, 'cars', 'vehicles-fi')
    expect(await watch(db)).toEqual([])
    // As an import that wrote its version but whose signal row this process never read.
    await db.query("UPDATE stock_index_versions SET version = version + 1 WHERE index_name = 'vehicles-fi'")
    expect(await watch(db)).toEqual(['stock:vehicles-fi'])
    expect(await watch(db)).toEqual([])
  })
})
