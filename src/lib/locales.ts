/**
 * Content languages Showroom serves (spec 01 §1: Swedish, Norwegian, Finnish, Slovak, UK English).
 * Codes are the CMS locale codes; `languageTag` turns them into BCP 47 tags for <html lang> and
 * hreflang.
 */
export const LOCALES = ['sv', 'nb', 'fi', 'sk', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const LOCALE_LABELS: Record<Locale, string> = {
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  sk: 'Slovenčina',
  en: 'English',
}

/** The country each language is the main language of; used to build region tags (sv-SE, en-GB). */
const HOME_COUNTRY: Record<Locale, string> = { sv: 'SE', nb: 'NO', fi: 'FI', sk: 'SK', en: 'GB' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * BCP 47 tag of a language as spoken on a site in `country`: the language's home market gets a
 * region subtag (sv on a Swedish site is sv-SE, en on a UK site is en-GB); elsewhere the bare
 * language (English on a Swedish site is just en).
 */
export function languageTag(locale: Locale, country: string): string {
  return HOME_COUNTRY[locale] === country.toUpperCase() ? `${locale}-${HOME_COUNTRY[locale]}` : locale
}

/** The time zone a site's visitors live in, by the site's country (the group's markets; UTC elsewhere). */
const COUNTRY_TIME_ZONE: Record<string, string> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  SK: 'Europe/Bratislava',
  GB: 'Europe/London',
  UK: 'Europe/London',
  DK: 'Europe/Copenhagen',
}

export function countryTimeZone(country: string): string {
  return COUNTRY_TIME_ZONE[country.toUpperCase()] ?? 'UTC'
}

/** A moment as a visitor of the site reads it: day, month and clock time in the site's time zone ("29 november 14:35"). */
export function formatSiteMoment(moment: Date, locale: Locale, country: string): string {
  return new Intl.DateTimeFormat(languageTag(locale, country), {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: countryTimeZone(country),
  }).format(moment)
}
