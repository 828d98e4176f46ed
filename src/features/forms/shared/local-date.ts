/** A day as YYYY-MM-DD in the browser's own time zone (an <input type="date"> value). */
export function localIsoDate(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`
}

/** Spec 03 §5 'the date cannot be before today', today being the visitor's local date. */
export function isBeforeLocalToday(day: string, now: Date): boolean {
  return day < localIsoDate(now)
}
