import type { Department } from '@/integrations/search/dealer-record'
import { easterSunday as easterSundayOf } from '@/lib/holidays'

import { isoDate } from './format'
import type { Language, MarketCode } from './markets'
import type { Rng } from './prng'

/**
 * Opening schedules of dealer departments (spec 03 §3 openingschedule): weekly hours, deviation
 * days (the market's public holidays in the weeks after the reference date) and, for some
 * departments, a vacation that is going on at the reference date (spec 03 §4 shows a vacation
 * only while now is between its start and end).
 */

export type OpeningSchedule = NonNullable<Department['openingschedule']>
export type DepartmentGroup = Department['group']

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
type Hours = readonly [open: string, close: string] | null

const CLOSED_TEXT: Record<Language, string> = { sv: 'Stängt', nb: 'Stengt', en: 'Closed', fi: 'Suljettu', sk: 'Zatvorené' }

/** Sales opens later and on Saturdays; workshops start early and close at weekends. */
function weeklyHours(group: DepartmentGroup, rng: Rng): Hours[] {
  const weekday = (open: string, close: string): Hours[] => [
    [open, close],
    [open, close],
    [open, close],
    [open, close],
    [open, close],
  ]
  switch (group) {
    case 'New cars':
    case 'Used cars': {
      const close = rng.pick(['18:00', '18:00', '19:00'])
      const saturday: Hours = rng.chance(0.85) ? ['10:00', rng.pick(['14:00', '15:00'])] : null
      const sunday: Hours = rng.chance(0.3) ? ['11:00', '15:00'] : null
      return [...weekday('09:00', close), saturday, sunday]
    }
    case 'Workshop':
      return [...weekday(rng.pick(['07:00', '07:00', '07:30']), rng.pick(['16:00', '17:00'])), rng.chance(0.15) ? ['09:00', '13:00'] : null, null]
    case 'Parts':
      return [...weekday('07:30', '16:30'), null, null]
    case 'Body work':
      return [...weekday('07:00', '16:00'), null, null]
  }
}

type Holiday = { month: number; day: number; /** Shortened day (an eve): open 10-13 instead of closed. */ short?: boolean }

/** Holidays that fall on the same date every year. */
const FIXED_HOLIDAYS: Record<MarketCode, Holiday[]> = {
  SE: [
    { month: 1, day: 1 },
    { month: 1, day: 6 },
    { month: 5, day: 1 },
    { month: 6, day: 6 },
    { month: 12, day: 24 },
    { month: 12, day: 25 },
    { month: 12, day: 26 },
    { month: 12, day: 31, short: true },
  ],
  NO: [
    { month: 1, day: 1 },
    { month: 5, day: 1 },
    { month: 5, day: 17 },
    { month: 12, day: 24, short: true },
    { month: 12, day: 25 },
    { month: 12, day: 26 },
    { month: 12, day: 31, short: true },
  ],
  GB: [
    { month: 1, day: 1 },
    { month: 12, day: 24, short: true },
    { month: 12, day: 25 },
    { month: 12, day: 26 },
  ],
  FI: [
    { month: 1, day: 1 },
    { month: 1, day: 6 },
    { month: 5, day: 1 },
    { month: 12, day: 6 },
    { month: 12, day: 24 },
    { month: 12, day: 25 },
    { month: 12, day: 26 },
  ],
  SK: [
    { month: 1, day: 1 },
    { month: 1, day: 6 },
    { month: 5, day: 1 },
    { month: 5, day: 8 },
    { month: 7, day: 5 },
    { month: 8, day: 29 },
    { month: 9, day: 15 },
    { month: 11, day: 1 },
    { month: 12, day: 24 },
    { month: 12, day: 25 },
    { month: 12, day: 26 },
  ],
}

/** Holidays on the first given weekday (0 = Sunday) on or after a date: midsummer eve, UK bank holidays. */
const WEEKDAY_HOLIDAYS: Record<MarketCode, Array<{ month: number; fromDay: number; weekday: number }>> = {
  SE: [{ month: 6, fromDay: 19, weekday: 5 }],
  NO: [],
  GB: [
    { month: 5, fromDay: 1, weekday: 1 },
    { month: 5, fromDay: 25, weekday: 1 },
    { month: 8, fromDay: 25, weekday: 1 },
  ],
  FI: [{ month: 6, fromDay: 19, weekday: 5 }],
  SK: [],
}

/** Holidays counted from Easter Sunday, in days. */
const EASTER_HOLIDAYS: Record<MarketCode, number[]> = {
  SE: [-2, 1, 39],
  NO: [-3, -2, 1, 39, 50],
  GB: [-2, 1],
  FI: [-2, 1, 39],
  SK: [-2, 1],
}

/** Easter Sunday of a Gregorian year, at midnight UTC (computed by lib/holidays). */
export function easterSunday(year: number): Date {
  return new Date(`${easterSundayOf(year)}T00:00:00Z`)
}

const DAY_MS = 86_400_000

/** Public holidays of a market from the reference date up to `days` later, oldest first. */
export function upcomingHolidays(market: MarketCode, referenceDate: Date, days: number): Array<{ date: Date; short: boolean }> {
  const from = Date.UTC(referenceDate.getUTCFullYear(), referenceDate.getUTCMonth(), referenceDate.getUTCDate())
  const to = from + days * DAY_MS
  const found: Array<{ date: Date; short: boolean }> = []
  for (const year of [referenceDate.getUTCFullYear(), referenceDate.getUTCFullYear() + 1]) {
    for (const holiday of FIXED_HOLIDAYS[market]) found.push({ date: new Date(Date.UTC(year, holiday.month - 1, holiday.day)), short: holiday.short === true })
    for (const { month, fromDay, weekday } of WEEKDAY_HOLIDAYS[market]) {
      const first = new Date(Date.UTC(year, month - 1, fromDay))
      found.push({ date: new Date(first.getTime() + ((weekday - first.getUTCDay() + 7) % 7) * DAY_MS), short: false })
    }
    const easter = easterSunday(year).getTime()
    for (const offset of EASTER_HOLIDAYS[market]) found.push({ date: new Date(easter + offset * DAY_MS), short: false })
  }
  return found.filter(({ date }) => date.getTime() >= from && date.getTime() <= to).sort((x, y) => x.date.getTime() - y.date.getTime())
}

const VACATION_TITLE: Record<Language, { summer: string; other: string }> = {
  sv: { summer: 'Semesterstängt', other: 'Tillfälligt stängt för ombyggnad' },
  nb: { summer: 'Ferie', other: 'Midlertidig stengt for ombygging' },
  en: { summer: 'Summer closure', other: 'Closed for refurbishment' },
  fi: { summer: 'Kesäloma', other: 'Suljettu remontin vuoksi' },
  sk: { summer: 'Dovolenka', other: 'Zatvorené z dôvodu rekonštrukcie' },
}

export function openingSchedule(group: DepartmentGroup, market: MarketCode, language: Language, referenceDate: Date, rng: Rng): OpeningSchedule {
  const closed = CLOSED_TEXT[language]
  const openinghours = weeklyHours(group, rng).map((hours, i) => ({
    day: DAYS[i] ?? 'Sunday',
    open: hours?.[0] ?? null,
    close: hours?.[1] ?? null,
    displayText: hours ? `${hours[0]}–${hours[1]}` : closed,
  }))
  const deviationdays = upcomingHolidays(market, referenceDate, 120)
    .slice(0, rng.int(2, 5))
    .map(({ date, short }) => ({ day: isoDate(date), displayText: short && group !== 'Workshop' ? '10:00–13:00' : closed }))
  const schedule: OpeningSchedule = { openinghours, deviationdays }
  if (rng.chance(0.12)) {
    const start = new Date(referenceDate.getTime() - rng.int(1, 6) * DAY_MS)
    const length = rng.int(5, 14)
    const summer = referenceDate.getUTCMonth() >= 5 && referenceDate.getUTCMonth() <= 7
    schedule.vacationdays = {
      vacationtitle: summer ? VACATION_TITLE[language].summer : VACATION_TITLE[language].other,
      vacationstart: isoDate(start),
      vacationend: isoDate(new Date(start.getTime() + (length - 1) * DAY_MS)),
      vacationdays: Array.from({ length }, (_, i) => ({ day: isoDate(new Date(start.getTime() + i * DAY_MS)), displayText: closed })),
    }
  }
  return schedule
}

/** Days of the standing vacation: the longest a vacation list may hold (dealer-record: 400 days). */
const STANDING_VACATION_DAYS = 400

/**
 * A long closure that began a few days before the reference date (the first site of each sites
 * index has one on a department), so the demo's facility pages show a current vacation (spec 03
 * §4) for a year after the reference date, not only in the days around it.
 */
export function standingVacation(language: Language, referenceDate: Date): NonNullable<OpeningSchedule['vacationdays']> {
  const closed = CLOSED_TEXT[language]
  const start = new Date(Date.UTC(referenceDate.getUTCFullYear(), referenceDate.getUTCMonth(), referenceDate.getUTCDate()) - 5 * DAY_MS)
  return {
    vacationtitle: VACATION_TITLE[language].other,
    vacationstart: isoDate(start),
    vacationend: isoDate(new Date(start.getTime() + (STANDING_VACATION_DAYS - 1) * DAY_MS)),
    vacationdays: Array.from({ length: STANDING_VACATION_DAYS }, (_, i) => ({ day: isoDate(new Date(start.getTime() + i * DAY_MS)), displayText: closed })),
  }
}
