// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DICTIONARY_KEYS, resolveDictionary } from '@/features/dictionary'
import { DEMO_TIRE_AGREEMENTS } from '@/demo/seed/demo-tire-hotel'
import { bookableRange, dayIn } from '@/integrations/tire-hotel/tire-hotel-dates'

import { TireHotelFlow } from './TireHotelFlow'
import { TIRE_HOTEL_STORAGE_KEY } from './tire-hotel-rules'

const d = resolveDictionary([], 'sv', 'sv')
const texts = Object.fromEntries(DICTIONARY_KEYS.filter((k) => k.startsWith('tireHotel')).map((k) => [k, d.t(k)]))
const vehicle = DEMO_TIRE_AGREEMENTS[0]!.vehicle

beforeEach(() => {
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('TireHotelFlow', () => {
  it('starts on Search; a stored validated session jumps to LoggedIn with the warning and the tyres', async () => {
    const { unmount } = render(<TireHotelFlow texts={texts} locale="sv" currency="SEK" homePath="/" />)
    expect(screen.getByRole('heading', { name: 'Fyll i ditt registreringsnummer' })).toBeTruthy()
    // The flow's section is named by the step's own heading.
    expect(screen.getByRole('region', { name: 'Fyll i ditt registreringsnummer' })).toBeTruthy()
    unmount()
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ validated: { status: 0, sessionToken: 'x'.repeat(43), vehicles: [vehicle] } }))
    render(<TireHotelFlow texts={texts} locale="sv" currency="SEK" homePath="/" contactEmail="dack@example.se" />)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ditt fordon' })).toBeTruthy())
    expect(screen.getByRole('region', { name: 'Ditt fordon' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Fyll i ditt registreringsnummer' })).toBeNull()
    expect(screen.getByText(/lågt mönsterdjup/)).toBeTruthy()
    expect(screen.getAllByRole('img', { name: 'Varning' })).toHaveLength(4)
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeTruthy()
  })

  it('the calendar has 42 days from Monday; only available dates are buttons', async () => {
    const { first } = bookableRange(dayIn(new Date()))
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ availableDates: [{ date: first }] }), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ validated: { status: 0, sessionToken: 'x'.repeat(43), vehicles: [vehicle] } }))
    render(<TireHotelFlow texts={texts} locale="sv" currency="SEK" homePath="/" />)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Boka hjulskifte' }))
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('cell')).toHaveLength(42)
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toMatch(/^mån/)
    expect(within(table).getAllByRole('button')).toHaveLength(1)
    expect((screen.getByRole('button', { name: 'Nästa månad' }) as HTMLButtonElement).disabled).toBe(true)
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${'x'.repeat(43)}`)
  })
})
