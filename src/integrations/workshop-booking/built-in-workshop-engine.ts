import { randomUUID } from 'node:crypto'

import type { SqlDatabase } from '@/lib/sql-database'

import { addonsForCar, catalogueForBrand, servicesForCar } from './built-in-catalogue'
import { addDays, dayNumber, distanceKm, FULL_DAY_TIME, hashOf, localToday, WorkshopCalendar } from './workshop-calendar'
import {
  type BookingCatalogue,
  BookingInputError,
  type BookingRequest,
  type BookingResponse,
  type BookingScope,
  type Car,
  type CarLookup,
  type ClosestAvailableQuery,
  normalizeRegistration,
  type OfferingCategory,
  type OfferingsResponse,
  type PricesResponse,
  REGISTRATION_PATTERN,
  type TimeslotDay,
  WorkshopBookingError,
  type WorkshopBookingPort,
  type WorkshopCatalogue,
  type WorkshopSite,
  type WorkshopSource,
} from './workshop-booking-port'

/** Days one timeslot answer covers: spec 03 §9 "calendar shows 4 week tabs, weeks of 7 days". */
export const TIMESLOT_DAYS = 28
/** How far ahead a workshop's first free time is looked for. */
export const FIRST_SLOT_HORIZON_DAYS = 120
const FULL_DAY_KEY = 'full'

export type BuiltInWorkshopEngineOptions = {
  database: () => Promise<SqlDatabase>
  /** The workshops of a site: its dealers with a Workshop department (handed over by the feature). */
  workshops: (scope: BookingScope) => Promise<WorkshopSource[]>
  /** The site's vehicle register and service catalogues (handed over by the feature: the CMS's collections). */
  catalogue: (scope: BookingScope) => Promise<BookingCatalogue>
  clock?: () => Date
  timeZone?: string
  /**
   * 0..1: the share of near slots already sold to customers who booked by phone (the demo's
   * "realistic, varying free times"); thins out over three weeks. 0 (the default) in tests.
   */
  simulatedOccupancy?: number
}

type SlotCount = { department_id: string; day: string; slot_key: string; booked: number | string }

/**
 * The built-in workshop booking system (issue 19): the site's vehicle register and catalogues (CMS
 * collections, handed over), workshops from the stock's dealers, timeslots = capacity − bookings, and bookings that never oversell a slot.
 *
 * Capacity: a department's slots are the whole hours of its opening hours that day (deviation days
 * change them, vacation and closed days have none); each slot and each day's full-day jobs take as
 * many cars as the department has bays (1–3, from its id). Bookings are counted per department, day
 * and slot in `workshop_slot_counts`; a booking is one conditional increment
 * (`UPDATE … SET booked = booked + 1 WHERE … AND booked < capacity RETURNING`), which is atomic on
 * SQLite and, on PostgreSQL, row-locked with the condition re-checked after the lock, so of two
 * processes racing for the last place exactly one gets it. On PostgreSQL the increment and the
 * booking row are one transaction; on SQLite (one writer, no concurrent transactions on the shared
 * connection) the row follows the increment and a failed row gives the place back.
 */
export class BuiltInWorkshopEngine implements WorkshopBookingPort {
  readonly name = 'built-in'
  private readonly calendars = new Map<string, WorkshopCalendar>()

  constructor(private readonly options: BuiltInWorkshopEngineOptions) {}

  // ---- car and catalogue --------------------------------------------------------------------

  async lookupCar(scope: BookingScope, registrationNumber: string): Promise<CarLookup> {
    const { car } = await this.carAndCatalogue(scope, registrationNumber)
    return { ...car, isSupported: true }
  }

  async services(scope: BookingScope, registrationNumber: string): Promise<OfferingsResponse> {
    const { car, catalogue } = await this.carAndCatalogue(scope, registrationNumber)
    return { serviceOfferingCategories: servicesForCar(catalogue, car) }
  }

  async addons(scope: BookingScope, registrationNumber: string): Promise<OfferingsResponse> {
    const { car, catalogue } = await this.carAndCatalogue(scope, registrationNumber)
    return { serviceOfferingCategories: addonsForCar(catalogue, car) }
  }

  /** Everything the car is offered: its services and add-ons. */
  private offeringsOf(catalogue: WorkshopCatalogue, car: Car): OfferingCategory[] {
    return [...servicesForCar(catalogue, car), ...addonsForCar(catalogue, car)]
  }

  async prices(scope: BookingScope, registrationNumber: string, mileage: number, departmentId: string, codes: string[]): Promise<PricesResponse> {
    const { car, catalogue } = await this.carAndCatalogue(scope, registrationNumber)
    const workshop = await this.workshop(scope, departmentId)
    const offerings = new Map(
      this.offeringsOf(catalogue, car)
        .flatMap((c) => c.offerings)
        .map((o) => [o.code, o]),
    )
    // A workshop's price is the median ± up to 8 %, the original service a little more per 1,500 mil.
    const factor = 0.92 + (hashOf(workshop.departmentId) % 17) / 100
    return {
      offers: codes.flatMap((code): PricesResponse['offers'] => {
        const offering = offerings.get(code)
        if (!offering) return []
        if (!offering.priceKnown) return [{ code, price: null }]
        const mileageSteps = offering.requiresMileage ? Math.floor(Math.max(0, mileage) / 1500) : 0
        const price = Math.round((offering.price * factor + mileageSteps * 250) / 10) * 10
        const discount = offering.priceDiscount ? Math.round((price * catalogue.agreementDiscountPercent) / 100) : null
        return [{ code, price, priceDiscount: discount }]
      }),
    }
  }

  async authorizedWorkshop(scope: BookingScope, brand: string): Promise<{ hasBrand: boolean }> {
    const wanted = brand.replace(/-/g, ' ').toLowerCase()
    const workshops = await this.options.workshops(scope)
    return { hasBrand: workshops.some((w) => w.brands.some((b) => b.toLowerCase() === wanted)) }
  }

  /** The car in the site's register and the catalogue of its brand: InvalidReg, VehicleNotFound, BrandNotSupported otherwise (spec 03 §8). */
  private async carAndCatalogue(scope: BookingScope, registrationNumber: string): Promise<{ car: Car; catalogue: WorkshopCatalogue }> {
    const plate = normalizeRegistration(registrationNumber)
    if (!REGISTRATION_PATTERN.test(plate)) throw new WorkshopBookingError('InvalidReg')
    const register = await this.options.catalogue(scope)
    const car = register.vehicles.find((v) => normalizeRegistration(v.registrationNumber) === plate)
    if (!car) throw new WorkshopBookingError('VehicleNotFound')
    const catalogue = catalogueForBrand(register, car.brand)
    if (!catalogue) throw new WorkshopBookingError('BrandNotSupported', car.brand)
    return { car: { ...car, registrationNumber: plate }, catalogue }
  }

  // ---- workshops and time --------------------------------------------------------------------

  async *closestAvailable(scope: BookingScope, query: ClosestAvailableQuery): AsyncIterable<WorkshopSite> {
    await this.carAndCatalogue(scope, query.regNo)
    const from = { lat: query.latitude, lng: query.longitude }
    const ordered = (await this.options.workshops(scope))
      .map((workshop) => ({ workshop, km: distanceKm(from, { lat: workshop.latitude, lng: workshop.longitude }) }))
      .sort((a, b) => a.km - b.km || a.workshop.departmentId.localeCompare(b.workshop.departmentId))
    let start = 0
    if (query.cursor) {
      const at = ordered.findIndex((o) => o.workshop.departmentId === query.cursor)
      start = at === -1 ? ordered.length : at + 1
    }
    for (const { workshop, km } of ordered.slice(start, start + query.limit)) {
      yield {
        departmentId: workshop.departmentId,
        siteId: workshop.siteId,
        siteName: workshop.siteName,
        address: workshop.address,
        latitude: workshop.latitude,
        longitude: workshop.longitude,
        brands: workshop.brands,
        firstTimeSlot: await this.firstTimeSlot(workshop),
        distanceKm: Math.round(km * 10) / 10,
        email: workshop.email ?? null,
        phone: workshop.phone ?? null,
      }
    }
  }

  async timeslots(scope: BookingScope, registrationNumber: string, departmentId: string, fromDate: string, _codes: string[] = []): Promise<TimeslotDay[]> {
    await this.carAndCatalogue(scope, registrationNumber)
    const workshop = await this.workshop(scope, departmentId)
    return this.days(workshop, fromDate, TIMESLOT_DAYS)
  }

  /** The first bookable day: tomorrow in the workshops' time zone. */
  private earliestDay(): string {
    return addDays(localToday(this.options.clock?.() ?? new Date(), this.options.timeZone), 1)
  }

  private calendar(workshop: WorkshopSource): WorkshopCalendar {
    let calendar = this.calendars.get(workshop.departmentId)
    if (!calendar || calendar.workshop !== workshop) {
      calendar = new WorkshopCalendar(workshop)
      this.calendars.set(workshop.departmentId, calendar)
    }
    return calendar
  }

  private async workshop(scope: BookingScope, departmentId: string): Promise<WorkshopSource> {
    const workshop = (await this.options.workshops(scope)).find((w) => w.departmentId === departmentId)
    if (!workshop) throw new BookingInputError('departmentId', `departmentId ${departmentId} names no workshop`)
    return workshop
  }

  /** Places the demo's phone bookings have taken in a slot (0 without simulated occupancy). */
  private simulatedTaken(departmentId: string, day: string, slotKey: string, capacity: number, daysAhead: number): number {
    const occupancy = this.options.simulatedOccupancy ?? 0
    if (occupancy <= 0) return 0
    const threshold = occupancy * Math.max(0.12, 1 - daysAhead / 21) * 1000
    let taken = 0
    for (let place = 0; place < capacity; place++) if (hashOf(`${departmentId}|${day}|${slotKey}|${place}`) % 1000 < threshold) taken++
    return taken
  }

  private capacity(calendar: WorkshopCalendar, day: string, slotKey: string, earliest: string): number {
    const daysAhead = dayNumber(day) - dayNumber(earliest)
    return calendar.bays - this.simulatedTaken(calendar.workshop.departmentId, day, slotKey, calendar.bays, daysAhead)
  }

  private async bookedCounts(departmentId: string, fromDay: string, toDay: string): Promise<Map<string, number>> {
    const db = await this.options.database()
    const rows = await db.query<SlotCount>(
      'SELECT department_id, day, slot_key, booked FROM workshop_slot_counts WHERE department_id = ? AND day >= ? AND day < ?',
      [departmentId, fromDay, toDay],
    )
    return new Map(rows.map((r) => [`${r.day}|${r.slot_key}`, Number(r.booked)]))
  }

  private async days(workshop: WorkshopSource, fromDate: string, count: number): Promise<TimeslotDay[]> {
    const calendar = this.calendar(workshop)
    const earliest = this.earliestDay()
    const booked = await this.bookedCounts(workshop.departmentId, fromDate, addDays(fromDate, count))
    const free = (day: string, key: string) => this.capacity(calendar, day, key, earliest) - (booked.get(`${day}|${key}`) ?? 0) > 0
    const days: TimeslotDay[] = []
    for (let i = 0; i < count; i++) {
      const date = addDays(fromDate, i)
      const { open, slots } = calendar.day(date)
      const bookable = open && date >= earliest
      days.push({
        date,
        availableSlots: bookable ? slots.filter((slot) => free(date, slot)) : [],
        allDaySlotAvailable: bookable && free(date, FULL_DAY_KEY),
      })
    }
    return days
  }

  private async firstTimeSlot(workshop: WorkshopSource): Promise<string | null> {
    const days = await this.days(workshop, this.earliestDay(), FIRST_SLOT_HORIZON_DAYS)
    for (const day of days) {
      if (day.availableSlots[0]) return `${day.date}T${day.availableSlots[0]}:00`
      if (day.allDaySlotAvailable) return `${day.date}T${FULL_DAY_TIME}:00`
    }
    return null
  }

  // ---- booking -------------------------------------------------------------------------------

  async book(scope: BookingScope, request: BookingRequest): Promise<BookingResponse> {
    const { car, catalogue } = await this.carAndCatalogue(scope, request.registrationNumber)
    const workshop = await this.workshop(scope, request.departmentId)
    const known = new Set(this.offeringsOf(catalogue, car).flatMap((c) => c.offerings.filter((o) => o.isAvailable).map((o) => o.code)))
    const unknown = request.serviceOfferingRequests.find((r) => !known.has(r.kobraId))
    if (unknown) throw new BookingInputError('serviceOfferingRequests', `serviceOfferingRequests names ${unknown.kobraId}, which is not offered for this car`)

    const day = request.timeSlot.slice(0, 10)
    const time = request.timeSlot.slice(11, 16)
    const calendar = this.calendar(workshop)
    const { slots } = calendar.day(day)
    const slotKey = request.isFullDay ? FULL_DAY_KEY : time
    const earliest = this.earliestDay()
    const exists = day >= earliest && slots.length > 0 && (request.isFullDay ? time === FULL_DAY_TIME : slots.includes(time))
    if (!exists) throw new WorkshopBookingError('TimeslotNotAvailable')

    const capacity = this.capacity(calendar, day, slotKey, earliest)
    const id = `WB${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`
    const codes = request.serviceOfferingRequests.map((r) => r.kobraId)
    const db = await this.options.database()
    const reserve = async (tx: SqlDatabase) => {
      await tx.query('INSERT INTO workshop_slot_counts (department_id, day, slot_key, booked) VALUES (?, ?, ?, 0) ON CONFLICT DO NOTHING', [
        workshop.departmentId,
        day,
        slotKey,
      ])
      const taken = await tx.query(
        'UPDATE workshop_slot_counts SET booked = booked + 1 WHERE department_id = ? AND day = ? AND slot_key = ? AND booked < ? RETURNING booked',
        [workshop.departmentId, day, slotKey, capacity],
      )
      if (taken.length !== 1) throw new WorkshopBookingError('TimeslotNotAvailable')
    }
    const record = (tx: SqlDatabase) =>
      tx.query('INSERT INTO workshop_bookings (id, department_id, day, slot_key, registration_number, offerings, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        id,
        workshop.departmentId,
        day,
        slotKey,
        car.registrationNumber,
        codes.join(','),
        new Date().toISOString(),
      ])
    if (db.dialect === 'postgres') {
      await db.transaction(async (tx) => {
        await reserve(tx)
        await record(tx)
      })
    } else {
      await reserve(db)
      try {
        await record(db)
      } catch (error) {
        await db.query('UPDATE workshop_slot_counts SET booked = booked - 1 WHERE department_id = ? AND day = ? AND slot_key = ? AND booked > 0', [
          workshop.departmentId,
          day,
          slotKey,
        ])
        throw error
      }
    }
    return { id, registrationNumber: car.registrationNumber, kobraProductIds: codes }
  }
}
