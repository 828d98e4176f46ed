// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { type CarCardContext, type CarSummary, favouriteCarsStore, toggleFavouriteCar } from '@/features/car-card'
import { testCarSummary } from '@/features/car-card/test-car-summary'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import { favouriteCarsTexts } from './favourite-cars-texts'
import { FavouriteCarsList } from './FavouriteCarsList'

const context: CarCardContext = {
  languageTag: 'en-GB',
  detailBasePath: '/cars',
  texts: {
    from: 'from',
    withVat: 'incl. VAT',
    withoutVat: 'excl. VAT',
    perMonth: 'per month',
    missingImage: 'No picture',
    compareAdd: 'Compare',
    compareRemove: 'Remove',
    favouriteSave: 'Save as favourite',
    mileageUnit: 'mi',
  },
}
const texts = favouriteCarsTexts(resolveDictionary([], 'en', 'sv'))

const car = (id: number, model: string, price: number) => testCarSummary(id, { car_model: model, car_price: price, car_price_currency: 'GBP' })

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
const answer = (cars: CarSummary[]) => fetchMock.mockResolvedValue(Response.json({ cars }))
const renderList = () => render(<FavouriteCarsList cardContext={context} texts={texts} carListHref="/cars" cardHeadingLevel={2} />)

beforeEach(() => {
  window.history.replaceState(null, '', '/favourites')
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  favouriteCarsStore.set([])
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const save = (...cars: CarSummary[]) => {
  for (const saved of cars) favouriteCarsStore.update((list) => toggleFavouriteCar(list, saved, 1000))
}

describe('FavouriteCarsList (issue 41 item 2)', () => {
  it('asks a visitor without favourites to tap a heart, with a link to the cars', () => {
    renderList()
    expect(screen.getByText('You have no favourites yet. Tap the heart on a car to save it here.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See all cars' }).getAttribute('href')).toBe('/cars')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows each saved car as the stock has it now: a lower or higher price since it was saved, a car gone as sold', async () => {
    save(car(1, 'V60', 20_000), car(2, 'XC40', 30_000), car(3, 'XC90', 50_000))
    answer([car(2, 'XC40', 31_500), car(1, 'V60', 18_000)])
    renderList()
    await screen.findByText('Price down £2,000 since you saved it')
    expect(screen.getByText('Price up £1,500 since you saved it')).toBeTruthy()
    expect(screen.getByText('Sold')).toBeTruthy()
    // One lookup for all of them, newest saved first.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/cars?ids=3,2,1')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Volvo XC90', 'Volvo XC40', 'Volvo V60'])
  })

  it('shows the cars as saved, not as sold, when the stock cannot be asked', async () => {
    save(car(1, 'V60', 20_000))
    fetchMock.mockResolvedValue(new Response('', { status: 502 }))
    renderList()
    await screen.findByRole('alert')
    expect(screen.getByRole('alert').textContent).toBe(texts.loadFailed)
    expect(screen.queryByText('Sold')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Volvo V60' })).toBeTruthy()
  })

  it('takes a car out with its heart without asking the stock again', async () => {
    save(car(1, 'V60', 20_000), car(2, 'XC40', 30_000))
    answer([car(1, 'V60', 20_000), car(2, 'XC40', 30_000)])
    renderList()
    const hearts = await screen.findAllByRole('button', { name: /^Save as favourite/, pressed: true })
    await userEvent.setup().click(hearts[0]!)
    await waitFor(() => expect(screen.getAllByTestId('car-card')).toHaveLength(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('opened from a shared link, shows the shared cars and saves them among the visitor’s own', async () => {
    window.history.replaceState(null, '', '/favourites?cars=2,1')
    answer([car(1, 'V60', 20_000), car(2, 'XC40', 30_000)])
    renderList()
    await screen.findByText('Someone shared these cars with you.')
    await waitFor(() => expect(screen.getAllByTestId('car-card')).toHaveLength(2))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save to my favourites' }))
    expect(favouriteCarsStore.getSnapshot().map((f) => f.car.car_id)).toEqual(['2', '1'])
    expect(window.location.search).toBe('')
    expect(screen.getAllByRole('button', { name: /^Save as favourite/, pressed: true })).toHaveLength(2)
  })
})
