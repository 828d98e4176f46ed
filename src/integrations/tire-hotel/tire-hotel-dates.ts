/** Day arithmetic on YYYY-MM-DD strings (calendar days, no time zone), for the tyre hotel's dates. */

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day of `now` in the workshop's time zone (Sweden). */
export function dayIn(now: Date, timeZone = 'Europe/Stockholm'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}`
}

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}
const fromUtc = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`

export function addDays(day: string, days: number): string {
  const date = toUtc(day)
  date.setUTCDate(date.getUTCDate() + days)
  return fromUtc(date)
}

/** The same day `months` later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const date = toUtc(day)
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), last))
  return fromUtc(target)
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(day: string): number {
  return (toUtc(day).getUTCDay() + 6) % 7
}

/** spec 03 §5: bookable from today + 3 days to today + 3 months. */
export function bookableRange(today: string): { first: string; last: string } {
  return { first: addDays(today, 3), last: addMonths(today, 3) }
}

/** Every day from `first` to `last` inclusive. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  return days
}
