// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary'

import type { StoreMarker } from '../rules/markers'
import { storeLocatorTexts } from '../store-locator-texts'
import { StoreLocator } from './StoreLocator'

afterEach(cleanup)

const marker = (id: string, name: string, lat: number, extra: Partial<StoreMarker> = {}): StoreMarker => ({
  id,
  name,
  lat,
  lng: 12,
  city: 'Borås',
  address: 'Storgatan 1',
  zip: '503 30',
  services: [],
  chargerOptions: [],
  type: 'Location',
  directionsUrl: 'https://maps.example/dir',
  ...extra,
})

const texts = storeLocatorTexts(resolveDictionary([], 'sv', 'sv'), {})
const settings = { defaultCentre: { lat: 57.7, lng: 12 }, defaultZoom: 8, unit: 'km' as const, nearMeRadius: 25.7, searchRadius: 25.7, language: 'sv' }

describe('StoreLocator', () => {
  it("leaves out a marker of an unknown type with the spec's message in the log, and shows the rest (spec 01 §8)", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      render(
        <StoreLocator
          markers={[marker('a', 'Nära', 57.71), marker('b', 'Okänd', 57.72, { type: 'Hovercraft' as never }), marker('c', 'Längre bort', 58)]}
          settings={settings}
          texts={texts}
          languageTag="sv-SE"
        />,
      )
      expect(error).toHaveBeenCalledWith('Unable to render marker of type: Hovercraft')
      const list = screen.getByRole('list', { name: 'Platser' })
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Nära', 'Längre bort'])
      expect(screen.getByText('Visar 2 av 2')).toBeTruthy()
    } finally {
      error.mockRestore()
    }
  })

  it('opens and closes a location’s details, and selects it with "Visa på kartan" (again: deselects)', async () => {
    const user = userEvent.setup()
    render(
      <StoreLocator
        markers={[marker('a', 'Laddpunkt Borås', 57.71, { type: 'ChargingPoint', chargerOptions: [{ id: '1', amount: 4, icon: 'CCS2', watts: 150 }] })]}
        settings={settings}
        texts={texts}
        languageTag="sv-SE"
      />,
    )
    const details = screen.getByRole('button', { name: 'Mer information' })
    expect(details.getAttribute('aria-expanded')).toBe('false')
    await user.click(details)
    expect(details.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('4 × CCS2, 150 kW')).toBeTruthy()
    await user.click(details)
    expect(screen.queryByText('4 × CCS2, 150 kW')).toBeNull()

    const show = screen.getByRole('button', { name: 'Visa på kartan' })
    await user.click(show)
    expect(show.getAttribute('aria-pressed')).toBe('true')
    await user.click(show)
    expect(show.getAttribute('aria-pressed')).toBe('false')
  })

  it('says there is no position, and changes nothing, when the browser refuses it', async () => {
    const user = userEvent.setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'User denied Geolocation' } as GeolocationPositionError),
    )
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition }, permissions: { query: async () => ({ state: 'prompt' }) } })
    try {
      render(<StoreLocator markers={[marker('a', 'Nära', 57.71), marker('c', 'Längre bort', 58)]} settings={settings} texts={texts} languageTag="sv-SE" />)
      await user.click(screen.getByRole('button', { name: 'Visa platser nära mig' }))
      expect(getCurrentPosition).toHaveBeenCalled()
      expect(warn).toHaveBeenCalledWith('Store locator: the visitor refused their position; near me does nothing')
      expect(screen.queryByText(/Sorterat efter avstånd/)).toBeNull()
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Nära', 'Längre bort'])
    } finally {
      warn.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})

describe('StoreLocator distances (issue 36: one unit system per site)', () => {
  /** Each listed place's distance, as the list says it. */
  const distances = () =>
    within(screen.getByRole('list', { name: 'Locations' }))
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/^(about [\d,]+ [a-z]+|[\d,]+ [a-z]+)$/).textContent)

  it('in miles, a place under a mile away reads in yards, never in metres', () => {
    render(
      <StoreLocator
        markers={[marker('a', 'Near', 57.705), marker('b', 'Further', 57.75)]}
        settings={{ ...settings, unit: 'mi', language: 'en' }}
        texts={storeLocatorTexts(resolveDictionary([], 'en', 'en'), {})}
        languageTag="en-GB"
      />,
    )
    expect(distances()).toEqual(['about 600 yd', '3 mi'])
  })

  it('in kilometres, in metres', () => {
    render(
      <StoreLocator
        markers={[marker('a', 'Near', 57.705), marker('b', 'Further', 57.75)]}
        settings={{ ...settings, language: 'en' }}
        texts={storeLocatorTexts(resolveDictionary([], 'en', 'en'), {})}
        languageTag="en-GB"
      />,
    )
    expect(distances()).toEqual(['about 600 m', '6 km'])
  })
})
