// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { TEST_CAR_CARD_CONTEXT, testCarSummary } from '@/features/car-card/test-car-summary'

import { recentlyViewedStore, withViewed } from './recently-viewed'
import { RecentlyViewedCars } from './RecentlyViewedCars'

const context = TEST_CAR_CARD_CONTEXT
const car = (id: number, model: string) => testCarSummary(id, { car_model: model, car_price: 250_000 })

afterEach(() => {
  cleanup()
  recentlyViewedStore.set([])
})

describe('RecentlyViewedCars', () => {
  it('shows nothing to a visitor who has viewed no car', () => {
    const { container } = render(<RecentlyViewedCars heading="Senast visade bilar" cardContext={context} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows the cars viewed, newest first, leaving out the one on screen', () => {
    for (const [id, model] of [
      [1, 'V60'],
      [2, 'XC40'],
      [3, 'XC90'],
    ] as const)
      recentlyViewedStore.update((cars) => withViewed(cars, car(id, model)))
    render(<RecentlyViewedCars heading="Senast visade bilar" cardContext={context} exceptCarId="2" />)
    const section = screen.getByRole('region', { name: 'Senast visade bilar' })
    const links = section.querySelectorAll('a')
    expect([...links].map((a) => a.textContent)).toEqual(['Volvo XC90', 'Volvo V60'])
    expect(links[0]!.getAttribute('href')).toBe('/kop-bil/3/volvo-xc90-3')
  })
})
