// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DICTIONARY_KEYS, resolveDictionary } from '@/features/dictionary'
import { DEMO_TIRE_AGREEMENTS } from '@/demo/seed/demo-tire-hotel'
import { bookableRange, dayIn } from '@/integrations/tire-hotel/tire-hotel-dates'

import { TireHotelFlow } from '../TireHotelFlow'
import { TIRE_HOTEL_STORAGE_KEY } from '../tire-hotel-rules'

const d = resolveDictionary([], 'sv', 'sv')
const texts = Object.fromEntries(DICTIONARY_KEYS.filter((k) => k.startsWith('tireHotel')).map((k) => [k, d.t(k)]))
const vehicle = DEMO_TIRE_AGREEMENTS[0]!.vehicle

type Call = { url: string; body: unknown }

/** A fetch answering the tyre-hotel calls by path, keeping what was sent. */
function tyreHotelServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const path = Object.keys(answers).find((p) => url.includes(p))
    const answer = path ? answers[path]! : { status: 500, body: {} }
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

beforeEach(() => {
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the tyre-hotel forms (react-hook-form with the server schemas)', () => {
  it('plate search: upper-cased as typed, continue from 2 characters, searched once with the plate', async () => {
    const calls = tyreHotelServer({ 'authorization/search': { status: 404, body: { message: 'x' } } })
    const user = userEvent.setup()
    render(<TireHotelFlow texts={texts} locale="sv" currency="SEK" homePath="/" bookServicePath="/boka-service" />)
    const plate = screen.getByRole('textbox', { name: 'Registreringsnummer' })
    const go = screen.getByRole('button', { name: 'Fortsätt' })
    await user.type(plate, 'a')
    expect((go as HTMLButtonElement).disabled).toBe(true)
    await user.type(plate, 'bc 123')
    expect((plate as HTMLInputElement).value).toBe('ABC123')
    await user.click(go)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(texts.tireHotelNoAgreement))
    expect(calls.map((c) => c.url)).toEqual(['/api/tirehotel/authorization/search?regNo=ABC123'])
  })

  it('a plate the server rule refuses is not sent: the text its 400 would bring', async () => {
    const calls = tyreHotelServer({})
    const user = userEvent.setup()
    render(<TireHotelFlow texts={texts} locale="sv" currency="SEK" homePath="/" />)
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'AB-1')
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.tireHotelSomethingWrong))
    expect(calls).toEqual([])
  })

  it('contact form: Boka once the server schema passes; the booking carries the trimmed customer', async () => {
    const { first } = bookableRange(dayIn(new Date()))
    const calls = tyreHotelServer({
      GetTimeslotDays: { status: 200, body: { availableDates: [{ date: first }] } },
      GetTimeslots: { status: 200, body: { availableTimeSlotDates: [{ date: first, startTime: ['07:00:00'] }] } },
      'booking/create': { status: 409, body: { message: 'Tiden är tyvärr inte längre ledig.' } },
    })
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ validated: { status: 0, sessionToken: 'x'.repeat(43), vehicles: [vehicle] } }))
    const user = userEvent.setup()
    render(<TireHotelFlow texts={texts} locale="sv" currency="SEK" homePath="/" />)
    await user.click(await screen.findByRole('button', { name: 'Boka hjulskifte' }))
    const table = await screen.findByRole('table')
    await user.click(table.querySelector('button')!)
    await user.click(await screen.findByRole('button', { name: '07:00' }))
    const book = screen.getByRole('button', { name: 'Boka' }) as HTMLButtonElement
    await user.type(screen.getByRole('textbox', { name: /^Förnamn/ }), ' Anna ')
    await user.type(screen.getByRole('textbox', { name: /^Efternamn/ }), 'Svensson')
    await user.type(screen.getByRole('textbox', { name: /^Mobilnummer/ }), '070-123 45 67')
    expect((screen.getByRole('textbox', { name: /^Mobilnummer/ }) as HTMLInputElement).value).toBe('0701234567')
    await user.type(screen.getByRole('textbox', { name: /^email/ }), 'anna@example')
    await waitFor(() => expect(book.disabled).toBe(true))
    await user.type(screen.getByRole('textbox', { name: /^email/ }), '.se')
    await waitFor(() => expect(book.disabled).toBe(false))
    // Changing the time keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Ändra tid' }))
    await user.click(screen.getByRole('button', { name: '07:00' }))
    expect((screen.getByRole('textbox', { name: /^Förnamn/ }) as HTMLInputElement).value).toBe(' Anna ')
    await waitFor(() => expect((screen.getByRole('button', { name: 'Boka' }) as HTMLButtonElement).disabled).toBe(false))
    await user.click(screen.getByRole('button', { name: 'Boka' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Tiden är tyvärr inte längre ledig.'))
    const booking = calls.find((c) => c.url.includes('booking/create'))
    expect(booking?.body).toEqual({
      bookingDate: `${first}T07:00:00.00`,
      bookingStart: `${first}T07:00:00.00`,
      regNo: vehicle.regNo,
      freeText: '',
      customer: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phoneMobile: '0701234567' },
    })
  })
})
