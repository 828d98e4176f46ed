// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { CarCardContext, CarSummary } from '@/features/car-list/car-list-types'

import { CarOfTheWeekCarousel } from './CarOfTheWeekCarousel'

const car = (id: string, brand: string, model: string): CarSummary => ({
  car_id: id,
  slug: `bil-${id}`,
  car_brand: brand,
  car_model: model,
  car_year: 2023,
  car_is_sample: false,
  car_is_used: false,
  car_price: 300_000,
  car_price_currency: 'SEK',
})
const CARS = [car('1', 'Volvo', 'EX30'), car('2', 'Kia', 'EV6'), car('3', 'BMW', 'i4')]

const cardContext: CarCardContext = {
  languageTag: 'sv-SE',
  detailBasePath: '/bil',
  texts: { from: 'Från', withVat: 'inkl. moms', withoutVat: 'exkl. moms', perMonth: 'per mån', missingImage: 'Bild saknas', compareAdd: 'Jämför', compareRemove: 'Ta bort', mileageUnit: 'mil' },
}
const texts = { label: 'Veckans bil', previous: 'Föregående bil', next: 'Nästa bil', slide: '{index} av {total}' }

// Layout happy-dom does not do: slides 315 px wide, 331 px apart from 16 px in; the track 700 px wide.
const SLIDE_STEP = 331
const TRACK_WIDTH = 700

let container: HTMLDivElement
let root: Root
let scrollCalls: ScrollToOptions[]

const track = () => container.querySelector<HTMLDivElement>('[data-testid="car-of-the-week"] > div:last-child')!
const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const parent = this.parentElement
    return parent && parent === track() ? 16 + Array.prototype.indexOf.call(parent.children, this) * SLIDE_STEP : 0
  })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement === track() ? 315 : 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this === track() ? TRACK_WIDTH : 0
  })
  // happy-dom's ResizeObserver never reports: this one reports once on observe, as browsers do.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback()
      }
      disconnect() {}
    },
  )
  scrollCalls = []
  vi.spyOn(Element.prototype, 'scrollTo').mockImplementation(function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options !== 'object') return
    scrollCalls.push(options)
    if (typeof options.left === 'number') this.scrollLeft = options.left
  } as Element['scrollTo'])
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function render() {
  await act(async () => root.render(<CarOfTheWeekCarousel cars={CARS} cardContext={cardContext} title="Veckans bilar" texts={texts} />))
}

describe('CarOfTheWeekCarousel (spec 02 "Looping (the list is duplicated)")', () => {
  it('shows the copy and the buttons once the cars do not fit; the copy stays out of the tab order', async () => {
    await render()
    const copies = container.querySelectorAll<HTMLElement>('[data-carousel-copy]')
    expect(copies).toHaveLength(3)
    copies.forEach((copy) => {
      expect(copy.className).not.toContain('hidden')
      expect(copy.getAttribute('aria-hidden')).toBe('true')
      expect(copy.querySelector('a')!.getAttribute('tabindex')).toBe('-1')
    })
    expect(button('Nästa bil').parentElement!.className).toContain('flex')
    const originals = container.querySelectorAll('[aria-roledescription="slide"] a')
    expect([...originals].every((link) => !link.hasAttribute('tabindex'))).toBe(true)
  })

  it('next steps one card forward', async () => {
    await render()
    await act(async () => button('Nästa bil').click())
    expect(scrollCalls).toEqual([{ left: SLIDE_STEP, behavior: 'smooth' }])
  })

  it('previous from the first card jumps a copy ahead, then steps back: the loop', async () => {
    await render()
    await act(async () => button('Föregående bil').click())
    const setWidth = 3 * SLIDE_STEP
    expect(scrollCalls).toEqual([
      { left: setWidth, behavior: 'instant' },
      { left: setWidth - SLIDE_STEP, behavior: 'smooth' },
    ])
  })

  it('next from the copy jumps back a copy first', async () => {
    await render()
    track().scrollLeft = 3 * SLIDE_STEP
    await act(async () => button('Nästa bil').click())
    expect(scrollCalls).toEqual([
      { left: 0, behavior: 'instant' },
      { left: SLIDE_STEP, behavior: 'smooth' },
    ])
  })

  it('keeps the copy hidden and no buttons when every car fits', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 2000)
    await render()
    expect(container.querySelector('[data-carousel-copy]')!.className).toContain('hidden')
    expect(button('Nästa bil').parentElement!.className).toContain('hidden')
  })
})
