import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LEAD_ATTEMPTS, LEAD_ENDPOINT, LEAD_RETRY_DELAY_MS, type LeadRequestBody, type LeadSendLog, postLead } from './post-lead'

const body: LeadRequestBody = {
  formName: 'Nordbil GruppenCarContactForm',
  formSubmissionId: '3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60',
  values: {
    car: { id: '1001', isSample: false },
    name: 'Anna',
    phone: '070 123 45 67',
    email: 'anna@example.se',
    regno: 'ABC123',
    source: 'https://nordbil.se/kop-bil/1001/x',
  },
  website: '',
}

const json = (status: number, payload: unknown) => new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } })
const accepted = () => json(202, { submitted: true, id: 42 })
const serverError = () => json(500, { error: 'The enquiry could not be saved right now; please try again' })

let log: { warn: ReturnType<typeof vi.fn<LeadSendLog['warn']>>; error: ReturnType<typeof vi.fn<LeadSendLog['error']>> }

beforeEach(() => {
  vi.useFakeTimers()
  log = { warn: vi.fn<LeadSendLog['warn']>(), error: vi.fn<LeadSendLog['error']>() }
})
afterEach(() => {
  vi.useRealTimers()
})

/** Runs the loop with the real sleep on fake timers, advancing them while it waits. */
async function run(fetchMock: typeof fetch, success: 'submitted-202' | 'any-2xx' = 'submitted-202') {
  const pending = postLead(body, success, { fetch: fetchMock, log, timeoutMs: null })
  await vi.runAllTimersAsync()
  return pending
}

describe('postLead (spec 02 §7 Contact, §8, §9 "Form retries 3, delay 1000 ms"; spec 03 §4, §7)', () => {
  it('POSTs the body once as JSON to /api/forms/comhub; 202 with submitted true is success', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(accepted())
    await expect(run(fetchMock)).resolves.toEqual({ kind: 'accepted', id: 42 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(LEAD_ENDPOINT)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual(body)
    expect(log.warn).not.toHaveBeenCalled()
    expect(log.error).not.toHaveBeenCalled()
  })

  it('spec 03: anything but 202 with submitted true is not success (and is not retried)', async () => {
    for (const answer of [json(200, { submitted: true, id: 1 }), json(202, { submitted: false }), new Response('not json', { status: 202 })]) {
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(answer)
      await expect(run(fetchMock)).resolves.toEqual({ kind: 'failed' })
      expect(fetchMock).toHaveBeenCalledTimes(1)
    }
  })

  it('spec 02 (the contact form): any 2xx is sent, with or without an id', async () => {
    await expect(
      run(
        vi.fn<typeof fetch>(async () => new Response(null, { status: 204 })),
        'any-2xx',
      ),
    ).resolves.toEqual({ kind: 'accepted' })
    await expect(
      run(
        vi.fn<typeof fetch>(async () => accepted()),
        'any-2xx',
      ),
    ).resolves.toEqual({ kind: 'accepted', id: 42 })
  })

  it('2 failures then 202: success after 3 calls, 1000 ms apart, with the same body; a warning per failure', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(serverError()), () => Promise.resolve(accepted())]
    const times: number[] = []
    const started = Date.now()
    const recorded = vi.fn<typeof fetch>(async () => {
      times.push(Date.now() - started)
      const answer = answers.shift()
      if (!answer) throw new Error('called once too often')
      return answer()
    })

    await expect(run(recorded)).resolves.toEqual({ kind: 'accepted', id: 42 })
    expect(recorded).toHaveBeenCalledTimes(3)
    expect(times).toEqual([0, LEAD_RETRY_DELAY_MS, 2 * LEAD_RETRY_DELAY_MS])
    const bodies = recorded.mock.calls.map(([, init]) => String(init?.body))
    expect(new Set(bodies).size).toBe(1)
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn.mock.calls[0]?.[1]).toMatchObject({ attempt: 1, of: 3, reason: 'TypeError: Failed to fetch', formSubmissionId: body.formSubmissionId })
    expect(log.warn.mock.calls[1]?.[1]).toMatchObject({ attempt: 2, reason: 'HTTP 500' })
    expect(log.error).not.toHaveBeenCalled()
  })

  it('3 failures: failed, with 2 warnings and 1 error logged', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(503, { error: 'down' }))
    await expect(run(fetchMock)).resolves.toEqual({ kind: 'failed' })
    expect(fetchMock).toHaveBeenCalledTimes(LEAD_ATTEMPTS)
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error.mock.calls[0]?.[0]).toContain('after 3 attempts')
    expect(log.error.mock.calls[0]?.[1]).toMatchObject({ formName: body.formName, reason: 'HTTP 503' })
  })

  it('never logs the visitor’s values', async () => {
    await run(vi.fn<typeof fetch>(async () => serverError()))
    const logged = JSON.stringify([...log.warn.mock.calls, ...log.error.mock.calls])
    expect(logged).not.toContain('Anna')
    expect(logged).not.toContain('anna@example.se')
    expect(logged).not.toContain('070 123')
    expect(logged).not.toContain('ABC123')
  })

  it('400: no retry; the refused fields as issues (malformed entries left out, unknown codes as invalid)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json(400, {
        error: 'Some fields are missing or wrong',
        fields: [
          { field: 'phone', code: 'pattern', message: 'phone must be …' },
          { field: 'car.id', code: 'required', message: 'car.id is required' },
          { field: 'email', code: 'odd', message: '?' },
          { code: 'required' },
          { nope: 1 },
        ],
      }),
    )
    await expect(run(fetchMock)).resolves.toEqual({
      kind: 'rejected',
      issues: [
        { field: 'phone', code: 'pattern' },
        { field: 'car.id', code: 'required' },
        { field: 'email', code: 'invalid' },
      ],
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(log.warn).not.toHaveBeenCalled()
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  it('400 without a readable body: rejected with no issues', async () => {
    await expect(run(vi.fn<typeof fetch>(async () => new Response('nope', { status: 400 })))).resolves.toEqual({ kind: 'rejected', issues: [] })
  })

  it('413 and other 4xx: failed at once, no retry', async () => {
    for (const status of [413, 404, 429]) {
      const fetchMock = vi.fn<typeof fetch>(async () => json(status, { error: 'x' }))
      await expect(run(fetchMock)).resolves.toEqual({ kind: 'failed' })
      expect(fetchMock).toHaveBeenCalledTimes(1)
    }
    expect(log.warn).not.toHaveBeenCalled()
    expect(log.error).toHaveBeenCalledTimes(3)
  })

  it('uses the injected sleep between attempts', async () => {
    const sleep = vi.fn(async () => {})
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(serverError()).mockResolvedValueOnce(accepted())
    await expect(postLead(body, 'submitted-202', { fetch: fetchMock, sleep, log, timeoutMs: null })).resolves.toEqual({ kind: 'accepted', id: 42 })
    expect(sleep).toHaveBeenCalledTimes(1)
    expect(sleep).toHaveBeenCalledWith(LEAD_RETRY_DELAY_MS)
  })

  it('gives each attempt a timeout signal by default', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => accepted())
    await postLead(body, 'submitted-202', { fetch: fetchMock, log })
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal)
  })
})
