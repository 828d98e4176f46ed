import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary'
import { TIRE_HOTEL_AUTH_DEFAULTS, TireHotelAuth } from '@/features/tire-hotel/tire-hotel-auth'
import { handleTireHotel, type TireHotelHttpDeps, type TireHotelSite } from '@/features/tire-hotel/tire-hotel-http'
import { tireHotelHttpDeps } from '@/features/tire-hotel/tire-hotel-service'
import { outboxMessages } from '@/integrations/mail/mail-test-helpers'
import type { SmsMessage } from '@/integrations/sms/sms-port'
import { BuiltInTireHotel, saveTireHotelData } from '@/integrations/tire-hotel/built-in-tire-hotel'
import { bookableRange, dayIn, weekdayOf, addDays, daysBetween } from '@/integrations/tire-hotel/tire-hotel-dates'
import { getConfig } from '@/lib/config'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { swedishHolidays } from '@/lib/holidays'
import { DEMO_TIRE_AGREEMENTS, DEMO_TIRE_WORKSHOPS } from '@/demo/seed/demo-tire-hotel'

import { createSite, createTestPayload } from './test-payload'

/**
 * The /api/tirehotel/* calls (spec 03 §7, issue 20) on a real database with the built-in engine
 * and the demo agreements: the spec's texts, 400s naming fields, the session checked on every
 * call, bookings stored per site and delivered through the leads' outbox, editors of another site
 * unable to read them.
 */
let payload: Payload
let site: { id: number; key: string; name: string }
let otherSite: { id: number }
let deps: TireHotelHttpDeps
const sent: SmsMessage[] = []
let address = 0

type Answer = { status: number; body: Record<string, unknown> }
async function call(method: string, route: string, options: { token?: string; body?: unknown; from?: string; site?: TireHotelSite } = {}): Promise<Answer> {
  const url = new URL(`http://nordbil.localhost/api/tirehotel/${route}`)
  const result = await handleTireHotel(
    {
      method,
      path: url.pathname.split('/').slice(3),
      query: url.searchParams,
      host: 'nordbil.localhost',
      clientAddress: options.from ?? `192.0.2.${++address % 250}`,
      authorization: options.token ? `Bearer ${options.token}` : null,
      readBody: async () => (options.body === undefined ? '' : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)),
    },
    options.site ? { ...deps, resolveSite: async () => options.site } : deps,
  )
  return result as Answer
}

async function login(plate: string): Promise<string> {
  // Each test logs in afresh: forget earlier codes and counts (3 codes per plate per 15 minutes).
  await sqlDatabaseOf(payload).query('DELETE FROM tire_hotel_codes')
  await sqlDatabaseOf(payload).query('DELETE FROM lead_rate_limits')
  const search = await call('GET', `authorization/search?regNo=${plate}`)
  const handle = encodeURIComponent(String(search.body.encryptedPhoneNumber))
  const before = sent.length
  const sentCode = await call('POST', `authorization/login?encryptedPhoneNumber=${handle}`)
  const code = /(\d{4})/.exec(sent[before]!.text)![1]
  const validated = await call('POST', `authorization/validate?authToken=${encodeURIComponent(String(sentCode.body.authorizationToken))}&otpToken=${code}`)
  return String(validated.body.sessionToken)
}

beforeAll(async () => {
  payload = await createTestPayload()
  site = (await createSite(payload, { name: 'Nordbil Test', key: 'nordbil-test', hostnames: ['nordbil-test.example'] })) as never
  otherSite = (await createSite(payload)) as never
  const db = sqlDatabaseOf(payload)
  await saveTireHotelData(db, { agreements: DEMO_TIRE_AGREEMENTS, workshops: DEMO_TIRE_WORKSHOPS })
  const real = await tireHotelHttpDeps()
  const sv = resolveDictionary([], 'sv', 'sv')
  deps = {
    ...real,
    auth: new TireHotelAuth(
      db,
      { send: async (m) => void sent.push(m) },
      {
        ...TIRE_HOTEL_AUTH_DEFAULTS,
        secret: getConfig().payloadSecret,
        searchesPerAddress: { limit: 30, windowMs: 900_000 },
        sendsPerAddress: { limit: 10, windowMs: 900_000 },
      },
    ),
    hotel: new BuiltInTireHotel(async () => db),
    resolveSite: async () => ({
      id: site.id,
      key: site.key,
      name: site.name,
      defaultLocale: 'sv',
      country: 'SE',
      tireHotelWorkshops: ['NB-GBG-01', 'NB-MLN-02'],
    }),
    text: async (_site, key, vars) => sv.t(key, vars),
  }
})
afterAll(async () => {
  await payload?.destroy()
})

describe('/api/tirehotel/authorization', () => {
  it('search: 400 naming regNo, the spec’s 404 text, and the customer without the phone number', async () => {
    expect(await call('GET', 'authorization/search?regNo=%3Cx%3E')).toMatchObject({ status: 400, body: { fields: [{ field: 'regNo' }] } })
    expect(await call('GET', 'authorization/search?regNo=XYZ999')).toMatchObject({
      status: 404,
      body: { message: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.' },
    })
    const found = await call('GET', 'authorization/search?regNo=abc%20123')
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ regNo: 'ABC123', obfuscatedPhoneNumber: '+4670 ***** 67' })
    expect(JSON.stringify(found.body)).not.toContain('701234567')
  })

  it('validate: 400 naming fields; a wrong code gets the server’s message', async () => {
    expect(await call('POST', 'authorization/validate?otpToken=12')).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'authToken' }, { field: 'otpToken' }] },
    })
    const search = await call('GET', 'authorization/search?regNo=GOD456')
    const sentCode = await call('POST', `authorization/login?encryptedPhoneNumber=${encodeURIComponent(String(search.body.encryptedPhoneNumber))}`)
    const code = /(\d{4})/.exec(sent.at(-1)!.text)![1]!
    const wrong = code === '0000' ? '0001' : '0000'
    const answer = await call('POST', `authorization/validate?authToken=${encodeURIComponent(String(sentCode.body.authorizationToken))}&otpToken=${wrong}`)
    expect(answer).toMatchObject({ status: 401, body: { message: 'Koden stämmer inte. Försök igen.' } })
  })

  it('validate returns the vehicle with its tyres and workshop', async () => {
    const search = await call('GET', 'authorization/search?regNo=ABC123')
    const sentCode = await call('POST', `authorization/login?encryptedPhoneNumber=${encodeURIComponent(String(search.body.encryptedPhoneNumber))}`)
    expect(sent.at(-1)!.text).toMatch(/^Din kod till däckhotellet är \d{4}\./)
    const code = /(\d{4})/.exec(sent.at(-1)!.text)![1]
    const validated = await call('POST', `authorization/validate?authToken=${encodeURIComponent(String(sentCode.body.authorizationToken))}&otpToken=${code}`)
    expect(validated.status).toBe(200)
    expect(validated.body).toMatchObject({ status: 0, vehicles: [{ regNo: 'ABC123', location: { erpId: 'NB-GBG-01' } }] })
  })
})

describe('/api/tirehotel/booking and review need the session, for its own plate', () => {
  const { first, last } = bookableRange(dayIn(new Date()))
  // The demo workshops close on Swedish public holidays: the tests below book on open days.
  const year = Number(first.slice(0, 4))
  const closed = new Set([...swedishHolidays(year), ...swedishHolidays(year + 1)].map((h) => h.date))
  const nextDays = [...Array(21).keys()].map((i) => addDays(first, i)).filter((d) => !closed.has(d))

  it('refuse a call without a session, another plate and another workshop', async () => {
    const token = await login('ABC123')
    const range = { startDate: first, endDate: last, regNo: 'ABC123' }
    expect(await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-GBG-01', { body: range })).toMatchObject({ status: 401 })
    expect(await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-GBG-01', { token, body: { ...range, regNo: 'GOD456' } })).toMatchObject({
      status: 403,
    })
    expect(await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-MLN-02', { token, body: range })).toMatchObject({ status: 403 })
    expect(await call('POST', 'review/addReview', { body: { rating: 5, comment: '', date: new Date().toISOString() } })).toMatchObject({ status: 401 })
    expect(await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-GBG-01', { token, body: '{oops' })).toMatchObject({
      status: 400,
      body: { fields: [{ field: '(body)' }] },
    })
    expect(await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-GBG-01', { token, body: { startDate: 'x' } })).toMatchObject({ status: 400 })
  })

  it('dates are from today + 3 days to + 3 months; the full workshop has none', async () => {
    const token = await login('ABC123')
    const dates = await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-GBG-01', {
      token,
      body: { startDate: addDays(first, -10), endDate: addDays(last, 10), regNo: 'ABC123' },
    })
    const days = (dates.body.availableDates as { date: string }[]).map((d) => d.date)
    expect(days.length).toBeGreaterThan(40)
    expect(days[0]! >= first && days.at(-1)! <= last).toBe(true)
    expect(days.some((d) => weekdayOf(d) === 6)).toBe(false) // closed on Sundays
    const full = await login('FUL789')
    const none = await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-MLN-02', {
      token: full,
      body: { startDate: first, endDate: last, regNo: 'FUL789' },
    })
    expect(none).toMatchObject({ status: 200, body: { availableDates: [] } })
  })

  it('a workshop’s closed days have no dates and no times: the demo workshops close on Swedish public holidays (Christmas, New Year, Epiphany)', async () => {
    // The engine as it is on 1 December: the bookable range then holds Christmas and New Year.
    const december = new BuiltInTireHotel(
      async () => sqlDatabaseOf(payload),
      () => new Date(Date.UTC(year, 11, 1, 12)),
    )
    const range = bookableRange(`${year}-12-01`)
    const days = await december.availableDates('NB-GBG-01', { startDate: range.first, endDate: range.last, regNo: 'ABC123' })
    const holidays = [...swedishHolidays(year), ...swedishHolidays(year + 1)].filter((h) => h.date >= range.first && h.date <= range.last)
    expect(holidays.map((h) => h.name)).toEqual(
      expect.arrayContaining(['Julafton', 'Juldagen', 'Annandag jul', 'Nyårsafton', 'Nyårsdagen', 'Trettondedag jul']),
    )
    for (const holiday of holidays) expect(days, `${holiday.name} ${holiday.date}`).not.toContain(holiday.date)
    // Every other day it is open (Monday to Saturday) is offered, so the holidays are not missing for another reason.
    const closedDays = new Set(holidays.map((h) => h.date))
    expect(days).toEqual(daysBetween(range.first, range.last).filter((d) => weekdayOf(d) !== 6 && !closedDays.has(d)))
    expect(await december.timeslots('NB-GBG-01', { date: `${year}-12-24`, regNo: 'ABC123' })).toEqual([])
    expect((await december.timeslots('NB-GBG-01', { date: `${year}-12-23`, regNo: 'ABC123' })).length).toBeGreaterThan(0)
  })

  it('books a time, stores it for the site, delivers it through the outbox; a full slot is the spec’s text', async () => {
    const token = await login('ABC123')
    const weekday = nextDays.find((d) => weekdayOf(d) < 5)!
    const times = await call('POST', 'booking/GetTimeslots?workshopIdentifier=NB-GBG-01', {
      token,
      body: { startDate: weekday, endDate: weekday, regNo: 'ABC123' },
    })
    const startTime = (times.body.availableTimeSlotDates as { startTime: string[] }[])[0]!.startTime
    expect(startTime[0]).toBe('07:00')
    const at = `${weekday}T${startTime[0]}:00.00`
    const booking = {
      bookingDate: at,
      bookingStart: at,
      regNo: 'ABC123',
      freeText: 'Kolla luften också',
      customer: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phoneMobile: '+46701234567' },
    }
    expect(
      await call('POST', 'booking/create?departmentIdentifier=NB-GBG-01', { token, body: { ...booking, customer: { ...booking.customer, email: 'nope' } } }),
    ).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'customer.email' }] },
    })
    const confirmed = await call('POST', 'booking/create?departmentIdentifier=NB-GBG-01', { token, body: booking })
    expect(confirmed).toMatchObject({ status: 200, body: { isFullDay: false, workshop: { name: 'Nordbil Göteborg' }, customerBase: { firstName: 'Anna' } } })
    await call('POST', 'booking/create?departmentIdentifier=NB-GBG-01', { token, body: booking }) // the slot's second place
    expect(await call('POST', 'booking/create?departmentIdentifier=NB-GBG-01', { token, body: booking })).toMatchObject({
      status: 409,
      body: { message: 'Tiden är inte tillgänglig, vänligen välj en annan tid' },
    })
    const stored = await payload.find({
      collection: 'tire-hotel-bookings',
      where: { bookingConfirmationId: { equals: confirmed.body.bookingConfirmationId } },
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.docs[0]).toMatchObject({ site: site.id, regNo: 'ABC123', customerEmail: 'anna@example.se' })

    // Delivered by the leads' outbox (e-mail to the workshop as an .eml file without SMTP).
    const id = stored.docs[0]!.id
    let status = ''
    for (let i = 0; i < 50 && status !== 'delivered'; i++) {
      await new Promise((r) => setTimeout(r, 200))
      status = (await payload.findByID({ collection: 'tire-hotel-bookings', id, overrideAccess: true, depth: 0 })).status
    }
    expect(status).toBe('delivered')
    // The slot's second booking may still be on its way: only finished messages are read.
    const mails = await outboxMessages(path.join(getConfig().dataDir, 'outbox'))
    expect(mails.some((m) => m.includes('ABC123') && m.includes('dack.goteborg@nordbil.example'))).toBe(true)
  })

  it('a day without times is booked without a time (Saturday drop-off)', async () => {
    const token = await login('ABC123')
    const saturday = nextDays.find((d) => weekdayOf(d) === 5)!
    const times = await call('POST', 'booking/GetTimeslots?workshopIdentifier=NB-GBG-01', {
      token,
      body: { startDate: saturday, endDate: saturday, regNo: 'ABC123' },
    })
    expect(times.body).toMatchObject({ availableTimeSlotDates: [{ startTime: [] }] })
    const booking = {
      bookingDate: `${saturday}T00:00:00.00`,
      bookingStart: null,
      regNo: 'ABC123',
      customer: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phoneMobile: '0701234567' },
    }
    expect(await call('POST', 'booking/create?departmentIdentifier=NB-GBG-01', { token, body: booking })).toMatchObject({
      status: 200,
      body: { isFullDay: true },
    })
  })

  it('a review is stored with the session; logout revokes the session on the server', async () => {
    const token = await login('ABC123')
    expect(await call('POST', 'review/addReview', { token, body: { rating: 9, date: 'x' } })).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'rating' }, { field: 'date' }] },
    })
    expect(await call('POST', 'review/addReview', { token, body: { rating: 4, comment: 'Smidigt', date: new Date().toISOString() } })).toMatchObject({
      status: 200,
    })
    const rows = await sqlDatabaseOf(payload).query<{ rating: number | string; reg_no: string }>('SELECT rating, reg_no FROM tire_hotel_reviews')
    expect(rows.map((r) => [Number(r.rating), r.reg_no])).toEqual([[4, 'ABC123']])
    await call('POST', 'authorization/logout', { token })
    expect(await call('POST', 'review/addReview', { token, body: { rating: 4, date: new Date().toISOString() } })).toMatchObject({ status: 401 })
  })

  it('an editor of another site cannot read the site’s bookings', async () => {
    const password = 'editor-password-1'
    const make = async (email: string, siteId: number) => {
      const doc = await payload.create({ collection: 'users', data: { email, password, role: 'editor', sites: [{ site: siteId }] } as never })
      return { ...(await payload.findByID({ collection: 'users', id: doc.id, depth: 0 })), collection: 'users' as const }
    }
    const own = await make('tyres.own@example.test', site.id)
    const other = await make('tyres.other@example.test', otherSite.id)
    const asOwn = await payload.find({ collection: 'tire-hotel-bookings', overrideAccess: false, user: own, depth: 0 })
    const asOther = await payload.find({ collection: 'tire-hotel-bookings', overrideAccess: false, user: other, depth: 0 })
    expect(asOwn.docs.length).toBeGreaterThan(0)
    expect(asOther.docs).toHaveLength(0)
    const id = asOwn.docs[0]!.id
    await expect(payload.findByID({ collection: 'tire-hotel-bookings', id, overrideAccess: false, user: other, depth: 0 })).rejects.toThrow()
  })

  it('a site without tyre-hotel workshops has no tyre hotel: every call is 404 (issue 35 item 8)', async () => {
    const without: TireHotelSite = { id: otherSite.id, key: 'other', name: 'Other', defaultLocale: 'sv', country: 'SE', tireHotelWorkshops: [] }
    for (const [method, route] of [
      ['GET', 'authorization/search?regNo=ABC123'],
      ['POST', 'authorization/login?encryptedPhoneNumber=x'],
      ['POST', 'booking/create?departmentIdentifier=NB-GBG-01'],
    ] as const)
      expect(await call(method, route, { site: without })).toMatchObject({ status: 404, body: { message: 'This site has no tyre hotel' } })
  })

  it('an agreement is served only on the site that lists its workshop (issue 35 item 8)', async () => {
    // Another site with a tyre hotel of its own, at the Mölndal workshop only.
    const elsewhere: TireHotelSite = { id: otherSite.id, key: 'other', name: 'Other', defaultLocale: 'sv', country: 'SE', tireHotelWorkshops: ['NB-MLN-02'] }
    expect(await call('GET', 'authorization/search?regNo=ABC123', { site: elsewhere })).toMatchObject({
      status: 404,
      body: { message: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.' },
    })
    expect(await call('GET', 'authorization/search?regNo=FUL789', { site: elsewhere })).toMatchObject({ status: 200, body: { regNo: 'FUL789' } })
    // A session opened on the owning site books nothing through the other one.
    const token = await login('ABC123')
    const range = { startDate: first, endDate: last, regNo: 'ABC123' }
    expect(await call('POST', 'booking/GetTimeslotDays?workshopIdentifier=NB-GBG-01', { token, body: range, site: elsewhere })).toMatchObject({ status: 403 })
    const before = await payload.count({ collection: 'tire-hotel-bookings', where: { site: { equals: otherSite.id } }, overrideAccess: true })
    const at = `${first}T08:00:00.00`
    const booking = {
      bookingDate: at,
      bookingStart: at,
      regNo: 'ABC123',
      freeText: '',
      customer: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phoneMobile: '+46701234567' },
    }
    expect((await call('POST', 'booking/create?departmentIdentifier=NB-GBG-01', { token, body: booking, site: elsewhere })).status).toBe(403)
    expect(await payload.count({ collection: 'tire-hotel-bookings', where: { site: { equals: otherSite.id } }, overrideAccess: true })).toEqual(before)
  })

  it('unknown calls and wrong methods are 404 and 405, never 500', async () => {
    expect((await call('GET', 'booking/nothing')).status).toBe(404)
    expect((await call('GET', 'booking/create?departmentIdentifier=x')).status).toBe(405)
  })
})
