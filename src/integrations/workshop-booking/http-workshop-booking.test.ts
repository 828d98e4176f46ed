import { describe, expect, it } from 'vitest'

import { bookingErrorOf, HttpWorkshopBooking } from './http-workshop-booking'
import { WorkshopBookingError } from './workshop-booking-port'

const scope = { sitesIndex: 'sites-se' }

function adapter(answer: (url: string, init: RequestInit) => Promise<Response>, timeoutMs = 1000) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return answer(url, init)
  }) as unknown as typeof fetch
  return { calls, booking: new HttpWorkshopBooking({ baseUrl: 'https://booking.example.com/api/mechmate/', apiKey: 'key-12345678', timeoutMs, fetchImpl }) }
}

describe('HttpWorkshopBooking (a mechmate-compatible service)', () => {
  it('calls the spec’s paths below the base URL with the key', async () => {
    const { calls, booking } = adapter(async () =>
      Response.json({ isSupported: true, brand: 'Volvo', registrationNumber: 'ABC123', model: 'XC60', buildYear: 2021, hasServiceAgreement: false }),
    )
    await expect(booking.lookupCar(scope, 'ABC123')).resolves.toMatchObject({ brand: 'Volvo' })
    expect(calls[0]!.url).toBe('https://booking.example.com/api/mechmate/car/ABC123')
    expect((calls[0]!.init.headers as Record<string, string>)['x-api-key']).toBe('key-12345678')
  })

  it('turns the service’s Error Result into the spec’s codes', async () => {
    const { booking } = adapter(async () => Response.json({ errors: { 'Error Result': ['BrandNotSupported,Kia'] } }, { status: 400 }))
    const error = await booking.lookupCar(scope, 'KIA321').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WorkshopBookingError)
    expect(error).toMatchObject({ code: 'BrandNotSupported', brand: 'Kia' })
    expect(bookingErrorOf('Fordon hittades inte').code).toBe('VehicleNotFound')
    expect(bookingErrorOf('Something else').code).toBe('ServerError')
  })

  it('gives up on a service that does not answer within the timeout instead of hanging', async () => {
    const { booking } = adapter(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal!.reason))
        }),
      100,
    )
    const started = Date.now()
    await expect(booking.timeslots(scope, 'ABC123', 'D1', '2026-12-01', ['BASSVC'])).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('reads closestAvailable as server-sent events up to the limit and stops at the no-sites marker', async () => {
    const site = (id: string) => ({ departmentId: id, siteId: '1', siteName: 'A', address: 'B', latitude: 57, longitude: 12, brands: [], firstTimeSlot: null })
    const body = [site('D1'), site('D2'), { nosites: true }, site('D3')].map((m) => `data: ${JSON.stringify(m)}\n\n`).join('')
    const { calls, booking } = adapter(async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }))
    const got: string[] = []
    for await (const s of booking.closestAvailable(scope, {
      regNo: 'ABC123',
      serviceOfferings: ['A', 'B'],
      latitude: 57,
      longitude: 12,
      limit: 5,
      cursor: 'D0',
    }))
      got.push(s.departmentId)
    expect(got).toEqual(['D1', 'D2'])
    expect(calls[0]!.url).toContain('/departments/closestAvailable?regNo=ABC123&serviceOfferings=A%2CB&latitude=57&longitude=12&cursor=D0')
  })
})
