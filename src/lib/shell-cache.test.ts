import { afterEach, describe, expect, it, vi } from 'vitest'

import { cachedShell, invalidateShellCache } from './shell-cache'

afterEach(() => invalidateShellCache())

describe('cachedShell', () => {
  it('loads once within 30 s and again after it expires', async () => {
    const load = vi.fn(async () => 'menu')
    await cachedShell('nordbil:sv', load, 0)
    await cachedShell('nordbil:sv', load, 29_999)
    expect(load).toHaveBeenCalledTimes(1)
    await cachedShell('nordbil:sv', load, 30_000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps languages apart and forgets everything when content changes', async () => {
    const load = vi.fn(async () => 'x')
    await cachedShell('nordbil:sv', load, 0)
    await cachedShell('nordbil:en', load, 0)
    expect(load).toHaveBeenCalledTimes(2)
    invalidateShellCache()
    await cachedShell('nordbil:sv', load, 1)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('does not keep a failed load, so the next request tries again', async () => {
    await expect(cachedShell('k', async () => Promise.reject(new Error('db away')), 0)).rejects.toThrow('db away')
    await expect(cachedShell('k', async () => 'back', 1)).resolves.toBe('back')
  })
})
