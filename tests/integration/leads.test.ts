import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { handleLeadHttp, type LeadHttpDeps, type LeadHttpResult, MAX_LEAD_BYTES } from '@/features/leads/lead-http'
import { LeadOutbox } from '@/features/leads/lead-outbox'
import { type CarContactValuesInput, parseLeadSubmission } from '@/features/leads/lead-schema'
import { LeadStore } from '@/features/leads/lead-store'
import { resolveRequestSite } from '@/features/sites/site-repository'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'
import { toStockRow, upsertStock } from '@/integrations/search/built-in/stock-tables'
import { EmailLeadDelivery } from '@/integrations/leads/email-lead-delivery'
import { HttpCrmLeadDelivery } from '@/integrations/leads/http-crm-lead-delivery'
import type { LeadDeliveryPort, LeadForDelivery } from '@/integrations/leads/lead-delivery-port'
import { createMailTransport } from '@/integrations/mail/mail-transport'
import { readEml } from '@/integrations/mail/mail-test-helpers'
import { readCappedBody } from '@/lib/read-capped-body'
import type { Lead } from '@/payload-types'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 'Leads that are never lost', evidence: submit → lead row → delivery; a CRM failing then
 * recovering; duplicate submission ids; rate limits; honeypot; 400 per bad field; 413; give-up
 * after N attempts; racing outboxes; erasure; and a restart between write and delivery.
 */

let payload: Payload
let db: SqlDatabase
let site: { id: number }
let otherSite: { id: number }
let deps: LeadHttpDeps
const FALLBACK = 'leads@group.example'
const SECRET = 'integration-test-secret-0123456789'
let kicks = 0

const car = { id: '101', brand: 'Volvo', model: 'XC60', version: 'T8 Recharge', year: 2023, regNo: 'ABC123', isSample: false }

let counter = 0
const uid = () => `0000000${++counter}-aaaa-4bbb-8ccc-${String(Date.now()).padStart(12, '0').slice(-12)}`

/** A valid car contact body (spec 02 §7), each call with a new formSubmissionId. */
function contactBody(values: Partial<CarContactValuesInput> = {}, envelope: Record<string, unknown> = {}) {
  return {
    formName: 'seCarContactForm',
    formSubmissionId: uid(),
    values: {
      car,
      name: 'Anna Svensson',
      phone: '+46 70 123 45 67',
      email: 'anna@example.se',
      message: 'Finns bilen kvar?',
      quote: true,
      testDrive: false,
      toName: 'Nordbil Göteborg',
      toEmail: 'forsaljning@nordbil.example',
      source: 'https://leads.example/bil/101/volvo-xc60',
      ...values,
    },
    ...envelope,
  }
}

let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter % 250}`

async function submit(body: unknown, options: { ip?: string; host?: string; contentLength?: string | null } = {}): Promise<LeadHttpResult> {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return handleLeadHttp(
    {
      contentLength: options.contentLength === undefined ? String(Buffer.byteLength(text)) : options.contentLength,
      host: options.host ?? 'leads.example',
      clientAddress: options.ip ?? nextIp(),
      readBody: async () => text,
    },
    deps,
  )
}

const accepted = (result: LeadHttpResult): number => {
  expect(result.status).toBe(202)
  const body = result.body as { submitted: boolean; id: number }
  expect(body.submitted).toBe(true)
  return body.id
}

const leadRow = (id: number): Promise<Lead> => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

/** A port that records what it got, failing the first `failures` calls. */
function recordingPort(failures = 0): LeadDeliveryPort & { delivered: LeadForDelivery[]; calls: number } {
  const port = {
    name: 'test',
    delivered: [] as LeadForDelivery[],
    calls: 0,
    async deliver(lead: LeadForDelivery) {
      port.calls += 1
      if (port.calls <= failures) throw new Error(`CRM answered 503 (call ${port.calls})`)
      port.delivered.push(lead)
    },
  }
  return port
}

const outbox = (port: LeadDeliveryPort, maxAttempts = 8) => new LeadOutbox({ payload, db, port, maxAttempts, fallbackRecipient: FALLBACK, random: () => 0.5 })
const later = (ms: number) => new Date(Date.now() + ms)
const HOUR = 3_600_000

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  site = await createSite(payload, { hostnames: ['leads.example'], searchIndexes: { vehicles: 'vehicles-leads', sites: 'sites-leads' } })
  otherSite = await createSite(payload, { hostnames: ['other.example'] })
  await upsertStock(db, 'cars', 'vehicles-leads', [
    toStockRow('101', {
      car_id: '101',
      car_brand: 'Volvo',
      car_model: 'XC60',
      car_site_id: '11',
      car_site_name: 'Nordbil Göteborg',
      car_site_leads_email: 'leads-goteborg@nordbil.example',
      car_sellers: [{ name: 'Per', email: 'per@nordbil.example' }],
    }),
  ])
  await upsertStock(db, 'dealers', 'sites-leads', [
    toStockRow('11', {
      site_id: '11',
      site_official_name: 'Nordbil Göteborg',
      site_email: 'info@nordbil.example',
      site_departments: [{ name: 'Nybil', email: 'forsaljning@nordbil.example', group: 'New cars', brands: [] }],
    }),
    toStockRow('12', { site_id: '12', site_official_name: 'Nordbil Borås', site_email: 'info-boras@nordbil.example', site_departments: [] }),
  ])
  const store = new LeadStore(payload, db, {
    secret: SECRET,
    rateLimits: { perIp: { limit: 3, windowMs: 600_000 }, perPhone: { limit: 2, windowMs: HOUR } },
    fallbackRecipient: FALLBACK,
  })
  deps = {
    async resolveSite(host) {
      const resolution = await resolveRequestSite(host)
      return resolution.kind === 'site' ? resolution.site : undefined
    },
    storeLead: (input) => store.store(input),
    afterStored: () => {
      kicks += 1
    },
  }
})
afterAll(async () => {
  await payload?.destroy()
})
beforeEach(async () => {
  // Each test starts from an empty lead table and fresh counters.
  await db.query('DELETE FROM leads')
  await db.query('DELETE FROM lead_rate_limits')
  kicks = 0
})

describe('submit → lead row → delivery', () => {
  it('stores the lead before answering 202, then the outbox delivers it once', async () => {
    const body = contactBody()
    const id = accepted(await submit(body, { ip: '198.51.100.7' }))
    expect(kicks).toBe(1)

    const row = await leadRow(id)
    expect(row).toMatchObject({
      site: site.id,
      status: 'pending',
      formName: 'seCarContactForm',
      formSubmissionId: body.formSubmissionId,
      customerName: 'Anna Svensson',
      customerPhone: '+46 70 123 45 67',
      customerEmail: 'anna@example.se',
      message: 'Finns bilen kvar?',
      carId: '101',
      carTitle: 'Volvo XC60 T8 Recharge',
      // The address the form named is one of the car's dealer's: used.
      dealerName: 'Nordbil Göteborg',
      dealerEmail: 'forsaljning@nordbil.example',
      sourceUrl: 'https://leads.example/bil/101/volvo-xc60',
      attempts: 0,
    })
    expect(row.values).toMatchObject({ car: { id: '101', brand: 'Volvo' }, quote: true, testDrive: false, toEmail: 'forsaljning@nordbil.example' })
    // The address is stored as a keyed hash, never as itself.
    expect(row.ipHash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(row)).not.toContain('198.51.100.7')

    const port = recordingPort()
    expect(await outbox(port).runOnce()).toEqual({ delivered: 1, retrying: 0, needsAttention: 0, skipped: 0 })
    expect(port.delivered).toHaveLength(1)
    expect(port.delivered[0]).toMatchObject({
      id,
      formName: 'seCarContactForm',
      formSubmissionId: body.formSubmissionId,
      values: expect.objectContaining({ name: 'Anna Svensson', car: expect.objectContaining({ id: '101' }) }),
      recipient: { name: 'Nordbil Göteborg', email: 'forsaljning@nordbil.example' },
      car: { id: '101', title: 'Volvo XC60 T8 Recharge' },
    })
    const delivered = await leadRow(id)
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, deliveredVia: 'test', lastError: null, claimedUntil: null })
    expect(delivered.deliveredAt).toBeTruthy()

    // Nothing more to do, and a client retry of the same submission changes nothing.
    expect(await outbox(port).runOnce()).toEqual({ delivered: 0, retrying: 0, needsAttention: 0, skipped: 0 })
    expect(accepted(await submit(body))).toBe(id)
    await outbox(port).runOnce(later(HOUR))
    expect(port.delivered).toHaveLength(1)
    expect(await leadCount()).toBe(1)
  })

  it('does not mail an address the stock does not know (no open relay): the car’s leads address instead', async () => {
    const id = accepted(await submit(contactBody({ toEmail: 'victim@spam.example', toName: 'Victim' })))
    expect(await leadRow(id)).toMatchObject({ dealerEmail: 'leads-goteborg@nordbil.example', dealerName: 'Nordbil Göteborg' })
    // Any dealer of the site is fine (a sample car's chosen seller).
    const boras = accepted(await submit(contactBody({ toEmail: 'INFO-boras@nordbil.example', toName: 'Nordbil Borås' })))
    expect(await leadRow(boras)).toMatchObject({ dealerEmail: 'info-boras@nordbil.example', dealerName: 'Nordbil Borås' })
    // A car the stock does not have, on a site without stock: the configured fallback.
    const unknown = accepted(await submit(contactBody({ car: { id: '999' }, toEmail: 'someone@else.example' }), { host: 'other.example' }))
    expect(await leadRow(unknown)).toMatchObject({ dealerEmail: FALLBACK, site: otherSite.id })
  })

  it('delivers by e-mail as an .eml file in the outbox folder without SMTP', async () => {
    const folder = path.join(await mkdtemp(path.join(tmpdir(), 'showroom-leads-')), 'outbox')
    const body = contactBody({ name: 'Åsa Öberg' })
    const id = accepted(await submit(body))
    const report = await outbox(
      new EmailLeadDelivery(createMailTransport({ outboxFolder: folder }), { name: 'Showroom', email: 'no-reply@showroom.example' }),
    ).runOnce()
    expect(report.delivered).toBe(1)
    const files = await readdir(folder)
    expect(files).toEqual([expect.stringMatching(new RegExp(`^lead-site-\\d+-${body.formSubmissionId}\\.eml$`))])
    const eml = readEml(await readFile(path.join(folder, files[0]!), 'utf8'))
    // Non-ASCII names travel as RFC 2047 encoded words.
    expect(eml.rawHeaders.get('to')).toMatch(/^=\?UTF-8\?[QB]\?.+\?= <forsaljning@nordbil\.example>$/)
    expect(eml.headers.get('to')).toBe('Nordbil Göteborg <forsaljning@nordbil.example>')
    expect(eml.headers.get('subject')).toBe('New enquiry: Volvo XC60 T8 Recharge')
    expect(eml.headers.get('message-id')).toBe(`<lead.${body.formSubmissionId}@showroom.example>`)
    expect(eml.rawHeaders.get('reply-to')).toMatch(/^=\?UTF-8\?[QB]\?/)
    expect(eml.headers.get('reply-to')).toBe('Åsa Öberg <anna@example.se>')
    expect(await leadRow(id)).toMatchObject({ status: 'delivered', deliveredVia: 'email-file' })
  })

  it('stores forms without their own schema (sell-car) generically, with the customer fields', async () => {
    const id = accepted(
      await submit({
        formName: 'seSellCarForm',
        formSubmissionId: uid(),
        values: {
          regno: 'ABC123',
          milage: '12000',
          customerName: 'Bo Ek',
          customerPhone: '0701234567',
          customerEmail: 'bo@example.se',
          other: 'Ring efter 17',
          selected: 'sell',
        },
      }),
    )
    expect(await leadRow(id)).toMatchObject({
      formName: 'seSellCarForm',
      customerName: 'Bo Ek',
      customerPhone: '0701234567',
      customerEmail: 'bo@example.se',
      message: 'Ring efter 17',
      carId: null,
      dealerEmail: FALLBACK,
      status: 'pending',
    })
  })
})

describe('a CRM that fails, then recovers', () => {
  it('retries with backoff and delivers exactly once: attempts 4, nothing lost, nothing doubled', async () => {
    let calls = 0
    const bodies: unknown[] = []
    const crm = new HttpCrmLeadDelivery('https://crm.example/api/forms/comhub', {
      fetchImpl: async (_url, init) => {
        calls += 1
        bodies.push(JSON.parse(String(init?.body)))
        return calls <= 3 ? new Response('maintenance', { status: 503 }) : new Response('{"ok":true}', { status: 201 })
      },
    })
    const body = contactBody()
    const id = accepted(await submit(body))
    const box = outbox(crm)
    const start = Date.now()

    expect((await box.runOnce(new Date(start))).retrying).toBe(1)
    let row = await leadRow(id)
    expect(row).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'CRM answered 503: maintenance' })
    // First backoff step: 30 s.
    expect(new Date(row.nextAttemptAt!).getTime() - start).toBe(30_000)
    // Not due yet: nothing happens.
    await box.runOnce(new Date(start + 10_000))
    expect(calls).toBe(1)

    await box.runOnce(new Date(start + HOUR))
    await box.runOnce(new Date(start + 3 * HOUR))
    row = await leadRow(id)
    expect(row).toMatchObject({ status: 'retrying', attempts: 3 })
    await box.runOnce(new Date(start + 6 * HOUR))
    row = await leadRow(id)
    expect(row).toMatchObject({ status: 'delivered', attempts: 4, deliveredVia: 'crm', lastError: null })
    expect(calls).toBe(4)
    // Every attempt sent the spec's comhub body with the same formSubmissionId (the CRM's idempotency key).
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(bodies[0]).toEqual({
      formName: 'seCarContactForm',
      formSubmissionId: body.formSubmissionId,
      values: expect.objectContaining({ name: 'Anna Svensson' }),
    })

    await box.runOnce(new Date(start + 24 * HOUR))
    expect(calls).toBe(4)
    expect(await leadCount()).toBe(1)
  })

  it('finishes the delivery in flight at shutdown (drain), marks it delivered, and starts no new run', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const delivered: string[] = []
    const port: LeadDeliveryPort = {
      name: 'crm',
      async deliver(lead) {
        await gate
        delivered.push(lead.formSubmissionId)
      },
    }
    const id = accepted(await submit(contactBody()))
    const box = outbox(port)
    const run = box.runOnce(later(0))
    let drained = false
    const draining = box.drain().then(() => (drained = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(drained).toBe(false)
    release()
    await draining
    expect((await run).delivered).toBe(1)
    expect(await leadRow(id)).toMatchObject({ status: 'delivered' })
    expect(delivered).toHaveLength(1)
  })

  it('marks a lead that keeps failing needs-attention after N attempts, with the last error, and stops', async () => {
    const port = recordingPort(Number.POSITIVE_INFINITY)
    const id = accepted(await submit(contactBody()))
    const box = outbox(port, 3)
    // What an operator's dashboard shows (issue 40, GET /metrics): one waiting, then one for staff.
    expect(await box.backlog()).toEqual([{ source: 'leads', status: 'pending', count: 1 }])
    await box.runOnce(later(0))
    expect(await box.backlog()).toEqual([{ source: 'leads', status: 'retrying', count: 1 }])
    await box.runOnce(later(HOUR))
    expect((await box.runOnce(later(2 * HOUR))).needsAttention).toBe(1)
    expect(await box.backlog()).toEqual([{ source: 'leads', status: 'needs-attention', count: 1 }])
    expect(await leadRow(id)).toMatchObject({ status: 'needs-attention', attempts: 3, lastError: 'CRM answered 503 (call 3)', nextAttemptAt: null })
    await box.runOnce(later(48 * HOUR))
    expect(port.calls).toBe(3)
  })
})

describe('idempotency by formSubmissionId', () => {
  it('answers a repeated submission with the same lead id and keeps one row', async () => {
    const body = contactBody()
    const first = accepted(await submit(body))
    const again = accepted(await submit(body))
    expect(again).toBe(first)
    expect(kicks).toBe(1) // the repeat does not start another delivery
    expect(await leadCount()).toBe(1)
  })

  it('keeps one row when copies arrive at the same moment', async () => {
    const body = contactBody()
    const results = await Promise.all([submit(body), submit(body), submit(body)])
    const ids = results.map(accepted)
    expect(new Set(ids).size).toBe(1)
    expect(await leadCount()).toBe(1)
  })

  it('scopes the id to the site', async () => {
    const body = contactBody()
    const a = accepted(await submit(body))
    const b = accepted(await submit(body, { host: 'other.example' }))
    expect(b).not.toBe(a)
    expect(await leadCount()).toBe(2)
  })
})

describe('abuse', () => {
  it('stores submissions over the per-IP limit as spam-suspected with the same 202, and does not deliver them', async () => {
    const ip = '192.0.2.50'
    const results = []
    for (let i = 0; i < 4; i++) results.push(await submit(contactBody({ phone: `+46 70 000 00 0${i}` }), { ip }))
    const ids = results.map(accepted)
    const rows = await Promise.all(ids.map(leadRow))
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending', 'spam-suspected'])
    expect(rows[3]).toMatchObject({ spamReason: 'rate-limit-ip', customerName: 'Anna Svensson' })
    // Same shape of answer for the bot as for the people.
    expect(Object.keys(results[3]!.body)).toEqual(Object.keys(results[0]!.body))
    const port = recordingPort()
    await outbox(port).runOnce()
    expect(port.delivered.map((l) => l.id).sort()).toEqual(ids.slice(0, 3).sort())
    expect(kicks).toBe(3)
  })

  it('limits per phone number across addresses and spellings', async () => {
    const phones = ['+46 70 999 88 77', '+46709998877', '+46 709 99 88 77']
    const ids = []
    for (const phone of phones) ids.push(accepted(await submit(contactBody({ phone }))))
    const rows = await Promise.all(ids.map(leadRow))
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'spam-suspected'])
    expect(rows[2]!.spamReason).toBe('rate-limit-phone')
  })

  it('counts in the database, so the limit holds across processes (two stores, one table)', async () => {
    const otherProcess = new LeadStore(payload, db, {
      secret: SECRET,
      rateLimits: { perIp: { limit: 3, windowMs: 600_000 }, perPhone: { limit: 2, windowMs: HOUR } },
      fallbackRecipient: FALLBACK,
    })
    const ip = '192.0.2.77'
    accepted(await submit(contactBody({ phone: '+46 1' + '0'.repeat(6) }), { ip }))
    const resolved = await resolveRequestSite('leads.example')
    if (resolved.kind !== 'site') throw new Error('test site missing')
    for (let i = 0; i < 2; i++) {
      const parsed = parseLeadSubmission(contactBody({ phone: `+46 2000000${i}` }))
      if (!parsed.ok) throw new Error('invalid test body')
      await otherProcess.store({ site: resolved.site, submission: parsed.submission, clientAddress: ip, now: new Date() })
    }
    const fourth = accepted(await submit(contactBody({ phone: '+46 30000000' }), { ip }))
    expect(await leadRow(fourth)).toMatchObject({ status: 'spam-suspected', spamReason: 'rate-limit-ip' })
  })

  it('stores a filled honeypot as spam-suspected, answers 202, and delivers only after staff release it', async () => {
    const result = await submit(contactBody({}, { website: 'http://cheap-pills.example' }))
    const id = accepted(result)
    expect(result.body).toEqual({ submitted: true, id })
    expect(kicks).toBe(0)
    expect(await leadRow(id)).toMatchObject({ status: 'spam-suspected', spamReason: 'honeypot' })
    const port = recordingPort()
    await outbox(port).runOnce(later(HOUR))
    expect(port.delivered).toHaveLength(0)

    const editor = await staff(site.id)
    await payload.update({ collection: 'leads', id, data: { status: 'pending' }, user: editor, overrideAccess: false })
    expect(await leadRow(id)).toMatchObject({ status: 'pending', attempts: 0 })
    await outbox(port).runOnce(later(HOUR))
    expect(port.delivered.map((l) => l.id)).toEqual([id])
  })
})

describe('validation: 400 naming each bad field, nothing stored', () => {
  const cases: [string, unknown, { field: string; code: string }][] = [
    ['name missing', contactBody({ name: undefined }), { field: 'name', code: 'required' }],
    ['name empty', contactBody({ name: '  ' }), { field: 'name', code: 'required' }],
    ['phone with letters', contactBody({ phone: '070-ABC' }), { field: 'phone', code: 'pattern' }],
    ['phone too short', contactBody({ phone: '12345' }), { field: 'phone', code: 'pattern' }],
    ['phone missing', contactBody({ phone: undefined }), { field: 'phone', code: 'required' }],
    ['email without domain suffix', contactBody({ email: 'anna@example' }), { field: 'email', code: 'pattern' }],
    ['email missing', contactBody({ email: '' }), { field: 'email', code: 'required' }],
    ['seller missing for a sample car', contactBody({ car: { ...car, isSample: true } }), { field: 'siteName', code: 'required' }],
    ['car missing', contactBody({ car: undefined }), { field: 'car', code: 'required' }],
    ['car id missing', contactBody({ car: { brand: 'Volvo' } as never }), { field: 'car.id', code: 'required' }],
    ['source not a URL', contactBody({ source: 'javascript:alert(1)' }), { field: 'source', code: 'invalid' }],
    ['message not text', contactBody({ message: 42 as never }), { field: 'message', code: 'invalid' }],
    ['bad submission id', contactBody({}, { formSubmissionId: 'short' }), { field: 'formSubmissionId', code: 'pattern' }],
    ['form name missing', contactBody({}, { formName: undefined }), { field: 'formName', code: 'required' }],
  ]
  it.each(cases)('%s', async (_label, body, issue) => {
    const result = await submit(body)
    expect(result.status).toBe(400)
    expect((result.body as { fields: unknown[] }).fields).toContainEqual(expect.objectContaining({ ...issue, message: expect.any(String) }))
    expect(await leadCount()).toBe(0)
  })

  it('names every wrong field at once', async () => {
    const result = await submit(contactBody({ name: '', phone: 'x', email: 'y' }))
    expect((result.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['name', 'phone', 'email'])
  })

  it('answers 400 to a body that is not JSON and 404 to a host without a site', async () => {
    expect((await submit('{"formName": ')).status).toBe(400)
    expect((await submit(contactBody(), { host: 'nobody.example' })).status).toBe(404)
    expect(await leadCount()).toBe(0)
  })

  it('refuses bodies over 32 KB with 413: by Content-Length, and by the bytes actually sent', async () => {
    const big = contactBody({ message: 'x'.repeat(MAX_LEAD_BYTES) })
    expect((await submit(big)).status).toBe(413)
    // No (or a lying) Content-Length: the body is read up to the limit and no further.
    const text = JSON.stringify(big)
    const request = new Request('http://leads.example/api/forms/comhub', { method: 'POST', body: text })
    const result = await handleLeadHttp(
      { contentLength: '100', host: 'leads.example', clientAddress: nextIp(), readBody: () => readCappedBody(request, MAX_LEAD_BYTES + 1) },
      deps,
    )
    expect(result).toEqual({ status: 413, body: { error: 'The form data is too large', maxBytes: MAX_LEAD_BYTES } })
    expect(await leadCount()).toBe(0)
  })
})

describe('outbox concurrency and restarts', () => {
  it('two outbox instances (two processes) racing deliver each lead once', async () => {
    const ids = []
    for (let i = 0; i < 6; i++) ids.push(accepted(await submit(contactBody({ phone: `+46 70 555 00 0${i}` }))))
    const port = recordingPort()
    const [a, b] = await Promise.all([outbox(port).runOnce(), outbox(port).runOnce()])
    expect(a.delivered + b.delivered).toBe(6)
    expect(port.delivered.map((l) => l.id).sort()).toEqual([...ids].sort())
    const rows = await Promise.all(ids.map(leadRow))
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true)
  })

  it('fault: killed between write and delivery, a new process delivers the lead after restart', async () => {
    // The server stored the lead and answered 202, then died before its outbox ran (no kick).
    const id = accepted(
      await handleLeadHttp(
        { contentLength: null, host: 'leads.example', clientAddress: nextIp(), readBody: async () => JSON.stringify(contactBody()) },
        { ...deps, afterStored: undefined },
      ),
    )
    expect(await leadRow(id)).toMatchObject({ status: 'pending' })
    // Restart: a brand-new outbox (as instrumentation.ts starts one) runs once at start.
    const port = recordingPort()
    await outbox(port).runOnce()
    expect(port.delivered.map((l) => l.id)).toEqual([id])
    expect(await leadRow(id)).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('fault: killed during delivery (lead claimed, never finished), another process delivers it once the claim expires', async () => {
    const id = accepted(await submit(contactBody()))
    const now = new Date()
    // The dead process's claim, two minutes long.
    await db.query('UPDATE leads SET claimed_until = ? WHERE id = ?', [new Date(now.getTime() + 120_000).toISOString(), id])
    const port = recordingPort()
    expect((await outbox(port).runOnce(now)).delivered).toBe(0)
    expect((await outbox(port).runOnce(new Date(now.getTime() + 121_000))).delivered).toBe(1)
    expect(port.delivered.map((l) => l.id)).toEqual([id])
  })
})

let staffCounter = 0
async function staff(siteId: number) {
  staffCounter += 1
  const user = await payload.create({
    collection: 'users',
    data: { email: `staff${staffCounter}@showroom.example`, password: 'staff-password', role: 'editor', sites: [{ site: siteId }] } as never,
  })
  return { ...user, collection: 'users' as const }
}

describe('staff and privacy', () => {
  it('shows staff only their sites’ leads; nobody creates leads outside the API route', async () => {
    accepted(await submit(contactBody()))
    accepted(await submit(contactBody(), { host: 'other.example' }))
    const editor = await staff(site.id)
    const seen = await payload.find({ collection: 'leads', user: editor, overrideAccess: false, depth: 0 })
    expect(seen.docs.map((d) => d.site)).toEqual([site.id])
    await expect(payload.find({ collection: 'leads', user: null, overrideAccess: false, depth: 0 })).rejects.toThrow(/not allowed/)
    await expect(
      payload.create({
        collection: 'leads',
        user: editor,
        overrideAccess: false,
        data: { site: site.id, formName: 'x', formSubmissionId: uid(), status: 'pending' },
      }),
    ).rejects.toThrow()
  })

  it('lets staff change the status but not the customer data', async () => {
    const id = accepted(await submit(contactBody()))
    const editor = await staff(site.id)
    await payload.update({
      collection: 'leads',
      id,
      user: editor,
      overrideAccess: false,
      data: { status: 'delivered', customerName: 'Someone else', dealerEmail: 'me@evil.example' },
    })
    expect(await leadRow(id)).toMatchObject({ status: 'delivered', customerName: 'Anna Svensson', dealerEmail: 'forsaljning@nordbil.example' })
  })

  it('erases personal data on request: name, phone, e-mail, message and personal values blanked, the car kept', async () => {
    const id = accepted(await submit(contactBody()))
    await outbox(recordingPort()).runOnce()
    const editor = await staff(site.id)
    await payload.update({ collection: 'leads', id, user: editor, overrideAccess: false, data: { erasePersonalData: true } })
    const row = await leadRow(id)
    expect(row).toMatchObject({
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      message: '',
      ipHash: null,
      erasePersonalData: false,
      status: 'delivered',
    })
    expect(row.erasedAt).toBeTruthy()
    expect(row.values).toMatchObject({ name: '', phone: '', email: '', message: '', car: { id: '101' }, toEmail: 'forsaljning@nordbil.example' })
    expect(JSON.stringify(row)).not.toMatch(/Anna|anna@example|123 45 67|Finns bilen/)
  })

  it('does not deliver a lead erased before delivery, and says so', async () => {
    const id = accepted(await submit(contactBody()))
    const editor = await staff(site.id)
    await payload.update({ collection: 'leads', id, user: editor, overrideAccess: false, data: { erasePersonalData: true } })
    const port = recordingPort()
    await outbox(port).runOnce()
    expect(port.calls).toBe(0)
    expect(await leadRow(id)).toMatchObject({ status: 'needs-attention', lastError: 'Personal data erased before delivery; not delivered.' })
  })
})
