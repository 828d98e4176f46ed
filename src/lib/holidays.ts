/**
 * Holiday dates: Easter Sunday of any Gregorian year (every market's moving holidays count from it;
 * the demo stock's opening schedules use it too), and the days Swedish workplaces close: the public holidays of the Public Holidays Act (lag (1989:253)
 * om allmänna helgdagar; Sundays apart, but with Påskdagen and Pingstdagen, which are Sundays),
 * and the three eves that are days off like a Sunday under labour law and the collective
 * agreements although the Act does not name them: midsommarafton, julafton and nyårsafton.
 * Easter Saturday (påskafton) is not among them, and many workshops open that morning.
 * Days are calendar days as YYYY-MM-DD, no time zone.
 */

export type SwedishHoliday = {
  date: string
  /** The day's Swedish name, e.g. 'Långfredagen'. */
  name: string
  /** 'holiday': an allmän helgdag; 'eve': an eve counted as one (midsommar-, jul-, nyårsafton). */
  kind: 'holiday' | 'eve'
}

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date))
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)

/**
 * Easter Sunday of a year of the Gregorian calendar (1583 and later): the anonymous Gregorian
 * algorithm (Meeus, Astronomical Algorithms, ch. 8), the first Sunday after the ecclesiastical full
 * moon on or after 21 March. Exact for every year, 22 March at the earliest, 25 April at the latest.
 */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583) throw new RangeError(`easterSunday: ${year} is not a year of the Gregorian calendar`)
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return iso(day(year, month, date))
}

/** The Saturday in the 7 days from `month`-`first` on (midsommardagen: 20–26 June; alla helgons dag: 31 October–6 November). */
function saturdayFrom(year: number, month: number, first: number): Date {
  const start = day(year, month, first)
  return plusDays(start, (6 - start.getUTCDay() + 7) % 7)
}

/** The year's closed days in date order (16 each year; Påskdagen and Pingstdagen are always Sundays, and are here too). */
export function swedishHolidays(year: number): SwedishHoliday[] {
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`)
  const midsummerDay = saturdayFrom(year, 6, 20)
  const holiday = (date: Date, name: string): SwedishHoliday => ({ date: iso(date), name, kind: 'holiday' })
  const eve = (date: Date, name: string): SwedishHoliday => ({ date: iso(date), name, kind: 'eve' })
  return [
    holiday(day(year, 1, 1), 'Nyårsdagen'),
    holiday(day(year, 1, 6), 'Trettondedag jul'),
    holiday(plusDays(easter, -2), 'Långfredagen'),
    holiday(easter, 'Påskdagen'),
    holiday(plusDays(easter, 1), 'Annandag påsk'),
    holiday(day(year, 5, 1), 'Första maj'),
    holiday(plusDays(easter, 39), 'Kristi himmelsfärds dag'),
    holiday(plusDays(easter, 49), 'Pingstdagen'),
    holiday(day(year, 6, 6), 'Sveriges nationaldag'),
    eve(plusDays(midsummerDay, -1), 'Midsommarafton'),
    holiday(midsummerDay, 'Midsommardagen'),
    holiday(saturdayFrom(year, 10, 31), 'Alla helgons dag'),
    eve(day(year, 12, 24), 'Julafton'),
    holiday(day(year, 12, 25), 'Juldagen'),
    holiday(day(year, 12, 26), 'Annandag jul'),
    eve(day(year, 12, 31), 'Nyårsafton'),
  ].sort((x, y) => x.date.localeCompare(y.date))
}
