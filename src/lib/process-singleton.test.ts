import { afterEach, describe, expect, it, vi } from 'vitest'

import { processSingleton } from './process-singleton'

const slots = globalThis as unknown as Record<string, unknown>

afterEach(() => {
  delete slots.__showroomSingletonTest
})

describe('processSingleton', () => {
  it('makes the value once, however many module copies ask for it by its name', async () => {
    const create = vi.fn(() => ({ engine: 'one' }))
    const first = processSingleton<{ engine: string }>('SingletonTest').getOrCreate(create)
    // A second copy of a module (another Next bundle) asks through a fresh import.
    vi.resetModules()
    const copy = await import('./process-singleton')
    const second = copy.processSingleton<{ engine: string }>('SingletonTest').getOrCreate(create)
    expect(second).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('lives on globalThis as __showroom<name>, where the test setup finds it', () => {
    const value = processSingleton<string[]>('SingletonTest').getOrCreate(() => ['x'])
    expect(slots.__showroomSingletonTest).toBe(value)
  })

  it('get, set and set(undefined): a forgotten value is made again', () => {
    const slot = processSingleton<number>('SingletonTest')
    expect(slot.get()).toBeUndefined()
    slot.set(1)
    expect(slot.getOrCreate(() => 2)).toBe(1)
    slot.set(undefined)
    expect('__showroomSingletonTest' in slots).toBe(false)
    expect(slot.getOrCreate(() => 3)).toBe(3)
  })
})
