import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { quoteLimitAnswer } from '@/features/finance-quote/quote-rate-limit'
import { getConfig } from '@/lib/config'

import { createTestPayload } from './test-payload'

let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('finance quotes per visitor address', () => {
  it('answer 429 past the limit, for that address only', async () => {
    const { limit } = getConfig().quoteRateLimit
    for (let i = 0; i < limit; i++) expect(await quoteLimitAnswer('203.0.113.50')).toBeUndefined()
    expect(await quoteLimitAnswer('203.0.113.50')).toMatchObject({ status: 429 })
    expect(await quoteLimitAnswer('203.0.113.51')).toBeUndefined()
  })
})
