import { describe, expect, it, vi } from 'vitest'

import type { AnalyticsPort, PageViewEvent } from '@/integrations/analytics/analytics-port'

import { handlePageViewHttp, type PageViewHttpResult } from './page-view-http'

const event: PageViewEvent = { channel: 'WEB', currency: 'SEK', pageName: 'Start', variantId: 'page-1', language: 'sv', path: '/', siteKey: 'bilhuset' }

const port = (recordPageView: AnalyticsPort['recordPageView'] = async () => {}) => ({ recordPageView: vi.fn(recordPageView) })

const post = (body: unknown, analytics = port(), contentLength?: string): Promise<PageViewHttpResult> => {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return handlePageViewHttp({ contentLength: contentLength ?? String(Buffer.byteLength(text)), readBody: async () => text }, () => analytics)
}

describe('POST /api/analytics/page-view', () => {
  it('records a valid page view and answers 202', async () => {
    const analytics = port()
    expect(await post(event, analytics)).toEqual({ status: 202, body: { accepted: true } })
    expect(analytics.recordPageView).toHaveBeenCalledWith(event)
  })

  it('answers 400 naming the wrong fields', async () => {
    const analytics = port()
    const result = await post({ ...event, currency: 'kronor', language: 42, pageName: undefined }, analytics)
    expect(result).toEqual({ status: 400, body: { error: 'Invalid page-view event', fields: ['currency', 'pageName', 'language'] } })
    expect(analytics.recordPageView).not.toHaveBeenCalled()
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    expect(await post('{"channel": ')).toEqual({ status: 400, body: { error: 'Invalid page-view event', fields: ['(body)'] } })
    expect(await post('[]')).toEqual({ status: 400, body: { error: 'Invalid page-view event', fields: ['(body)'] } })
    expect(await post('')).toEqual({ status: 400, body: { error: 'Invalid page-view event', fields: ['(body)'] } })
  })

  it('refuses bodies over 4 KB with 413, by header or by what arrives', async () => {
    const big = { ...event, pageName: 'x'.repeat(5000) }
    expect((await post(big)).status).toBe(413)
    expect((await post(big, port(), '')).status).toBe(413)
    expect((await post(event, port(), '999999')).status).toBe(413)
  })

  it('still answers 202 when recording fails: tracking never breaks a page', async () => {
    const failing = port(async () => Promise.reject(new Error('disk full')))
    expect((await post(event, failing)).status).toBe(202)
    expect(failing.recordPageView).toHaveBeenCalledOnce()
  })
})
