import { describe, expect, it } from 'vitest'

import { type CachedPage, PageCacheStore } from './page-cache-store'

const page = (text: string, tags: string[] = ['site:1']): CachedPage => ({
  status: 200,
  headers: {},
  // The store keeps what it is given; only its size matters here.
  gzip: Buffer.from(text),
  etag: `"${text}"`,
  tags,
  storedAt: 0,
})

describe('PageCacheStore', () => {
  it('keeps pages within its memory bound, dropping the least recently used first', () => {
    const store = new PageCacheStore({ maxBytes: 16 * 1024, ttlMs: 60_000 })
    const big = 'x'.repeat(700)
    for (const key of ['a', 'b', 'c']) store.set(key, page(big + key), store.generation)
    for (let i = 0; i < 11; i++) {
      store.get('a') // in use: stays
      store.set(`k${i}`, page(big + i), store.generation)
    }
    expect(store.storedBytes).toBeLessThanOrEqual(16 * 1024)
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')?.fresh).toBe(true)
    expect(store.get('k10')?.fresh).toBe(true)
  })

  it('goes stale after its lifetime without any change', () => {
    const store = new PageCacheStore({ maxBytes: 1024 * 1024, ttlMs: 1000 })
    store.set('a', page('a'), store.generation, 0)
    expect(store.get('a', 999)?.fresh).toBe(true)
    expect(store.get('a', 1000)?.fresh).toBe(false)
  })

  it('does not keep a render that began before a change to one of its tags', () => {
    const store = new PageCacheStore({ maxBytes: 1024 * 1024, ttlMs: 60_000 })
    const began = store.generation
    store.invalidate(['page:2'])
    expect(store.set('other', page('other', ['page:3']), began)).toBe(true)
    store.invalidate(['page:3'])
    expect(store.set('late', page('late', ['page:3']), began)).toBe(false)
    expect(store.get('late')).toBeUndefined()
  })

  it('marks only the pages under an invalidated tag stale', () => {
    const store = new PageCacheStore({ maxBytes: 1024 * 1024, ttlMs: 60_000 })
    store.set('list', page('list', ['site:1', 'stock:vehicles-se']), store.generation)
    store.set('about', page('about', ['site:1', 'page:4']), store.generation)
    store.set('other site', page('other', ['site:2', 'stock:vehicles-se']), store.generation)
    expect(store.invalidate(['stock:vehicles-se'])).toBe(2)
    expect(store.get('about')?.fresh).toBe(true)
    expect(store.get('list')?.fresh).toBe(false)
  })
})
