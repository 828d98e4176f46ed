import { z } from 'zod'
import { afterEach, describe, expect, it, vi } from 'vitest'

const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
const jitlessBefore = z.config().jitless

afterEach(() => {
  // zod in this test process (the server's parsers) keeps its JIT.
  z.config({ jitless: jitlessBefore })
})

describe('client instrumentation', () => {
  it('turns off the zod JIT that a browser under our CSP reports as an eval (zod reads the global it sets)', async () => {
    z.config({ jitless: false })
    vi.resetModules()
    await import('./instrumentation-client')
    expect(z.config().jitless).toBe(true)
    // The object zod's parsers consult is the global the instrumentation sets: a zod that kept
    // its configuration elsewhere fails here.
    expect(z.config()).toBe(zodGlobal.__zod_globalConfig)
  })
})
