import type { DealerRecord, Department } from '@/integrations/search/dealer-record'

import { collapsedBrand } from '../list/dealer-list-rules'

/**
 * The dealer page's rules (spec 03 §2.1 'Facility detail page', §4, §5, §9): pure functions, tested beside.
 */

export type OpeningSchedule = NonNullable<Department['openingschedule']>
export type OpeningHoursDay = OpeningSchedule['openinghours'][number]
export type WeekDay = OpeningHoursDay['day']
export type DepartmentGroup = Department['group']

export const WEEK_DAYS: readonly WeekDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** spec 03 §9 "Default map centre when no geocoordinate 59.3293, 18.0686; zoom 12". */
export const DEFAULT_MAP_CENTRE = { lat: 59.3293, lng: 18.0686 } as const
export const DEALER_MAP_ZOOM = 12

/** spec 03 §9 "latest cars on a site page 12". */
export const LATEST_CARS_LIMIT = 12
/** spec 03 §7 "sort … car_publishdate_asc for latest cars". */
export const LATEST_CARS_SORT = 'car_publishdate_asc'

/** The position of 'lat,lng' (site_geocoord), or undefined when there is none or it is out of range. */
export function parseGeocoord(text: string | null | undefined): { lat: number; lng: number } | undefined {
  if (!text) return undefined
  const [lat, lng] = text.split(',').map((part) => Number(part.trim()))
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  return { lat, lng }
}

/** The map's centre: the site's position, else the spec's default centre. */
export function mapCentreOf(dealer: Pick<DealerRecord, 'site_geocoord'>): { lat: number; lng: number } {
  return parseGeocoord(dealer.site_geocoord) ?? DEFAULT_MAP_CENTRE
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone (the site's country). */
export function calendarDate(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The time zone a country's dealers keep (for "now" in vacations and deviation days). */
export function countryTimeZone(countryCode: string): string {
  switch (countryCode.toUpperCase()) {
    case 'GB':
      return 'Europe/London'
    case 'FI':
      return 'Europe/Helsinki'
    case 'NO':
      return 'Europe/Oslo'
    case 'SK':
      return 'Europe/Bratislava'
    default:
      return 'Europe/Stockholm'
  }
}

/**
 * spec 03 §4 "A vacation is shown only when the vacation list is non-empty and now is between
 * start and end" (both days included; `today` is the site's calendar date, YYYY-MM-DD).
 */
export function currentVacation(schedule: OpeningSchedule | null | undefined, today: string): NonNullable<OpeningSchedule['vacationdays']> | undefined {
  const vacation = schedule?.vacationdays
  if (!vacation || vacation.vacationdays.length === 0) return undefined
  return vacation.vacationstart <= today && today <= vacation.vacationend ? vacation : undefined
}

/** Deviation days (spec 03 §3 deviationdays) from today on, in date order. */
export function upcomingDeviationDays(schedule: OpeningSchedule | null | undefined, today: string): NonNullable<OpeningSchedule['deviationdays']> {
  return [...(schedule?.deviationdays ?? [])].filter((d) => d.day >= today).sort((a, b) => a.day.localeCompare(b.day))
}

/** A day's opening hours in week order (Monday first); days the schedule leaves out are closed. */
export function weekOpeningHours(schedule: OpeningSchedule | null | undefined): Array<{ day: WeekDay; open?: string; close?: string }> {
  return WEEK_DAYS.map((day) => {
    const entry = schedule?.openinghours.find((h) => h.day === day)
    return entry?.open && entry.close ? { day, open: entry.open, close: entry.close } : { day }
  })
}

/**
 * spec 03 §2.1 structured data "day = first two letters of the day name plus open-close":
 * ['Mo 08:00-17:00', …], open days only, in week order.
 */
export function openingHoursStrings(schedule: OpeningSchedule | null | undefined): string[] {
  return weekOpeningHours(schedule)
    .filter((d) => d.open && d.close)
    .map((d) => `${d.day.slice(0, 2)} ${d.open}-${d.close}`)
}

/** Intl formatters are slow to make and a page formats dozens of dates: one per language and form, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function dateFormat(languageTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${languageTag}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, { ...options, timeZone: 'UTC' })
    formatters.set(key, format)
  }
  return format
}

/** Localised day names, Monday first (Intl, so every language the sites use). */
export function dayNames(languageTag: string): Record<WeekDay, string> {
  const format = dateFormat(languageTag, { weekday: 'long' })
  // 2024-01-01 was a Monday.
  const names = WEEK_DAYS.map((_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))))
  return Object.fromEntries(WEEK_DAYS.map((day, i) => [day, capitalise(names[i] ?? day)])) as Record<WeekDay, string>
}

const capitalise = (text: string): string => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text)

/** A calendar date (YYYY-MM-DD) for reading: 'Fredag 25 december', with the year when asked ('Fredag 25 december 2026'). */
export function formatCalendarDate(day: string, languageTag: string, options: { year?: boolean } = {}): string {
  const [y, m, d] = day.split('-').map(Number)
  if (!y || !m || !d) return day
  const format = dateFormat(languageTag, { weekday: 'long', day: 'numeric', month: 'long', ...(options.year ? { year: 'numeric' } : {}) })
  return capitalise(format.format(new Date(Date.UTC(y, m - 1, d))))
}

/** spec 03 §2.1 "Department group to lead name: New cars = car sales, Parts = spare parts, Workshop = service, Body work = damage repair". */
export type LeadName = 'car sales' | 'spare parts' | 'service' | 'damage repair'

export function leadNameOf(group: DepartmentGroup): LeadName {
  switch (group) {
    case 'New cars':
    case 'Used cars':
      return 'car sales'
    case 'Parts':
      return 'spare parts'
    case 'Workshop':
      return 'service'
    case 'Body work':
      return 'damage repair'
  }
}

/**
 * The brands a department shows (spec 03 §5 "A brand list is de-duplicated: codes with an
 * underscore collapse to the prefix if the prefix is also present, except codes FI_TR and MH_TR").
 */
export function departmentBrands(brands: Department['brands']): Department['brands'] {
  const present = new Set(brands.map((b) => b.brand_code))
  const seen = new Set<string>()
  return brands.filter((brand) => {
    const key = collapsedBrand(brand.brand_code, present)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Phone number as a tel: link (spaces, dashes and brackets left out). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export type DealerJsonLdInput = {
  dealer: DealerRecord
  url: string
  image?: string
}

const SCHEMA_DAY = (day: WeekDay) => `https://schema.org/${day}`

function departmentType(group: DepartmentGroup): 'AutoDealer' | 'AutoRepair' | 'AutoPartsStore' | 'AutoBodyShop' {
  switch (group) {
    case 'New cars':
    case 'Used cars':
      return 'AutoDealer'
    case 'Workshop':
      return 'AutoRepair'
    case 'Parts':
      return 'AutoPartsStore'
    case 'Body work':
      return 'AutoBodyShop'
  }
}

/**
 * The page's structured business data (spec 03 §2.1 "Page head"): a schema.org AutoDealer with
 * name, url, phone, e-mail, postal address and geo coordinates, and each department with its
 * opening hours both as `openingHoursSpecification` and in the spec's 'Mo 08:00-17:00' form.
 */
export function dealerJsonLd({ dealer, url, image }: DealerJsonLdInput): Record<string, unknown> {
  const geo = parseGeocoord(dealer.site_geocoord)
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: dealer.site_official_name,
    url,
    ...(image ? { image } : {}),
    ...(dealer.site_phone ? { telephone: dealer.site_phone } : {}),
    ...(dealer.site_email ? { email: dealer.site_email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(dealer.site_street ? { streetAddress: dealer.site_street } : {}),
      ...(dealer.site_zip ? { postalCode: dealer.site_zip } : {}),
      addressLocality: dealer.site_city,
      ...(dealer.site_region ? { addressRegion: dealer.site_region } : {}),
      addressCountry: dealer.country_code,
    },
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    ...(dealer.site_brands.length > 0 ? { brand: dealer.site_brands.map((name) => ({ '@type': 'Brand', name })) } : {}),
    department: dealer.site_departments.map((d) => ({
      '@type': departmentType(d.group),
      name: `${dealer.site_official_name} ${d.name}`,
      ...(d.phone ? { telephone: d.phone } : {}),
      ...(d.email ? { email: d.email } : {}),
      openingHours: openingHoursStrings(d.openingschedule),
      openingHoursSpecification: weekOpeningHours(d.openingschedule)
        .filter((h) => h.open && h.close)
        .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAY(h.day), opens: h.open, closes: h.close })),
    })),
  }
}
