import { describe, expect, it, vi } from 'vitest'

import { HttpCrmLeadDelivery } from './http-crm-lead-delivery'
import type { LeadForDelivery } from './lead-delivery-port'

const lead: LeadForDelivery = {
  id: 5,
  site: { key: 'bilhuset', name: 'Bilhuset' },
  formName: 'seCarContactForm',
  formSubmissionId: 'form-submission-0001',
  values: { name: 'Anna', phone: '070123456', email: 'anna@example.se', car: { id: '101' } },
  customer: { name: 'Anna' },
  recipient: { email: 'saljare@nordbil.se' },
  createdAt: '2026-11-22T08:00:00.000Z',
}

describe('HttpCrmLeadDelivery (comhub-compatible CRM)', () => {
  it('POSTs the spec’s comhub body with the idempotency key and the API key', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 202 }))
    await new HttpCrmLeadDelivery('https://crm.example/api/forms/comhub', { apiKey: 'secret-key-123', fetchImpl }).deliver(lead)
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://crm.example/api/forms/comhub')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': 'form-submission-0001',
      authorization: 'Bearer secret-key-123',
    })
    expect(JSON.parse(String(init.body))).toEqual({ formName: 'seCarContactForm', formSubmissionId: 'form-submission-0001', values: lead.values })
  })

  it('counts 409 (already have it) as delivered', async () => {
    await expect(
      new HttpCrmLeadDelivery('https://crm.example', { fetchImpl: async () => new Response('duplicate', { status: 409 }) }).deliver(lead),
    ).resolves.toBeUndefined()
  })

  it('throws with the status and a short excerpt of the answer otherwise', async () => {
    const fetchImpl = async () => new Response(`bad\n request ${'x'.repeat(1000)}`, { status: 400 })
    const error = await new HttpCrmLeadDelivery('https://crm.example', { fetchImpl }).deliver(lead).catch((e: Error) => e)
    expect((error as Error).message).toMatch(/^CRM answered 400: bad request x+$/)
    expect((error as Error).message.length).toBeLessThan(330)
  })

  it('throws when the CRM is unreachable or too slow', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed')
    }
    await expect(new HttpCrmLeadDelivery('https://crm.example', { fetchImpl: refused }).deliver(lead)).rejects.toThrow('CRM not reachable: fetch failed')
    const hanging: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    await expect(new HttpCrmLeadDelivery('https://crm.example', { timeoutMs: 20, fetchImpl: hanging }).deliver(lead)).rejects.toThrow(
      'CRM not reachable: timed out after 20 ms',
    )
  })
})
