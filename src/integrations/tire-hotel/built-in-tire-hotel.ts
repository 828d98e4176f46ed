import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import type { SqlDatabase } from '@/lib/sql-database'

import {
  clockTimeSchema,
  type TireHotelAgreement,
  tireHotelAgreementSchema,
  type TireHotelBookingRequest,
  type TireHotelBookingResult,
} from './tire-hotel-contract'
import { bookableRange, dayIn, daysBetween, weekdayOf } from './tire-hotel-dates'
import type { TireHotelPort } from './tire-hotel-port'

/** A workshop of the built-in engine: where it is, when it is open and how many cars it takes. */
export const tireHotelWorkshopSchema = z.object({
  erpId: z.string().min(1),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Monday first, seven entries; null = closed that day. */
  openingHours: z.array(z.object({ open: clockTimeSchema, close: clockTimeSchema }).nullable()).length(7),
  /** Length of a wheel-change slot; start times run from opening to closing minus one slot. */
  slotMinutes: z.number().int().min(15).max(240).default(60),
  /** Cars per start time (0: no free times at all). */
  capacityPerSlot: z.number().int().min(0),
  /** Weekdays (0 = Monday) that take cars for the day without a time (spec §4 sub-state 8). */
  dropOffWeekdays: z.array(z.number().int().min(0).max(6)).default([]),
  /** Cars per drop-off day. */
  dropOffCapacity: z.number().int().min(0).default(0),
  /** The service a booking is for (the confirmation's services[].name). */
  serviceName: z.string().default('Hjulskifte'),
  /** Days the workshop is closed whatever its weekday (public holidays, a stocktaking day): no free dates or times. */
  closedDays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')).default([]),
})
export type TireHotelWorkshop = z.input<typeof tireHotelWorkshopSchema>
type Workshop = z.infer<typeof tireHotelWorkshopSchema>

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** The start times of a day's opening hours. */
export function slotTimes(hours: { open: string; close: string }, slotMinutes: number): string[] {
  const times: string[] = []
  for (let m = minutes(hours.open); m + slotMinutes <= minutes(hours.close); m += slotMinutes) times.push(clock(m))
  return times
}

/** Stores (or replaces) agreements and workshops for the built-in engine (the demo content, an import). */
export async function saveTireHotelData(db: SqlDatabase, data: { agreements: TireHotelAgreement[]; workshops: TireHotelWorkshop[] }): Promise<void> {
  for (const agreement of data.agreements) {
    const parsed = tireHotelAgreementSchema.parse(agreement)
    await db.query(`INSERT INTO tire_hotel_agreements (reg_no, data) VALUES (?, ?) ON CONFLICT (reg_no) DO UPDATE SET data = excluded.data`, [
      parsed.regNo,
      JSON.stringify(parsed),
    ])
  }
  for (const workshop of data.workshops) {
    const parsed = tireHotelWorkshopSchema.parse(workshop)
    await db.query(`INSERT INTO tire_hotel_workshops (erp_id, data) VALUES (?, ?) ON CONFLICT (erp_id) DO UPDATE SET data = excluded.data`, [
      parsed.erpId,
      JSON.stringify(parsed),
    ])
  }
}

/**
 * The built-in tyre-hotel engine (no SHOWROOM_TIRE_HOTEL_URL): agreements and workshops are rows
 * in the database (loaded by the demo content), free dates and times come from each workshop's
 * opening hours, closed days and capacity minus what is booked (tire_hotel_slot_bookings), and a booking takes
 * its place with one conditional upsert, so two visitors in two processes can never both get the
 * last place of a slot.
 */
export class BuiltInTireHotel implements TireHotelPort {
  constructor(
    private readonly database: () => Promise<SqlDatabase>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async findAgreement(regNo: string): Promise<TireHotelAgreement | undefined> {
    const db = await this.database()
    const rows = await db.query<{ data: string }>('SELECT data FROM tire_hotel_agreements WHERE reg_no = ?', [regNo])
    if (!rows[0]) return undefined
    const parsed = tireHotelAgreementSchema.safeParse(JSON.parse(rows[0].data))
    return parsed.success ? parsed.data : undefined
  }

  private async workshop(db: SqlDatabase, erpId: string): Promise<Workshop | undefined> {
    const rows = await db.query<{ data: string }>('SELECT data FROM tire_hotel_workshops WHERE erp_id = ?', [erpId])
    if (!rows[0]) return undefined
    const parsed = tireHotelWorkshopSchema.safeParse(JSON.parse(rows[0].data))
    return parsed.success ? parsed.data : undefined
  }

  private async booked(db: SqlDatabase, erpId: string, first: string, last: string): Promise<Map<string, number>> {
    const rows = await db.query<{ slot_date: string; slot_time: string; booked: number | string }>(
      'SELECT slot_date, slot_time, booked FROM tire_hotel_slot_bookings WHERE erp_id = ? AND slot_date >= ? AND slot_date <= ?',
      [erpId, first, last],
    )
    return new Map(rows.map((r) => [`${r.slot_date} ${r.slot_time}`, Number(r.booked)]))
  }

  /** Free times of one day, or 'dropOff' when the day takes cars without a time and has room. */
  private freeOn(workshop: Workshop, day: string, booked: Map<string, number>): string[] | 'dropOff' {
    const weekday = weekdayOf(day)
    const hours = workshop.openingHours[weekday]
    if (!hours || workshop.closedDays.includes(day)) return []
    if (workshop.dropOffWeekdays.includes(weekday)) return (booked.get(`${day} `) ?? 0) < workshop.dropOffCapacity ? 'dropOff' : []
    return slotTimes(hours, workshop.slotMinutes).filter((time) => (booked.get(`${day} ${time}`) ?? 0) < workshop.capacityPerSlot)
  }

  private range(startDate: string, endDate: string): { first: string; last: string } {
    const bookable = bookableRange(dayIn(this.now()))
    return { first: startDate > bookable.first ? startDate : bookable.first, last: endDate < bookable.last ? endDate : bookable.last }
  }

  async availableDates(erpId: string, query: { startDate: string; endDate: string; regNo: string }): Promise<string[]> {
    const db = await this.database()
    const workshop = await this.workshop(db, erpId)
    if (!workshop) return []
    const { first, last } = this.range(query.startDate, query.endDate)
    if (first > last) return []
    const booked = await this.booked(db, erpId, first, last)
    return daysBetween(first, last).filter((day) => {
      const free = this.freeOn(workshop, day, booked)
      return free === 'dropOff' || free.length > 0
    })
  }

  async timeslots(erpId: string, query: { date: string; regNo: string }): Promise<string[]> {
    const db = await this.database()
    const workshop = await this.workshop(db, erpId)
    if (!workshop) return []
    const { first, last } = this.range(query.date, query.date)
    if (first > last) return []
    const free = this.freeOn(workshop, query.date, await this.booked(db, erpId, query.date, query.date))
    return free === 'dropOff' ? [] : free
  }

  async createBooking(erpId: string, booking: TireHotelBookingRequest): Promise<TireHotelBookingResult> {
    const gone = { ok: false, reason: 'TimeslotNotAvailable' } as const
    const db = await this.database()
    const workshop = await this.workshop(db, erpId)
    if (!workshop) return gone
    const day = booking.bookingDate.slice(0, 10)
    const time = booking.bookingStart ? booking.bookingStart.slice(11, 16) : ''
    const { first, last } = this.range(day, day)
    if (first > last) return gone
    const free = this.freeOn(workshop, day, await this.booked(db, erpId, day, day))
    // A time is required on days that have times; a day without times takes the car for the day.
    if (free === 'dropOff' ? time !== '' : !free.includes(time)) return gone
    const capacity = free === 'dropOff' ? workshop.dropOffCapacity : workshop.capacityPerSlot
    const taken = await db.query(
      `INSERT INTO tire_hotel_slot_bookings (erp_id, slot_date, slot_time, booked) VALUES (?, ?, ?, 1)
       ON CONFLICT (erp_id, slot_date, slot_time) DO UPDATE SET booked = tire_hotel_slot_bookings.booked + 1
       WHERE tire_hotel_slot_bookings.booked < ?
       RETURNING booked`,
      [erpId, day, time, capacity],
    )
    if (taken.length === 0) return gone
    return {
      ok: true,
      confirmation: {
        bookingConfirmationId: `TH-${randomBytes(5).toString('hex').toUpperCase()}`,
        customerBase: { ...booking.customer },
        services: [{ name: workshop.serviceName }],
        appointmentTime: `${day}T${time || '08:00'}:00`,
        isFullDay: time === '',
        workshop: { name: workshop.name, address: workshop.address, email: workshop.email, phoneNumber: workshop.phone },
        freeText: booking.freeText,
      },
    }
  }
}
