// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DICTIONARY_KEYS, resolveDictionary } from '@/features/dictionary'
import { DEMO_TIRE_AGREEMENTS } from '@/demo/seed/demo-tire-hotel'

import { TireHotelFlow } from '../TireHotelFlow'
import { TIRE_HOTEL_STORAGE_KEY } from '../tire-hotel-rules'

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

describe('the tyre-hotel session store', () => {
  it('Logga ut revokes the session on the server, empties the stored session and shows Search again', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ loggedOut: true }), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ validated: { status: 0, sessionToken: 't'.repeat(43), vehicles: [vehicle] } }))
    render(<TireHotelFlow texts={texts} locale="sv" currency="SEK" homePath="/" />)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logga ut' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fyll i ditt registreringsnummer' })).toBeTruthy())
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/tirehotel/authorization/logout')
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${'t'.repeat(43)}`)
    expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull()
    // The new page's heading has the focus (a step, not the first render).
    expect(document.activeElement?.textContent).toBe('Fyll i ditt registreringsnummer')
  })
})
