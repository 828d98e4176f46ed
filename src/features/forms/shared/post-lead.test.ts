import { describe, expect, it, vi } from 'vitest'

import { LEAD_ENDPOINT, type LeadRequestBody, postLead } from './post-lead'

const body: LeadRequestBody = { formName: 'Nordbil GruppenSellCarForm', formSubmissionId: '3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60', values: { regno: 'ABC123' }, website: '' }
const json = (status: number, payload: unknown) => new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } })

function deps(...answers: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  })
  const sleep = vi.fn(async () => {})
  const log = vi.fn()
  return { fetch: fetch as unknown as typeof globalThis.fetch, sleep, log, calls: fetch, timeoutMs: null }
}

describe('postLead (spec 03 §4, §7)', () => {
  it('POSTs the JSON body once; 202 with submitted true is success', async () => {
    const d = deps(json(202, { submitted: true, id: 41 }))
    expect(await postLead(body, d)).toEqual({ kind: 'accepted', id: 41 })
    expect(d.calls).toHaveBeenCalledTimes(1)
    const [url, init] = d.calls.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(LEAD_ENDPOINT)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual(body)
    expect(d.log).not.toHaveBeenCalled()
  })

  it('anything but 202 with submitted true is not success', async () => {
    expect(await postLead(body, deps(json(200, { submitted: true, id: 1 })))).toEqual({ kind: 'failed' })
    expect(await postLead(body, deps(json(202, { submitted: false })))).toEqual({ kind: 'failed' })
    expect(await postLead(body, deps(new Response('not json', { status: 202 })))).toEqual({ kind: 'failed' })
  })

  it('retries 5xx and network failures: 3 attempts, 1 s apart, the same body each time', async () => {
    const d = deps(json(503, {}), new TypeError('Failed to fetch'), json(202, { submitted: true, id: 7 }))
    expect(await postLead(body, d)).toEqual({ kind: 'accepted', id: 7 })
    expect(d.calls).toHaveBeenCalledTimes(3)
    expect(d.sleep.mock.calls).toEqual([[1000], [1000]])
    const bodies = d.calls.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body)
    expect(new Set(bodies).size).toBe(1)
  })

  it('gives up after 3 failed attempts and logs it without the values', async () => {
    const d = deps(json(500, {}), json(502, {}), json(500, {}))
    expect(await postLead(body, d)).toEqual({ kind: 'failed' })
    expect(d.calls).toHaveBeenCalledTimes(3)
    expect(d.sleep).toHaveBeenCalledTimes(2)
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('after 3 attempts'), expect.objectContaining({ formName: body.formName, reason: 'HTTP 500' }))
    expect(JSON.stringify(d.log.mock.calls)).not.toContain('ABC123')
  })

  it('does not retry a 400 (it names the fields) or another 4xx', async () => {
    const rejected = deps(json(400, { error: 'x', fields: [{ field: 'customerPhone', code: 'pattern', message: '…' }, { field: 'x', code: 'weird' }, { nope: 1 }] }))
    expect(await postLead(body, rejected)).toEqual({ kind: 'rejected', issues: [{ field: 'customerPhone', code: 'pattern' }, { field: 'x', code: 'invalid' }] })
    expect(rejected.calls).toHaveBeenCalledTimes(1)
    const notFound = deps(json(404, { error: 'No site' }))
    expect(await postLead(body, notFound)).toEqual({ kind: 'failed' })
    expect(notFound.calls).toHaveBeenCalledTimes(1)
  })
})
