import { describe, expect, it, vi } from 'vitest'

import type { PageViewEvent } from './analytics-port'
import { HttpAnalytics } from './http-analytics'

const event: PageViewEvent = { channel: 'WEB', currency: 'NOK', pageName: 'Service', variantId: 'p-9', language: 'nb', path: '/service', siteKey: 'bilgruppen' }

describe('HttpAnalytics (outside events service)', () => {
  it('POSTs the page view as JSON to the configured URL', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }))
    await new HttpAnalytics('https://events.example.com/page-views', 3000, fetchImpl).recordPageView(event)
    expect(fetchImpl).toHaveBeenCalledOnce()
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://events.example.com/page-views')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'content-type': 'application/json' })
    expect(JSON.parse(init.body as string)).toEqual(event)
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  it('fails when the service answers with an error, so the caller can log it', async () => {
    const fetchImpl = vi.fn(async () => new Response('down', { status: 503 }))
    await expect(new HttpAnalytics('https://events.example.com', 3000, fetchImpl).recordPageView(event)).rejects.toThrow('Analytics service answered 503')
  })

  it('gives up after the timeout', async () => {
    const hanging: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    await expect(new HttpAnalytics('https://events.example.com', 20, hanging).recordPageView(event)).rejects.toThrow(/timed? ?out|abort/i)
  })
})
