import { describe, expect, it, vi } from 'vitest'

import { createTtlCache } from './ttl-cache'

describe('createTtlCache', () => {
  it('serves an entry until ttlMs after it was stored, then forgets it', () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 })
    cache.set('a', 'one', 0)
    expect(cache.get('a', 999)).toBe('one')
    expect(cache.get('a', 1000)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('storing again renews the time and makes the entry the newest', () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 })
    cache.set('a', 'one', 0)
    cache.set('b', 'two', 0)
    cache.set('a', 'one again', 500)
    cache.set('c', 'three', 600)
    // 'b' was the least recently stored.
    expect(cache.get('b', 600)).toBeUndefined()
    expect(cache.get('a', 1400)).toBe('one again')
    expect(cache.get('c', 1400)).toBe('three')
  })

  it('keeps at most maxEntries, dropping the least recently stored', () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 3 })
    for (let n = 0; n < 5; n++) cache.set(`k${n}`, n, 0)
    expect(cache.size).toBe(3)
    expect(['k0', 'k1', 'k2', 'k3', 'k4'].map((key) => cache.get(key, 1))).toEqual([undefined, undefined, 2, 3, 4])
  })

  it('reads the clock it is given when a call passes no time', () => {
    let clock = 0
    const cache = createTtlCache<string>({ ttlMs: 100, now: () => clock })
    cache.set('a', 'one')
    clock = 99
    expect(cache.get('a')).toBe('one')
    clock = 100
    expect(cache.get('a')).toBeUndefined()
  })

  it('getOrLoad loads once while the entry lives, and again after', async () => {
    const cache = createTtlCache<Promise<string>>({ ttlMs: 1000 })
    const load = vi.fn(async () => 'menu')
    await cache.getOrLoad('k', load, 0)
    await cache.getOrLoad('k', load, 999)
    expect(load).toHaveBeenCalledTimes(1)
    await expect(cache.getOrLoad('k', load, 1000)).resolves.toBe('menu')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('getOrLoad forgets a load that fails, so the next call tries again; the caller sees the failure', async () => {
    const cache = createTtlCache<Promise<string>>({ ttlMs: 1000 })
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db away')), 0)).rejects.toThrow('db away')
    await expect(cache.getOrLoad('k', async () => 'back', 1)).resolves.toBe('back')
  })

  it('a failed load does not drop the value that replaced it meanwhile', async () => {
    const cache = createTtlCache<Promise<string>>({ ttlMs: 1000 })
    let fail: (error: Error) => void = () => undefined
    const failing = cache.getOrLoad('k', () => new Promise<string>((_, reject) => (fail = reject)), 0)
    cache.set('k', Promise.resolve('newer'), 1)
    fail(new Error('late'))
    await expect(failing).rejects.toThrow('late')
    await expect(cache.get('k', 2)).resolves.toBe('newer')
  })

  it('delete and clear forget', () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 })
    cache.set('a', 'one', 0)
    cache.set('b', 'two', 0)
    cache.delete('a')
    expect(cache.get('a', 1)).toBeUndefined()
    cache.clear()
    expect(cache.get('b', 1)).toBeUndefined()
  })
})
