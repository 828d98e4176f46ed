// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary'

import { bookingTexts } from '../booking-texts'
import { BookingConfirmation } from './BookingConfirmation'
import { type BookingStore, emptyStore } from './booking-store'

const texts = bookingTexts(resolveDictionary([], 'sv', 'sv'))
const workshop = {
  departmentId: 'D2',
  siteId: '2',
  siteName: 'Nordbil Mölndal',
  address: 'Argongatan 4, Mölndal',
  latitude: 57.65,
  longitude: 12.01,
  brands: ['Volvo'],
  firstTimeSlot: null,
}

const storeWith = (held: boolean): BookingStore => ({
  ...emptyStore('page'),
  bookingInfo: { id: held ? 'HABCDEFGHJK' : 'WB0001', timeSlot: '2026-12-01T10:00:00', isFullDay: false, location: workshop, total: 1990, held },
})

afterEach(cleanup)

describe('the booking flow’s last step', () => {
  it('confirms a booking made online with its booking number', () => {
    render(<BookingConfirmation store={storeWith(false)} texts={texts} directionsTemplate="https://maps.example/?d={destination}" variant="page" />)
    expect(screen.getByRole('heading', { name: '✓ Bokning bekräftad' })).toBeTruthy()
    expect(screen.getByText('Bokningsnummer').nextElementSibling?.textContent).toBe('WB0001')
    expect(screen.queryByText(/kontaktar dig/)).toBeNull()
  })

  it('says a held booking is a request the workshop will confirm, never "Bokning bekräftad" (issue 35 item 4)', () => {
    render(<BookingConfirmation store={storeWith(true)} texts={texts} directionsTemplate="https://maps.example/?d={destination}" variant="page" />)
    expect(screen.getByRole('heading', { name: 'Bokningsförfrågan mottagen' })).toBeTruthy()
    expect(screen.queryByText(/Bokning bekräftad/)).toBeNull()
    expect(screen.getByText(/din tid är inte bokad än\. Verkstaden kontaktar dig per telefon eller e-post/)).toBeTruthy()
    expect(screen.getByText('Förfrågans nummer').nextElementSibling?.textContent).toBe('HABCDEFGHJK')
  })
})
