import { describe, expect, it } from 'vitest'

import { HttpTireHotel } from './http-tire-hotel'
import { TireHotelUnavailableError } from './tire-hotel-port'

const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status })

describe('HttpTireHotel', () => {
  it('reads 404 as "no agreement" and sends the key', async () => {
    const seen: Request[] = []
    const hotel = new HttpTireHotel({
      baseUrl: 'https://tyres.example/api/',
      apiKey: 'key-12345678',
      fetchImpl: async (url, init) => {
        seen.push(new Request(url as string, init))
        return answer(404)
      },
    })
    expect(await hotel.findAgreement('ABC123')).toBeUndefined()
    expect(seen[0]!.url).toBe('https://tyres.example/api/agreements/ABC123')
    expect(seen[0]!.headers.get('x-api-key')).toBe('key-12345678')
  })

  it('maps dates, times and a taken slot', async () => {
    const hotel = new HttpTireHotel({
      baseUrl: 'https://tyres.example/api',
      fetchImpl: async (url) => {
        const path = String(url)
        if (path.includes('/timeslot-days')) return answer(200, { availableDates: [{ date: '2026-12-01T00:00:00' }] })
        if (path.includes('/timeslots')) return answer(200, { availableTimeSlotDates: [{ startTime: ['08:00', '09:00'] }] })
        return answer(409, { message: 'taken' })
      },
    })
    expect(await hotel.availableDates('W1', { startDate: '2026-12-01', endDate: '2026-12-31', regNo: 'ABC123' })).toEqual(['2026-12-01'])
    expect(await hotel.timeslots('W1', { date: '2026-12-01', regNo: 'ABC123' })).toEqual(['08:00', '09:00'])
    const booking = {
      bookingDate: '2026-12-01T08:00:00.00',
      bookingStart: '2026-12-01T08:00:00.00',
      regNo: 'ABC123',
      freeText: '',
      customer: { firstName: 'A', lastName: 'B', email: 'a@b.se', phoneMobile: '0701234567' },
    }
    expect(await hotel.createBooking('W1', booking)).toEqual({ ok: false, reason: 'TimeslotNotAvailable' })
  })

  it('turns failures and unreadable answers into TireHotelUnavailableError', async () => {
    const failing = new HttpTireHotel({ baseUrl: 'https://tyres.example', fetchImpl: async () => answer(500) })
    await expect(failing.findAgreement('ABC123')).rejects.toBeInstanceOf(TireHotelUnavailableError)
    const odd = new HttpTireHotel({ baseUrl: 'https://tyres.example', fetchImpl: async () => answer(200, { regNo: 1 }) })
    await expect(odd.findAgreement('ABC123')).rejects.toBeInstanceOf(TireHotelUnavailableError)
  })
})
