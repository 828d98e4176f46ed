import { describe, expect, it } from 'vitest'

import { easterSunday, swedishHolidays } from './holidays'

describe('easterSunday', () => {
  it('gives the Gregorian Easter Sunday, including the earliest and latest possible', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22', // the earliest date, as again in 2285
      1943: '1943-04-25', // the latest date, as again in 2038
      2000: '2000-04-23',
      2008: '2008-03-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
      2285: '2285-03-22',
    }
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year)), year).toBe(date)
  })

  it('is always a Sunday from 22 March to 25 April', () => {
    for (let year = 1583; year <= 2400; year++) {
      const easter = easterSunday(year)
      expect(new Date(`${easter}T00:00:00Z`).getUTCDay(), easter).toBe(0)
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25', easter).toBe(true)
    }
  })

  it('refuses a year before the Gregorian calendar or not a whole number', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError)
    expect(() => easterSunday(2026.5)).toThrow(RangeError)
  })
})

describe('swedishHolidays', () => {
  it('lists 2026 as the Swedish calendar does', () => {
    expect(swedishHolidays(2026).map((h) => `${h.date} ${h.name}`)).toEqual([
      '2026-01-01 Nyårsdagen',
      '2026-01-06 Trettondedag jul',
      '2026-04-03 Långfredagen',
      '2026-04-05 Påskdagen',
      '2026-04-06 Annandag påsk',
      '2026-05-01 Första maj',
      '2026-05-14 Kristi himmelsfärds dag',
      '2026-05-24 Pingstdagen',
      '2026-06-06 Sveriges nationaldag',
      '2026-06-19 Midsommarafton',
      '2026-06-20 Midsommardagen',
      '2026-10-31 Alla helgons dag',
      '2026-12-24 Julafton',
      '2026-12-25 Juldagen',
      '2026-12-26 Annandag jul',
      '2026-12-31 Nyårsafton',
    ])
  })

  it('moves Easter, Ascension, Whitsun, Midsummer and All Saints with the year', () => {
    const of = (year: number) => Object.fromEntries(swedishHolidays(year).map((h) => [h.name, h.date]))
    expect(of(2025)).toMatchObject({
      Långfredagen: '2025-04-18',
      'Annandag påsk': '2025-04-21',
      'Kristi himmelsfärds dag': '2025-05-29',
      Pingstdagen: '2025-06-08',
      Midsommarafton: '2025-06-20',
      Midsommardagen: '2025-06-21',
      'Alla helgons dag': '2025-11-01',
    })
    // Easter in March; All Saints' Day on its last possible date.
    expect(of(2027)).toMatchObject({ Långfredagen: '2027-03-26', 'Kristi himmelsfärds dag': '2027-05-06', 'Alla helgons dag': '2027-11-06' })
  })

  it('puts Midsummer Day on the Saturday of 20–26 June and All Saints’ Day on that of 31 Oct–6 Nov, every year', () => {
    for (let year = 2000; year <= 2100; year++) {
      const of = Object.fromEntries(swedishHolidays(year).map((h) => [h.name, h.date]))
      const midsummer = of.Midsommardagen!
      const allSaints = of['Alla helgons dag']!
      expect(new Date(`${midsummer}T00:00:00Z`).getUTCDay()).toBe(6)
      expect(midsummer >= `${year}-06-20` && midsummer <= `${year}-06-26`, midsummer).toBe(true)
      expect(new Date(`${allSaints}T00:00:00Z`).getUTCDay()).toBe(6)
      expect(allSaints >= `${year}-10-31` && allSaints <= `${year}-11-06`, allSaints).toBe(true)
      expect(
        swedishHolidays(year)
          .filter((h) => h.kind === 'eve')
          .map((h) => h.name),
      ).toEqual(['Midsommarafton', 'Julafton', 'Nyårsafton'])
    }
  })
})
