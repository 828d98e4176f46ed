import { createClient } from '@libsql/client'
import { beforeEach, describe, expect, it } from 'vitest'

import { sqlDatabaseOf, type SqlDatabase } from '@/lib/sql-database'

import { BuiltInWorkshopEngine } from './built-in-workshop-engine'
import { createWorkshopTables, TEST_CATALOGUE, testWorkshop } from './testing/engine-fixtures'
import { WorkshopCalendar } from './workshop-calendar'
import { BookingInputError, type BookingRequest, WorkshopBookingError, type WorkshopSource } from './workshop-booking-port'

// Friday 2026-11-27 10:00 in Stockholm: the first bookable day is Saturday the 28th (closed), so Monday 30th.
const NOW = new Date('2026-11-27T09:00:00Z')
const scope = { sitesIndex: 'sites-se' }

let db: SqlDatabase
let workshops: WorkshopSource[]
const engine = () =>
  new BuiltInWorkshopEngine({ database: async () => db, workshops: async () => workshops, catalogue: async () => TEST_CATALOGUE, clock: () => NOW })

beforeEach(async () => {
  db = sqlDatabaseOf({ db: { client: createClient({ url: ':memory:' }) } } as never)
  await createWorkshopTables(db)
  workshops = [1, 2, 3, 4, 5, 6, 7].map((n) => testWorkshop(n))
})

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  customer: { firstName: 'Anna', lastName: 'Svensson', phone: '070 123 45 67', email: 'anna@example.com' },
  freeText: null,
  departmentId: 'D2',
  timeSlot: '2026-12-01T09:00:00',
  isFullDay: false,
  registrationNumber: 'ABC123',
  mileage: 4500,
  serviceOfferingRequests: [{ kobraId: 'BASSVC', unitsSelected: null, userInput: null }],
  ...overrides,
})

const codeOf = (error: unknown) => (error instanceof WorkshopBookingError ? error.message : String(error))

describe('the built-in register (spec 03 §8 lookup errors)', () => {
  it('finds a supported car and refuses the spec’s cases with their codes', async () => {
    await expect(engine().lookupCar(scope, 'abc 123')).resolves.toMatchObject({
      registrationNumber: 'ABC123',
      brand: 'Volvo',
      model: 'XC60',
      isSupported: true,
    })
    await expect(engine().lookupCar(scope, 'AB1').catch(codeOf)).resolves.toBe('InvalidReg')
    await expect(engine().lookupCar(scope, 'NOT404').catch(codeOf)).resolves.toBe('VehicleNotFound')
    await expect(engine().lookupCar(scope, 'TES001').catch(codeOf)).resolves.toBe('BrandNotSupported,Tesla')
    await expect(engine().lookupCar(scope, 'MEK001')).resolves.toMatchObject({ isTestCar: true })
  })

  it('gives a service-agreement car its discount and marks an original service the model cannot have', async () => {
    const agreement = await engine().services(scope, 'VOL42A')
    const base = agreement.serviceOfferingCategories[0]!.offerings.find((o) => o.code === 'BASSVC')!
    expect(base.priceDiscount).toBe(Math.round(base.price * 0.2))
    const clio = await engine().services(scope, 'REN789')
    expect(clio.serviceOfferingCategories[0]!.offerings.find((o) => o.kind === 'original')!.isAvailable).toBe(false)
    const plain = await engine().services(scope, 'ABC123')
    expect(plain.serviceOfferingCategories[0]!.offerings.find((o) => o.code === 'BASSVC')!.priceDiscount).toBeNull()
  })

  it('reads the site’s own register and catalogue: a brand no catalogue lists is not supported, an edited price and name show', async () => {
    const kiaOnly = {
      vehicles: [
        { registrationNumber: 'KIA321', brand: 'Kia', model: 'Ceed', buildYear: 2020, hasServiceAgreement: true },
        { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2021, hasServiceAgreement: false },
      ],
      catalogues: [
        {
          name: 'Kia',
          brands: ['kia'],
          agreementDiscountPercent: 50,
          services: [
            {
              name: 'Service',
              icon: 'wrench',
              agreementDiscount: true,
              offerings: [
                {
                  name: '{brand} Originalservice',
                  code: 'KIASVC',
                  price: 3000,
                  isAvailable: true,
                  priceKnown: true,
                  allowUserInput: false,
                  kind: 'original' as const,
                },
              ],
            },
          ],
          addons: [],
        },
      ],
    }
    const seen: unknown[] = []
    const own = new BuiltInWorkshopEngine({
      database: async () => db,
      workshops: async () => workshops,
      catalogue: async (s) => (seen.push(s), kiaOnly),
      clock: () => NOW,
    })
    const siteScope = { sitesIndex: 'sites-se', siteId: 7 }
    await expect(own.lookupCar(siteScope, 'ABC123').catch(codeOf)).resolves.toBe('BrandNotSupported,Volvo')
    await expect(own.lookupCar(siteScope, 'VOL42A').catch(codeOf)).resolves.toBe('VehicleNotFound')
    const services = await own.services(siteScope, 'KIA321')
    expect(services.serviceOfferingCategories[0]!.offerings[0]).toMatchObject({ name: 'Kia Originalservice', code: 'KIASVC', price: 3000, priceDiscount: 1500 })
    await expect(own.addons(siteScope, 'KIA321')).resolves.toEqual({ serviceOfferingCategories: [] })
    expect(seen).toContainEqual(siteScope)
    // A code the site's catalogue does not offer is refused when booking.
    await expect(own.book(siteScope, request({ registrationNumber: 'KIA321' }))).rejects.toBeInstanceOf(BookingInputError)
  })

  it('says whether the site has a workshop authorised for a brand (hyphens for spaces)', async () => {
    await expect(engine().authorizedWorkshop(scope, 'Volvo')).resolves.toEqual({ hasBrand: true })
    await expect(engine().authorizedWorkshop(scope, 'Kia')).resolves.toEqual({ hasBrand: false })
    workshops.push(testWorkshop(9, { brands: ['Land Rover'] }))
    await expect(engine().authorizedWorkshop(scope, 'Land-Rover')).resolves.toEqual({ hasBrand: true })
  })
})

describe('timeslots (capacity minus bookings)', () => {
  it('gives four weeks from the date: hourly slots on open days, none before tomorrow, at weekends, on deviation or vacation days', async () => {
    workshops[1] = testWorkshop(2, {
      deviationDays: [
        { day: '2026-12-02', displayText: '10:00–13:00' },
        { day: '2026-12-03', displayText: 'Stängt' },
      ],
      vacationDays: ['2026-12-04'],
    })
    const days = await engine().timeslots(scope, 'ABC123', 'D2', '2026-11-23', [])
    expect(days).toHaveLength(28)
    expect(days[0]!.date).toBe('2026-11-23')
    const byDate = new Map(days.map((d) => [d.date, d]))
    expect(byDate.get('2026-11-27')!.availableSlots).toEqual([]) // today
    expect(byDate.get('2026-11-29')!.availableSlots).toEqual([]) // Sunday
    expect(byDate.get('2026-11-30')!.availableSlots).toEqual(['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
    expect(byDate.get('2026-11-30')!.allDaySlotAvailable).toBe(true)
    expect(byDate.get('2026-12-02')!.availableSlots).toEqual(['10:00', '11:00', '12:00'])
    expect(byDate.get('2026-12-03')!.availableSlots).toEqual([])
    expect(byDate.get('2026-12-04')!).toEqual({ date: '2026-12-04', availableSlots: [], allDaySlotAvailable: false })
  })

  it('takes a slot off once its bays are booked, and the full day once its full-day jobs are', async () => {
    const bays = new WorkshopCalendar(workshops[1]!).bays
    for (let i = 0; i < bays; i++) await engine().book(scope, request())
    const day = (await engine().timeslots(scope, 'ABC123', 'D2', '2026-12-01', []))[0]!
    expect(day.availableSlots).not.toContain('09:00')
    expect(day.availableSlots).toContain('10:00')
    for (let i = 0; i < bays; i++) await engine().book(scope, request({ isFullDay: true, timeSlot: '2026-12-01T08:00:00' }))
    expect((await engine().timeslots(scope, 'ABC123', 'D2', '2026-12-01', []))[0]!.allDaySlotAvailable).toBe(false)
  })
})

describe('closestAvailable', () => {
  it('streams the nearest workshops first with their first free time, and a cursor continues after the last one', async () => {
    const sites = []
    for await (const site of engine().closestAvailable(scope, { regNo: 'ABC123', serviceOfferings: ['BASSVC'], latitude: 57.7, longitude: 11.97, limit: 5 }))
      sites.push(site)
    expect(sites.map((s) => s.departmentId)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5'])
    expect(sites[0]!.firstTimeSlot).toBe('2026-11-30T07:00:00')
    const more = []
    for await (const site of engine().closestAvailable(scope, {
      regNo: 'ABC123',
      serviceOfferings: ['BASSVC'],
      latitude: 57.7,
      longitude: 11.97,
      limit: 4,
      cursor: 'D5',
    }))
      more.push(site.departmentId)
    expect(more).toEqual(['D6', 'D7'])
  })
})

describe('booking', () => {
  it('sells the last place of a slot once: of 20 bookings at the same moment exactly one succeeds', async () => {
    const bays = new WorkshopCalendar(workshops[1]!).bays
    for (let i = 0; i < bays - 1; i++) await engine().book(scope, request())
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => engine().book(scope, request())))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : []))).toEqual(Array(19).fill('TimeslotNotAvailable'))
    const rows = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM workshop_bookings WHERE department_id = 'D2'")
    expect(Number(rows[0]!.n)).toBe(bays)
  })

  it('refuses a time the workshop does not have, a past day, an unknown workshop or offering', async () => {
    await expect(
      engine()
        .book(scope, request({ timeSlot: '2026-12-01T09:30:00' }))
        .catch(codeOf),
    ).resolves.toBe('TimeslotNotAvailable')
    await expect(
      engine()
        .book(scope, request({ timeSlot: '2026-11-27T09:00:00' }))
        .catch(codeOf),
    ).resolves.toBe('TimeslotNotAvailable')
    await expect(
      engine()
        .book(scope, request({ timeSlot: '2026-12-05T09:00:00' }))
        .catch(codeOf),
    ).resolves.toBe('TimeslotNotAvailable')
    await expect(engine().book(scope, request({ departmentId: 'D99' }))).rejects.toBeInstanceOf(BookingInputError)
    await expect(
      engine().book(scope, request({ serviceOfferingRequests: [{ kobraId: 'NOPE', unitsSelected: null, userInput: null }] })),
    ).rejects.toBeInstanceOf(BookingInputError)
    const ok = await engine().book(scope, request())
    expect(ok).toMatchObject({ registrationNumber: 'ABC123', kobraProductIds: ['BASSVC'] })
    expect(ok.id).toMatch(/^WB[0-9A-F]{10}$/)
  })

  it('prices per workshop, unknown prices as null, the agreement discount beside the price', async () => {
    const { offers } = await engine().prices(scope, 'VOL42A', 3000, 'D2', ['BASSVC', 'BROMS', 'ORIGSVC'])
    expect(offers.find((o) => o.code === 'BROMS')).toEqual({ code: 'BROMS', price: null })
    const base = offers.find((o) => o.code === 'BASSVC')!
    expect(base.price).toBeGreaterThan(2700)
    expect(base.price).toBeLessThan(3300)
    expect(base.priceDiscount).toBe(Math.round(base.price! * 0.2))
  })
})
