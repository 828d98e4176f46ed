import { describe, expect, it, vi } from 'vitest'

import { readCappedBody } from '@/lib/read-capped-body'

import { handleLeadHttp, type LeadHttpDeps, MAX_LEAD_BYTES } from './lead-http'
import type { LeadSite } from './lead-types'

const site: LeadSite = { id: 1, key: 'bilhuset', name: 'Bilhuset', searchIndexes: {} }
const body = {
  formName: 'seCarContactForm',
  formSubmissionId: 'submission-0001',
  values: { car: { id: '101' }, name: 'Anna', phone: '070 123 45 67', email: 'anna@example.se', source: 'https://bilhuset.se/bil/101' },
}

function deps(over: Partial<LeadHttpDeps> = {}) {
  return {
    resolveSite: vi.fn(async (host: string | null) => (host === 'bilhuset.se' ? site : undefined)),
    storeLead: vi.fn<LeadHttpDeps['storeLead']>(async () => ({ id: 7, created: true, status: 'pending' as const })),
    afterStored: vi.fn(),
    ...over,
  }
}

const request = (text: string, contentLength: string | null = String(Buffer.byteLength(text))) => ({
  contentLength,
  host: 'bilhuset.se',
  clientAddress: '198.51.100.1',
  readBody: async () => text,
})

describe('POST /api/forms/comhub handler', () => {
  it('stores, then answers 202 { submitted, id } and starts delivery', async () => {
    const d = deps()
    expect(await handleLeadHttp(request(JSON.stringify(body)), d)).toEqual({ status: 202, body: { submitted: true, id: 7 } })
    expect(d.storeLead).toHaveBeenCalledWith(
      expect.objectContaining({
        site,
        clientAddress: '198.51.100.1',
        submission: expect.objectContaining({ kind: 'carContact', formSubmissionId: 'submission-0001' }),
      }),
    )
    expect(d.afterStored).toHaveBeenCalledOnce()
  })

  it('does not start delivery for repeats and spam, and answers them the same', async () => {
    for (const stored of [
      { id: 7, created: false, status: 'delivered' as const },
      { id: 8, created: true, status: 'spam-suspected' as const },
    ]) {
      const d = deps({ storeLead: vi.fn(async () => stored) })
      expect(await handleLeadHttp(request(JSON.stringify(body)), d)).toEqual({ status: 202, body: { submitted: true, id: stored.id } })
      expect(d.afterStored).not.toHaveBeenCalled()
    }
  })

  it('answers 500 when the lead cannot be stored (the browser retries), and still 202 when only the kick fails', async () => {
    const failing = deps({ storeLead: vi.fn(async () => Promise.reject(new Error('database is locked'))) })
    expect((await handleLeadHttp(request(JSON.stringify(body)), failing)).status).toBe(500)
    const kickFails = deps({
      afterStored: () => {
        throw new Error('no outbox')
      },
    })
    expect((await handleLeadHttp(request(JSON.stringify(body)), kickFails)).status).toBe(202)
  })

  it('413 by Content-Length without reading the body, and by the bytes read', async () => {
    const d = deps()
    const readBody = vi.fn(async () => '')
    expect((await handleLeadHttp({ ...request(''), contentLength: String(MAX_LEAD_BYTES + 1), readBody }, d)).status).toBe(413)
    expect(readBody).not.toHaveBeenCalled()
    const huge = JSON.stringify({ ...body, values: { ...body.values, message: 'x'.repeat(100_000) } })
    const streamed = { ...request(huge, null), readBody: () => readCappedBody(new Request('http://x', { method: 'POST', body: huge }), MAX_LEAD_BYTES + 1) }
    expect((await handleLeadHttp(streamed, d)).status).toBe(413)
    expect(d.storeLead).not.toHaveBeenCalled()
  })

  it('400 for a body that is not JSON, 400 with field codes and messages for wrong values', async () => {
    expect(await handleLeadHttp(request('not json'), deps())).toEqual({
      status: 400,
      body: { error: 'Some fields are missing or wrong', fields: [{ field: '(body)', code: 'invalid', message: '(body) is not valid' }] },
    })
    const result = await handleLeadHttp(request(JSON.stringify({ ...body, values: { ...body.values, phone: 'abc' } })), deps())
    expect(result).toEqual({
      status: 400,
      body: {
        error: 'Some fields are missing or wrong',
        fields: [{ field: 'phone', code: 'pattern', message: 'phone must be an optional + followed by 6 to 20 digits or spaces' }],
      },
    })
  })

  it('404 when no site answers on the host', async () => {
    const d = deps()
    expect((await handleLeadHttp({ ...request(JSON.stringify(body)), host: 'unknown.example' }, d)).status).toBe(404)
    expect(d.storeLead).not.toHaveBeenCalled()
  })
})
