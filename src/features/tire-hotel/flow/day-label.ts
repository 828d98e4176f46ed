/** A day (YYYY-MM-DD) in the visitor's language; formatted in UTC, since the string is a calendar day, not a moment. */
export const dayLabel = (locale: string, day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
