import { spawn } from 'node:child_process'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DeliveryOutbox } from '@/features/leads'
import type { LeadForDelivery } from '@/features/leads'
import {
  handleMechmateBook,
  handleMechmateGet,
  type MechmateDeps,
  mechmateDeps,
  SERVICE_BOOKING_SOURCE,
  serviceBookingForDelivery,
  storeServiceBooking,
} from '@/features/service-booking'
import { BuiltInWorkshopEngine } from '@/integrations/workshop-booking/built-in-workshop-engine'
import { TEST_CATALOGUE, testWorkshop } from '@/integrations/workshop-booking/testing/engine-fixtures'
import { WorkshopCalendar } from '@/integrations/workshop-booking/workshop-calendar'
import type { BookingRequest } from '@/integrations/workshop-booking/workshop-booking-port'
import { sqlDatabaseOf, type SqlDatabase } from '@/lib/sql-database'
import type { ServiceBooking } from '@/payload-types'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 19 on a real database (SQLite in memory, or PostgreSQL with SHOWROOM_TEST_DATABASE_URL):
 * the /api/mechmate/* contract, a booking stored before it is confirmed and delivered by the leads'
 * outbox, and the last place of a slot sold once among 20 bookings at the same moment (on
 * PostgreSQL from two connection pools, i.e. two sessions as two processes would have).
 */

let payload: Payload
let db: SqlDatabase
let site: { id: number; key: string; hostnames: string[] }
const workshops = [1, 2, 3, 4, 5, 6, 7].map((n) => testWorkshop(n))
const NOW = new Date('2026-11-27T09:00:00Z')
const engineOn = (database: SqlDatabase) =>
  new BuiltInWorkshopEngine({ database: async () => database, workshops: async () => workshops, catalogue: async () => TEST_CATALOGUE, clock: () => NOW })
let limitedAnswer = false
let demandAnswer: 'open' | 'review' | 'closed' = 'open'
let releasedDemands = 0

const deps = (overrides: Partial<MechmateDeps> = {}): MechmateDeps => ({
  resolveSite: async () => ({ key: site.key, id: site.id, sitesIndex: 'sites-se' }),
  port: () => engineOn(db),
  limited: async () => limitedAnswer,
  workshopDemand: async () => ({ verdict: demandAnswer, release: async () => void (releasedDemands += 1) }),
  storeBooking: (booking) => storeServiceBooking(booking, { payload, kickOutbox: false }),
  ...overrides,
})

const get = (path: string) => {
  const url = new URL(`http://nordbil.localhost/api/mechmate/${path}`)
  return handleMechmateGet(url, url.pathname.replace('/api/mechmate/', '').split('/').map(decodeURIComponent), deps())
}
const book = (body: unknown, d = deps()) => handleMechmateBook({ contentLength: null, readBody: async () => JSON.stringify(body) }, d)

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  customer: { firstName: 'Anna', lastName: 'Svensson', phone: '070 123 45 67', email: 'anna@example.com' },
  freeText: 'Det gnisslar',
  departmentId: 'D2',
  timeSlot: '2026-12-01T10:00:00',
  isFullDay: false,
  registrationNumber: 'ABC123',
  mileage: 4500,
  serviceOfferingRequests: [
    { kobraId: 'BASSVC', unitsSelected: null, userInput: null },
    { kobraId: 'STENSKOTT', unitsSelected: 2, userInput: null },
  ],
  ...overrides,
})

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  site = (await createSite(payload, { key: 'booking-site' })) as unknown as { id: number; key: string; hostnames: string[] }
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('/api/mechmate/* (spec 03 §7)', () => {
  it('looks up a car, and answers the spec’s refusals in errors[Error Result]', async () => {
    const ok = await get('car/ABC123')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ isSupported: true, brand: 'Volvo', model: 'XC60', buildYear: 2021 })
    for (const [plate, status, code] of [
      ['A1', 400, 'InvalidReg'],
      ['NOT404', 404, 'VehicleNotFound'],
      ['TES001', 422, 'BrandNotSupported,Tesla'],
    ] as const) {
      const answer = await get(`car/${plate}`)
      expect(answer.status).toBe(status)
      expect(await answer.json()).toEqual({ errors: { 'Error Result': [code] } })
    }
  })

  it('names the fields of a query that is not the contract’s shape (400), and 404s an unknown call', async () => {
    const answer = await get('departments/closestAvailable?regNo=ABC123&latitude=north')
    expect(answer.status).toBe(400)
    const fields = ((await answer.json()) as { issues: { field: string }[] }).issues.map((i) => i.field)
    expect(fields).toEqual(expect.arrayContaining(['latitude', 'longitude']))
    expect((await get('timeslots/from/ABC123/D2/2026-13-45T00:00:00/')).status).toBe(400)
    expect((await get('nothing/here')).status).toBe(404)
  })

  it('streams the nearest five workshops as server-sent events, then four after the cursor, then the no-sites marker', async () => {
    const read = async (path: string) => {
      const answer = await get(path)
      expect(answer.headers.get('content-type')).toContain('text/event-stream')
      return (await answer.text())
        .split('\n\n')
        .filter(Boolean)
        .map((event) => JSON.parse(event.replace(/^data: /, '')) as { departmentId?: string; nosites?: boolean })
    }
    const first = await read('departments/closestAvailable?regNo=ABC123&serviceOfferings=BASSVC&latitude=57.7&longitude=11.97')
    expect(first.map((m) => m.departmentId)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5'])
    const more = await read('departments/closestAvailable?regNo=ABC123&serviceOfferings=BASSVC&latitude=57.7&longitude=11.97&cursor=D5')
    expect(more).toEqual([expect.objectContaining({ departmentId: 'D6' }), expect.objectContaining({ departmentId: 'D7' }), { nosites: true }])
  })

  it('gives four weeks of timeslot days for a department', async () => {
    const answer = await get('timeslots/from/ABC123/D2/2026-11-30T00:00:00/?serviceOfferings=BASSVC')
    expect(answer.status).toBe(200)
    const days = (await answer.json()) as { date: string; availableSlots: string[] }[]
    expect(days).toHaveLength(28)
    expect(days[0]).toMatchObject({ date: '2026-11-30', allDaySlotAvailable: true })
    expect(days[0]!.availableSlots[0]).toBe('07:00')
  })
})

describe('POST /api/mechmate/book', () => {
  it('answers 400 naming every field that is wrong', async () => {
    const answer = await book({
      ...request(),
      customer: { firstName: '', lastName: 'S', phone: 'abc', email: 'nope' },
      timeSlot: 'tomorrow',
      freeText: 'x'.repeat(81),
    })
    expect(answer.status).toBe(400)
    const fields = ((await answer.json()) as { issues: { field: string }[] }).issues.map((i) => i.field)
    expect(fields).toEqual(expect.arrayContaining(['customer.firstName', 'customer.phone', 'customer.email', 'timeSlot', 'freeText']))
    expect((await handleMechmateBook({ contentLength: null, readBody: async () => '{not json' }, deps())).status).toBe(400)
  })

  it('stores the booking in the site’s Service bookings before answering 200, and the outbox delivers it to the workshop once', async () => {
    const answer = await book(request())
    expect(answer.status).toBe(200)
    const { id } = (await answer.json()) as { id: string }
    const stored = await payload.find({ collection: 'service-bookings', where: { bookingId: { equals: id } }, depth: 0 })
    expect(stored.docs).toHaveLength(1)
    const booking = stored.docs[0]!
    expect(booking).toMatchObject({
      site: site.id,
      registrationNumber: 'ABC123',
      timeSlot: '2026-12-01T10:00:00',
      workshopName: 'Verkstad 2',
      status: 'pending',
    })
    expect((booking.services as { code: string; units: number }[]).map((s) => [s.code, s.units])).toEqual([
      ['BASSVC', 1],
      ['STENSKOTT', 2],
    ])

    const delivered: LeadForDelivery[] = []
    let fail = true
    const outbox = new DeliveryOutbox<ServiceBooking>(
      {
        payload,
        db,
        port: {
          name: 'test',
          async deliver(lead) {
            if (fail) throw new Error('workshop mail server down')
            delivered.push(lead)
          },
        },
        maxAttempts: 5,
        fallbackRecipient: 'fallback@example.com',
        random: () => 0.5,
      },
      SERVICE_BOOKING_SOURCE,
    )
    expect(await outbox.runOnce(new Date())).toMatchObject({ retrying: 1, delivered: 0 })
    fail = false
    expect(await outbox.runOnce(new Date(Date.now() + 60_000))).toMatchObject({ delivered: 1 })
    expect(await outbox.runOnce(new Date(Date.now() + 120_000))).toMatchObject({ delivered: 0 })
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({
      formName: 'service-booking',
      formSubmissionId: id,
      recipient: { email: 'verkstad2@example.com', name: 'Verkstad 2' },
      customer: { name: 'Anna Svensson', email: 'anna@example.com', message: 'Det gnisslar' },
      values: expect.objectContaining({ registrationNumber: 'ABC123', timeSlot: '2026-12-01T10:00:00' }),
    })
    const after = await payload.findByID({ collection: 'service-bookings', id: booking.id, depth: 0 })
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 })
  })

  it('does not confirm a booking it could not store (502), and refuses over the rate limit (429)', async () => {
    const unstored = await book(request({ timeSlot: '2026-12-01T11:00:00' }), deps({ storeBooking: async () => Promise.reject(new Error('disk full')) }))
    expect(unstored.status).toBe(502)
    limitedAnswer = true
    expect((await book(request({ timeSlot: '2026-12-01T12:00:00' }))).status).toBe(429)
    limitedAnswer = false
  })

  it('holds bookings beyond the workshop’s daily soft limit for the workshop instead of taking the time (issue 35 item 4)', async () => {
    const slot = '2026-12-04T09:00:00'
    const bays = new WorkshopCalendar(workshops[1]!).bays
    demandAnswer = 'review'
    const answers = []
    // More requests than the slot has places: none of them takes one.
    for (let i = 0; i < bays + 1; i++) answers.push(await book(request({ timeSlot: slot })))
    demandAnswer = 'open'
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { id: string; held?: boolean }[]
    expect(answers.map((a) => a.status)).toEqual(Array(bays + 1).fill(200))
    for (const body of bodies) expect(body).toMatchObject({ id: expect.stringMatching(/^H[A-Z0-9]{10}$/), held: true })
    const stored = await payload.find({ collection: 'service-bookings', where: { bookingId: { in: bodies.map((b) => b.id) } }, depth: 1, overrideAccess: true })
    expect(stored.docs.map((d) => d.confirmation)).toEqual(Array(bays + 1).fill('held'))
    const taken = await db.query<{ n: number | string }>(
      "SELECT COUNT(*) AS n FROM workshop_bookings WHERE department_id = 'D2' AND day = '2026-12-04' AND slot_key = '09:00'",
    )
    expect(Number(taken[0]!.n)).toBe(0)
    const day = ((await (await get('timeslots/from/ABC123/D2/2026-12-04T00:00:00/')).json()) as { availableSlots: string[] }[])[0]!
    expect(day.availableSlots).toContain('09:00')
    // The workshop is told to confirm it with the customer, and records what it decided.
    expect(serviceBookingForDelivery(stored.docs[0]!, 'fallback@example.com').values).toMatchObject({
      confirmation: expect.stringMatching(/^HELD, NOT BOOKED/),
    })
    const settled = await payload.update({ collection: 'service-bookings', id: stored.docs[0]!.id, data: { confirmation: 'confirmed-by-workshop' }, depth: 0 })
    expect(settled.confirmation).toBe('confirmed-by-workshop')
    await expect(payload.update({ collection: 'service-bookings', id: stored.docs[1]!.id, data: { confirmation: 'online' }, depth: 0 })).rejects.toThrow(
      /confirmation/i,
    )
    const online = await payload.find({ collection: 'service-bookings', where: { confirmation: { equals: 'online' } }, limit: 1, depth: 0 })
    await expect(payload.update({ collection: 'service-bookings', id: online.docs[0]!.id, data: { confirmation: 'declined' }, depth: 0 })).rejects.toThrow(
      /confirmation/i,
    )
  })

  it('refuses beyond the workshop’s daily cap (429 WorkshopFull), and takes the count back when the booking fails', async () => {
    demandAnswer = 'closed'
    const refused = await book(request({ timeSlot: '2026-12-04T10:00:00' }))
    demandAnswer = 'open'
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ errors: { 'Error Result': ['WorkshopFull'] } })
    const slot = '2026-12-04T11:00:00'
    const bays = new WorkshopCalendar(workshops[1]!).bays
    for (let i = 0; i < bays; i++) expect((await book(request({ timeSlot: slot }))).status).toBe(200)
    releasedDemands = 0
    expect((await book(request({ timeSlot: slot }))).status).toBe(409)
    expect(releasedDemands).toBe(1)
  })

  it('counts each workshop’s online bookings per day in the database: 20 booked, then held, beyond 60 refused', async () => {
    const d = mechmateDeps(site.hostnames[0]!, '203.0.113.1')
    const verdicts: string[] = []
    for (let i = 0; i < 61; i++) verdicts.push((await d.workshopDemand('D7')).verdict)
    expect(verdicts.slice(0, 20)).toEqual(Array(20).fill('open'))
    expect(verdicts.slice(20, 60)).toEqual(Array(40).fill('review'))
    expect(verdicts[60]).toBe('closed')
    // Another workshop, and another process's view of the same one (a new deps object), agree.
    expect((await d.workshopDemand('D6')).verdict).toBe('open')
    expect((await mechmateDeps(site.hostnames[0]!, '198.51.100.1').workshopDemand('D7')).verdict).toBe('closed')
  })

  it('sells the last place of a slot once: 20 bookings at the same moment, exactly one 200, the rest TimeslotNotAvailable', async () => {
    const slot = '2026-12-02T09:00:00'
    const bays = new WorkshopCalendar(workshops[1]!).bays
    for (let i = 0; i < bays - 1; i++) expect((await book(request({ timeSlot: slot }))).status).toBe(200)

    const url = process.env.SHOWROOM_TEST_DATABASE_URL
    const pools = url ? [new pg.Pool({ connectionString: url, max: 10 }), new pg.Pool({ connectionString: url, max: 10 })] : []
    try {
      const databases = pools.length > 0 ? pools.map((pool) => sqlDatabaseOf({ db: { pool } } as never)) : [db, db]
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => book(request({ timeSlot: slot }), deps({ port: () => engineOn(databases[i % 2]!) }))),
      )
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(19)
      const refused = answers.find((a) => a.status === 409)!
      expect(await refused.json()).toEqual({ errors: { 'Error Result': ['TimeslotNotAvailable'] } })
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
    const rows = await db.query<{ n: number | string }>(
      "SELECT COUNT(*) AS n FROM workshop_bookings WHERE department_id = 'D2' AND day = '2026-12-02' AND slot_key = '09:00'",
    )
    expect(Number(rows[0]!.n)).toBe(bays)
    const day = ((await (await get('timeslots/from/ABC123/D2/2026-12-02T00:00:00/')).json()) as { availableSlots: string[] }[])[0]!
    expect(day.availableSlots).not.toContain('09:00')
  })

  it.skipIf(!process.env.SHOWROOM_TEST_DATABASE_URL)(
    'sells the last place once when two server processes on PostgreSQL race for it (10 bookings each)',
    async () => {
      const slot = '2026-12-03T09:00:00'
      const bays = new WorkshopCalendar(workshops[1]!).bays
      for (let i = 0; i < bays - 1; i++) expect((await book(request({ timeSlot: slot }))).status).toBe(200)
      // Two processes: each says 'ready' once connected; both get 'go' together.
      const racer = () => {
        const child = spawn(
          'npx',
          ['--no-install', 'tsx', 'tests/integration/fixtures/booking-racer.ts', '10', JSON.stringify(workshops), JSON.stringify(request({ timeSlot: slot }))],
          { env: { ...process.env, DATABASE_URL: process.env.SHOWROOM_TEST_DATABASE_URL }, stdio: ['pipe', 'pipe', 'pipe'] },
        )
        let out = ''
        let err = ''
        let onReady: () => void = () => {}
        const ready = new Promise<void>((resolve) => (onReady = resolve))
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          if (out.includes('ready')) onReady()
        })
        child.stderr.on('data', (d: Buffer) => (err += d.toString()))
        const done = new Promise<string[]>((resolve, reject) => {
          child.on('error', reject)
          child.on('close', (code) =>
            code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as string[]) : reject(new Error(`racer exited ${code}: ${err}`)),
          )
        })
        return { ready, done, go: () => child.stdin.end('go\n') }
      }
      const racers = [racer(), racer()]
      await Promise.all(racers.map((r) => r.ready))
      for (const r of racers) r.go()
      const outcomes = (await Promise.all(racers.map((r) => r.done))).flat()
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1)
      expect(outcomes.filter((o) => o === 'TimeslotNotAvailable')).toHaveLength(19)
      const rows = await db.query<{ n: number | string }>(
        "SELECT COUNT(*) AS n FROM workshop_bookings WHERE department_id = 'D2' AND day = '2026-12-03' AND slot_key = '09:00'",
      )
      expect(Number(rows[0]!.n)).toBe(bays)
    },
    60_000,
  )
})
