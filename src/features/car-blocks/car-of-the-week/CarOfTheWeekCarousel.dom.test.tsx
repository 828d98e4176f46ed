// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CarCard } from '@/features/car-card'
import type { CarCardContext, CarSummary } from '@/features/car-card/car-summary'

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
  texts: {
    from: 'Från',
    withVat: 'inkl. moms',
    withoutVat: 'exkl. moms',
    perMonth: 'per mån',
    missingImage: 'Bild saknas',
    compareAdd: 'Jämför',
    compareRemove: 'Ta bort',
    favouriteSave: 'Spara som favorit',
    mileageUnit: 'mil',
  },
}
const texts = { label: 'Veckans bil', previous: 'Föregående bil', next: 'Nästa bil', slide: '{index} av {total}' }

// Layout happy-dom does not do: slides 331 px apart (a 315 px card and 16 px of padding), the
// track 700 px wide: three cars do not fit.
const SLIDE_STEP = 331
let trackWidth = 700
let reducedMotion = false

const section = () => screen.getByTestId('car-of-the-week')
// The track is what the buttons control (they are there, hidden, while nothing loops).
const trackId = () => screen.getByRole('button', { name: 'Nästa bil', hidden: true }).getAttribute('aria-controls') ?? ''
const track = () => {
  const element = document.getElementById(trackId())
  if (!element) throw new Error('no track')
  return element
}
const isTrack = (element: HTMLElement) => element.id !== '' && section().contains(element) && element.id === trackId()
const isSlide = (element: HTMLElement) => element.parentElement !== null && isTrack(element.parentElement)
const translateX = (element: HTMLElement) => Number(/translate3d\((-?[\d.]+)px/.exec(element.style.transform)?.[1] ?? 0)

/** The car a visitor sees at the start of the carousel: the slide whose left edge is where the view starts. */
function carAtStart(): string | undefined {
  const slides = Array.from(track().children) as HTMLElement[]
  const atStart = slides.find((slide) => Math.abs(slide.offsetLeft + translateX(track()) + translateX(slide)) < 1)
  return atStart?.querySelector('h3')?.textContent ?? undefined
}

// Animation frames on a clock of the test's own (60 per second), so no test depends on the
// machine's speed: Embla animates by requestAnimationFrame timestamps.
const frames = new Map<number, FrameRequestCallback>()
let frameId = 0
let frameTime = 0
function runFrames(count: number) {
  for (let frame = 0; frame < count; frame += 1) {
    frameTime += 1000 / 60
    const due = [...frames.values()]
    frames.clear()
    due.forEach((callback) => callback(frameTime))
  }
}
/** Runs frames until nothing is animating any more. */
function settle() {
  for (let frame = 0; frame < 600 && frames.size > 0; frame += 1) runFrames(1)
}

beforeEach(() => {
  frames.clear()
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frameId += 1
    frames.set(frameId, callback)
    return frameId
  })
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id))
  trackWidth = 700
  reducedMotion = false
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? Array.prototype.indexOf.call(this.parentElement?.children, this) * SLIDE_STEP : 0
  })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (isSlide(this)) return this.className.includes('hidden') ? 0 : SLIDE_STEP
    return isTrack(this) ? trackWidth : 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isTrack(this) ? trackWidth : 0
  })
  // happy-dom computes no margins; Embla reads the last slide's (none: the spacing is padding).
  const computedStyle = window.getComputedStyle.bind(window)
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computedStyle(element, pseudo)
    return new Proxy(style, {
      get: (target, key) =>
        key === 'getPropertyValue' ? (name: string) => (name.startsWith('margin') ? '0px' : target.getPropertyValue(name)) : Reflect.get(target, key),
    })
  })
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') && reducedMotion,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
  // happy-dom's ResizeObserver never reports: this one reports once on observe, as browsers do.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: (entries: Array<{ target: Element }>) => void) {}
      observe(target: Element) {
        this.callback([{ target }])
      }
      disconnect() {}
    },
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** Rendered, and Embla (fetched once the row is measured to loop) has taken the track. */
async function renderCarousel() {
  // The cards as CarOfTheWeekBlock renders them on the server (a title: level-3 headings).
  const slides = CARS.map((c) => ({ id: c.car_id, card: <CarCard car={c} context={cardContext} headingLevel={3} /> }))
  const view = render(<CarOfTheWeekCarousel slides={slides} title="Veckans bilar" texts={texts} />)
  await act(() => import('embla-carousel'))
  return view
}

describe('CarOfTheWeekCarousel (spec 02 "Looping (the list is duplicated)")', () => {
  it('names the carousel and each car once; the copy shown for the loop is hidden and out of the tab order', async () => {
    await renderCarousel()
    expect(screen.getByRole('region', { name: 'Veckans bilar' }).getAttribute('aria-roledescription')).toBe('carousel')
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 av 3', '2 av 3', '3 av 3'])
    expect(screen.getAllByRole('link', { name: /Volvo EX30/ })).toHaveLength(1)
    const copies = section().querySelectorAll<HTMLElement>('[data-carousel-copy]')
    expect(copies).toHaveLength(3)
    copies.forEach((copy) => {
      expect(copy.className).not.toContain('hidden')
      expect(copy.getAttribute('aria-hidden')).toBe('true')
      expect(copy.inert).toBe(true)
    })
    const next = screen.getByRole('button', { name: 'Nästa bil' })
    expect(next.parentElement?.className).toContain('flex')
    expect(document.getElementById(next.getAttribute('aria-controls') ?? '')).toBe(track())
  })

  it('next brings the next car to the start, smoothly', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    settle()
    expect(carAtStart()).toBe('Volvo EX30')
    await user.click(screen.getByRole('button', { name: 'Nästa bil' }))
    // Smooth: a few frames after the click the track is on its way, between two cars.
    runFrames(3)
    expect(translateX(track())).toBeLessThan(0)
    expect(translateX(track())).toBeGreaterThan(-SLIDE_STEP)
    settle()
    expect(carAtStart()).toBe('Kia EV6')
    await user.click(screen.getByRole('button', { name: 'Nästa bil' }))
    settle()
    expect(carAtStart()).toBe('BMW i4')
  })

  it('previous from the first car goes round to the last one: the loop', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    settle()
    await user.click(screen.getByRole('button', { name: 'Föregående bil' }))
    settle()
    expect(carAtStart()).toBe('BMW i4')
  })

  it('next goes on past the last car to the first again, and on', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    settle()
    const next = screen.getByRole('button', { name: 'Nästa bil' })
    const seen: Array<string | undefined> = []
    for (let press = 0; press < 7; press += 1) {
      await user.click(next)
      settle()
      seen.push(carAtStart())
    }
    expect(seen).toEqual(['Kia EV6', 'BMW i4', 'Volvo EX30', 'Kia EV6', 'BMW i4', 'Volvo EX30', 'Kia EV6'])
  })

  it('with reduced motion the buttons jump', async () => {
    reducedMotion = true
    const user = userEvent.setup()
    await renderCarousel()
    settle()
    await user.click(screen.getByRole('button', { name: 'Nästa bil' }))
    runFrames(1)
    expect(carAtStart()).toBe('Kia EV6')
    await user.click(screen.getByRole('button', { name: 'Föregående bil' }))
    runFrames(1)
    expect(carAtStart()).toBe('Volvo EX30')
    await user.click(screen.getByRole('button', { name: 'Föregående bil' }))
    runFrames(1)
    expect(carAtStart()).toBe('BMW i4')
  })

  it('makes no copy and shows no buttons when every car fits', async () => {
    trackWidth = 2000
    await renderCarousel()
    expect(track().children).toHaveLength(3)
    expect(section().querySelector('[data-carousel-copy]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Nästa bil', hidden: true }).parentElement?.className).toContain('hidden')
    expect(within(section()).getAllByRole('link')).toHaveLength(3)
  })
})
