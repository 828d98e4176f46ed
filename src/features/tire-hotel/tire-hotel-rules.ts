/**
 * The tyre-hotel flow's rules (spec 03 §4, §5, §9) as pure functions, shared by the browser flow
 * and its tests. No React, no fetch.
 */

/** spec §5: spaces removed and upper-cased as typed, at most 7 characters. */
export function normalisePlate(input: string): string {
  return input.replace(/\s/g, '').toUpperCase().slice(0, 7)
}

/** spec §5: continue is disabled below 2 characters. */
export const plateReady = (plate: string) => plate.length >= 2

/** spec §5: the mobile input strips everything except digits and +. */
export const stripMobile = (input: string) => input.replace(/[^\d+]/g, '')

export const mobileValid = (mobile: string) => /^[\d+]{8,15}$/.test(mobile)

/** spec §5: local part, @, a domain with a dot and a top level of at least 2 letters. */
export const emailValid = (email: string) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email.trim())

export type ContactForm = { firstName: string; lastName: string; mobile: string; email: string; comment: string }

/** spec §5: the slot part of 'ready to book': a date is chosen, and a time if the day has times. */
export function slotChosen(state: { date?: string; time?: string; times: readonly string[] }): boolean {
  if (!state.date) return false
  return state.times.length === 0 || Boolean(state.time)
}

/**
 * spec §5: the booking can be sent when a date is chosen, a time if the day has times, and the
 * contact form is right. The flow checks the contact form with the server's own schema instead
 * (flow/tire-hotel-checks.ts, react-hook-form); `mobileValid` and `emailValid` state the spec's
 * patterns, which that schema holds too.
 */
export function bookingReady(state: { date?: string; time?: string; times: string[] }, form: ContactForm): boolean {
  if (!slotChosen(state)) return false
  return form.firstName.trim() !== '' && form.lastName.trim() !== '' && mobileValid(form.mobile) && emailValid(form.email)
}

/** spec §9: YYYY-MM-DDTHH:mm:ss.00; a booking without a time is the day at 00:00. */
export function bookingDateTime(date: string, time: string | undefined): string {
  return `${date}T${time ?? '00:00'}:00.00`
}

/** spec §4: the warning box shows when any tyre has threadStatusId 1; an icon beside each status above 0. */
export const needsReplacement = (tires: readonly { wheel: { threadStatusId: number } }[]) => tires.some((t) => t.wheel.threadStatusId === 1)

/** spec §5: paste takes the first 4 characters; only digits count. */
export function pastedDigits(text: string): string[] {
  return [...text.slice(0, 4)].filter((c) => /\d/.test(c))
}

export type CalendarCell = { day: string; inMonth: boolean; available: boolean }

const pad = (n: number) => String(n).padStart(2, '0')

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: string) => day.slice(0, 7)

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`
}

/** spec §5 / §9: 42 cells (6 weeks) starting on the Monday on or before the month's first day. */
export function calendarCells(month: string, available: ReadonlySet<string>): CalendarCell[] {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(y, m - 1, 1))
  const start = new Date(first)
  start.setUTCDate(1 - ((first.getUTCDay() + 6) % 7))
  return Array.from({ length: 42 }, (_, i) => {
    const date = new Date(start)
    date.setUTCDate(start.getUTCDate() + i)
    const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
    return { day, inMonth: monthOf(day) === month, available: available.has(day) }
  })
}

/**
 * spec §5: previous month is disabled at or before the current month; next month is disabled when
 * the last available date's month is not after the shown month.
 */
export function monthButtons(shown: string, currentMonth: string, lastAvailable: string | undefined) {
  return {
    previousDisabled: shown <= currentMonth,
    nextDisabled: !lastAvailable || monthOf(lastAvailable) <= shown,
  }
}

/** Session state kept in session storage under one key (spec §3). */
export const TIRE_HOTEL_STORAGE_KEY = 'tire-hotel-session'

/** spec §9 flow-step analytics. */
export const FLOW_STEPS = {
  1: 'phone validation',
  2: 'validation code',
  3: 'vehicle info',
  4: 'time and place',
  5: 'contact details',
  6: 'complete booking',
} as const
