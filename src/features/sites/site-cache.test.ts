import { beforeEach, describe, expect, it, vi } from 'vitest'

import { cachedSites, invalidateSiteCache, resetSiteCache } from './site-cache'

beforeEach(() => resetSiteCache())

describe('cachedSites', () => {
  it('loads once per 30 seconds', async () => {
    const load = vi.fn(async () => ['a'])
    await cachedSites(load, 0)
    await cachedSites(load, 29_999)
    expect(load).toHaveBeenCalledTimes(1)
    await cachedSites(load, 30_001)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reloads at once after a save invalidated it', async () => {
    const load = vi.fn(async () => ['a'])
    await cachedSites(load, 0)
    invalidateSiteCache()
    await cachedSites(load, 1)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not cache a failure when there is nothing to fall back to', async () => {
    await expect(cachedSites(async () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down')
    await expect(cachedSites(async () => ['b'], 1)).resolves.toEqual(['b'])
  })

  it('keeps serving the last good list while the database is away, retrying after 5 s', async () => {
    await cachedSites(async () => ['good'], 0)
    const onStale = vi.fn()
    const failing = vi.fn(async () => Promise.reject(new Error('db down')))
    await expect(cachedSites(failing, 40_000, onStale)).resolves.toEqual(['good'])
    expect(onStale).toHaveBeenCalledOnce()
    await cachedSites(failing, 44_000, onStale)
    expect(failing).toHaveBeenCalledTimes(1)
    await cachedSites(async () => ['fresh'], 45_001)
    await expect(cachedSites(async () => ['unused'], 45_002)).resolves.toEqual(['fresh'])
  })
})
