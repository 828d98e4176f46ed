import { describe, expect, it, vi } from 'vitest'

describe('client instrumentation', () => {
  it('turns off the zod JIT that a browser under our CSP reports as an eval (zod reads the global it sets)', async () => {
    vi.resetModules()
    const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
    const before = zodGlobal.__zod_globalConfig
    delete zodGlobal.__zod_globalConfig
    try {
      await import('./instrumentation-client')
      const { z } = await import('zod')
      expect(z.config().jitless).toBe(true)
      // The same object zod's parsers consult.
      expect(z.config()).toBe(zodGlobal.__zod_globalConfig)
    } finally {
      zodGlobal.__zod_globalConfig = before
    }
  })
})
