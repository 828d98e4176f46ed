import { describe, expect, it } from 'vitest'

import type { DealerRecord, Department } from '@/integrations/search/dealer-record'

import {
  calendarDate,
  currentVacation,
  dayNames,
  departmentBrands,
  dealerJsonLd,
  leadNameOf,
  mapCentreOf,
  openingHoursStrings,
  parseGeocoord,
  telHref,
  upcomingDeviationDays,
  weekOpeningHours,
  type OpeningSchedule,
} from './dealer-rules'

const schedule = (extra: Partial<OpeningSchedule> = {}): OpeningSchedule => ({
  openinghours: [
    { day: 'Monday', open: '08:00', close: '17:00' },
    { day: 'Tuesday', open: '08:00', close: '17:00' },
    { day: 'Saturday', open: '10:00', close: '14:00' },
    { day: 'Sunday', open: null, close: null, displayText: 'Stängt' },
  ],
  ...extra,
})

const vacation = {
  vacationtitle: 'Semesterstängt',
  vacationstart: '2026-07-06',
  vacationend: '2026-07-31',
  vacationdays: [{ day: '2026-07-06', displayText: 'Stängt' }],
}

describe('currentVacation (spec 03 §4 "only when the vacation list is non-empty and now is between start and end")', () => {
  it('shows a vacation on its first day, its last day and in between', () => {
    for (const today of ['2026-07-06', '2026-07-15', '2026-07-31'])
      expect(currentVacation(schedule({ vacationdays: vacation }), today)?.vacationtitle).toBe('Semesterstängt')
  })

  it('hides it the day before it starts and the day after it ends', () => {
    expect(currentVacation(schedule({ vacationdays: vacation }), '2026-07-05')).toBeUndefined()
    expect(currentVacation(schedule({ vacationdays: vacation }), '2026-08-01')).toBeUndefined()
  })

  it('hides a vacation without days, and a schedule without one', () => {
    expect(currentVacation(schedule({ vacationdays: { ...vacation, vacationdays: [] } }), '2026-07-15')).toBeUndefined()
    expect(currentVacation(schedule(), '2026-07-15')).toBeUndefined()
    expect(currentVacation(null, '2026-07-15')).toBeUndefined()
  })
})

describe('opening hours', () => {
  it("writes the spec's structured-data form: two letters of the day, open-close, open days only in week order", () => {
    expect(openingHoursStrings(schedule())).toEqual(['Mo 08:00-17:00', 'Tu 08:00-17:00', 'Sa 10:00-14:00'])
  })

  it('lists all seven days Monday first; a day the schedule leaves out is closed', () => {
    const week = weekOpeningHours(schedule())
    expect(week.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(week[2]).toEqual({ day: 'Wednesday' })
    expect(week[6]).toEqual({ day: 'Sunday' })
  })

  it('names the days in the page language', () => {
    expect(dayNames('sv-SE').Monday).toBe('Måndag')
    expect(dayNames('nb-NO').Sunday).toBe('Søndag')
    expect(dayNames('en-GB').Wednesday).toBe('Wednesday')
    expect(dayNames('fi-FI').Friday).toBe('Perjantai')
  })

  it('lists deviation days from today on, in date order', () => {
    const s = schedule({
      deviationdays: [
        { day: '2026-12-26', displayText: 'Stängt' },
        { day: '2026-11-01', displayText: 'Stängt' },
        { day: '2026-12-24', displayText: '10:00–13:00' },
      ],
    })
    expect(upcomingDeviationDays(s, '2026-11-27').map((d) => d.day)).toEqual(['2026-12-24', '2026-12-26'])
  })
})

describe('leadNameOf (spec 03 §2.1 department group to lead name)', () => {
  it('maps New cars to car sales, Parts to spare parts, Workshop to service, Body work to damage repair', () => {
    expect(leadNameOf('New cars')).toBe('car sales')
    expect(leadNameOf('Parts')).toBe('spare parts')
    expect(leadNameOf('Workshop')).toBe('service')
    expect(leadNameOf('Body work')).toBe('damage repair')
    expect(leadNameOf('Used cars')).toBe('car sales')
  })
})

describe('positions and dates', () => {
  it("reads 'lat,lng' and falls back to the spec's default centre 59.3293, 18.0686", () => {
    expect(parseGeocoord('57.7236,11.9352')).toEqual({ lat: 57.7236, lng: 11.9352 })
    expect(parseGeocoord('95,10')).toBeUndefined()
    expect(mapCentreOf({ site_geocoord: null })).toEqual({ lat: 59.3293, lng: 18.0686 })
    expect(mapCentreOf({ site_geocoord: '51.5,-0.12' })).toEqual({ lat: 51.5, lng: -0.12 })
  })

  it("takes today's date in the site's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm, still 31 December in London.
    const late = new Date('2026-12-31T23:30:00Z')
    expect(calendarDate(late, 'Europe/Stockholm')).toBe('2027-01-01')
    expect(calendarDate(late, 'Europe/London')).toBe('2026-12-31')
  })

  it('makes tel: links of written phone numbers', () => {
    expect(telHref('031-12 34 56')).toBe('tel:031123456')
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+4402079460000')
  })
})

describe('departmentBrands (spec 03 §5 brand de-duplication)', () => {
  const brand = (brand_code: string) => ({ brand_code, name: brand_code })
  it('collapses a code with an underscore into its prefix when the prefix is there too, except FI_TR and MH_TR', () => {
    expect(departmentBrands([brand('VO'), brand('VO_PS'), brand('FI_TR'), brand('FI'), brand('MH_TR'), brand('KI_X')]).map((b) => b.brand_code)).toEqual([
      'VO',
      'FI_TR',
      'FI',
      'MH_TR',
      'KI_X',
    ])
  })
})

describe('dealerJsonLd', () => {
  const department = (group: Department['group'], name: string): Department => ({
    name,
    group,
    phone: '031-100 00',
    email: 'verkstad@nordbil.example',
    brands: [],
    openingschedule: schedule(),
  })
  const dealer: DealerRecord = {
    site_id: '1001',
    slug: 'nordbil-goteborg-hisingen',
    site_official_name: 'Nordbil Göteborg Hisingen',
    site_city: 'Göteborg',
    site_street: 'Lundbyleden 12',
    site_zip: '417 05',
    site_phone: '031-123 45 67',
    site_email: 'hisingen@nordbil.example',
    site_geocoord: '57.7236,11.9352',
    country_code: 'SE',
    site_region: 'Västra Götaland',
    site_brands: ['Volvo'],
    site_departments: [department('New cars', 'Nybilsförsäljning'), department('Workshop', 'Verkstad')],
  }

  it('is an AutoDealer with url, phone, e-mail, postal address and geo coordinates', () => {
    const data = dealerJsonLd({ dealer, url: 'https://nordbil.se/anlaggningar/nordbil-goteborg-hisingen' })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Nordbil Göteborg Hisingen',
      url: 'https://nordbil.se/anlaggningar/nordbil-goteborg-hisingen',
      telephone: '031-123 45 67',
      email: 'hisingen@nordbil.example',
      address: { '@type': 'PostalAddress', streetAddress: 'Lundbyleden 12', postalCode: '417 05', addressLocality: 'Göteborg', addressCountry: 'SE' },
      geo: { '@type': 'GeoCoordinates', latitude: 57.7236, longitude: 11.9352 },
    })
  })

  it('lists each department with its opening hours in both forms', () => {
    const [sales, workshop] = dealerJsonLd({ dealer, url: 'https://nordbil.se/x' }).department as Array<Record<string, unknown>>
    expect(sales).toMatchObject({ '@type': 'AutoDealer', telephone: '031-100 00', openingHours: ['Mo 08:00-17:00', 'Tu 08:00-17:00', 'Sa 10:00-14:00'] })
    expect(workshop?.['@type']).toBe('AutoRepair')
    expect(workshop?.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '14:00' },
    ])
  })

  it('leaves out geo when the site has no position, and phone and e-mail when it has none', () => {
    const data = dealerJsonLd({ dealer: { ...dealer, site_geocoord: null, site_phone: null, site_email: null }, url: 'https://nordbil.se/x' })
    expect(data).not.toHaveProperty('geo')
    expect(data).not.toHaveProperty('telephone')
    expect(data).not.toHaveProperty('email')
  })
})
