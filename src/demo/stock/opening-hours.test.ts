import { describe, expect, it } from 'vitest'
import { isoDate } from './format'
import { easterSunday, openingSchedule, upcomingHolidays } from './opening-hours'
import { Rng } from './prng'

const reference = new Date('2026-11-01T00:00:00Z')

describe('holidays', () => {
  it('finds Easter Sunday', () => {
    expect(isoDate(easterSunday(2026))).toBe('2026-04-05')
    expect(isoDate(easterSunday(2027))).toBe('2027-03-28')
    expect(isoDate(easterSunday(2024))).toBe('2024-03-31')
  })

  it('lists the market’s holidays after the reference date', () => {
    const swedish = upcomingHolidays('SE', reference, 120).map(({ date }) => isoDate(date))
    expect(swedish).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01', '2027-01-06'])
    expect(upcomingHolidays('FI', reference, 120).map(({ date }) => isoDate(date))).toContain('2026-12-06')
    expect(upcomingHolidays('SE', new Date('2026-06-01T00:00:00Z'), 30).map(({ date }) => isoDate(date))).toEqual(['2026-06-06', '2026-06-19'])
    expect(upcomingHolidays('GB', new Date('2027-03-01T00:00:00Z'), 40).map(({ date }) => isoDate(date))).toEqual(['2027-03-26', '2027-03-29'])
  })
})

describe('openingSchedule', () => {
  it('has seven days, a few holidays and the market’s word for closed', () => {
    const schedule = openingSchedule('Workshop', 'NO', 'nb', reference, new Rng(1))
    expect(schedule.openinghours).toHaveLength(7)
    expect(schedule.openinghours.at(-1)).toEqual({ day: 'Sunday', open: null, close: null, displayText: 'Stengt' })
    expect(schedule.openinghours[0]?.open).toMatch(/^0[7-9]:[03]0$/)
    expect(schedule.deviationdays?.length).toBeGreaterThanOrEqual(2)
    for (const day of schedule.deviationdays ?? []) expect(Date.parse(day.day)).toBeGreaterThan(reference.getTime())
  })

  it('opens sales departments on most Saturdays', () => {
    const saturdays = Array.from({ length: 200 }, (_, seed) => openingSchedule('New cars', 'SE', 'sv', reference, new Rng(seed)).openinghours[5]?.open ?? null)
    const open = saturdays.filter((time) => time !== null).length
    expect(open).toBeGreaterThan(140)
    expect(open).toBeLessThan(200)
  })
})
