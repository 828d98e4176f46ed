/**
 * Dates and capacity for the built-in workshop engine, pure: which days a workshop department is
 * open (weekly hours, deviation days, vacation), its hourly slots, how many cars fit in a slot and
 * how many a day takes as full-day jobs. Dates are local calendar days 'YYYY-MM-DD' and times
 * 'HH:mm' in the workshop's own time zone (spec 03 §7 timeSlot 'YYYY-MM-DDTHH:mm:ss', no zone).
 */

import { WEEKDAYS, type WorkshopSource } from './workshop-booking-port'

/** spec 03 §9 "full-day slot at 08:00". */
export const FULL_DAY_TIME = '08:00'
export const SLOT_MINUTES = 60

const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' → day number (days since 1970-01-01); calendar arithmetic without time zones. */
export const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)
export const isoOfDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)
export const addDays = (iso: string, days: number) => isoOfDayNumber(dayNumber(iso) + days)
/** Monday = 0 … Sunday = 6. */
export const weekdayIndex = (iso: string) => (((dayNumber(iso) + 3) % 7) + 7) % 7

/** Today's date where the workshops are (Europe/Stockholm by default). */
const dayFormats = new Map<string, Intl.DateTimeFormat>()
export function localToday(now: Date, timeZone = 'Europe/Stockholm'): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(now)
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export type WorkshopDay = { open: boolean; slots: string[] }

/** Per department: weekday hours, deviations and vacation days as lookups (made once). */
export class WorkshopCalendar {
  private readonly weekly: ([number, number] | null)[]
  private readonly deviations = new Map<string, [number, number] | null>()
  private readonly vacation: Set<string>
  /** Cars that fit in one slot (the workshop's bays), and full-day jobs a day takes. */
  readonly bays: number

  constructor(readonly workshop: WorkshopSource) {
    this.weekly = WEEKDAYS.map((day) => {
      const hours = workshop.openingHours.find((h) => h.day === day)
      if (!hours?.open || !hours.close) return null
      const span: [number, number] = [toMinutes(hours.open), toMinutes(hours.close)]
      return span[1] - span[0] >= SLOT_MINUTES ? span : null
    })
    for (const deviation of workshop.deviationDays) {
      // A deviation day reads '10:00–13:00' (shorter hours) or a closed text ('Stängt').
      const match = deviation.displayText.match(/(\d{2}:\d{2})\s*[–-]\s*(\d{2}:\d{2})/)
      this.deviations.set(deviation.day, match ? [toMinutes(match[1]!), toMinutes(match[2]!)] : null)
    }
    this.vacation = new Set(workshop.vacationDays)
    this.bays = 1 + (hashOf(workshop.departmentId) % 3)
  }

  /** The day's hourly slot starts ('HH:mm'); none on a closed day. */
  day(iso: string): WorkshopDay {
    if (this.vacation.has(iso)) return { open: false, slots: [] }
    const span = this.deviations.has(iso) ? this.deviations.get(iso)! : this.weekly[weekdayIndex(iso)]!
    if (!span) return { open: false, slots: [] }
    const slots: string[] = []
    for (let start = Math.ceil(span[0] / SLOT_MINUTES) * SLOT_MINUTES; start + SLOT_MINUTES <= span[1]; start += SLOT_MINUTES) slots.push(toHhmm(start))
    return { open: slots.length > 0, slots }
  }
}

/** FNV-1a, for deterministic per-department figures. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}
