// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { CarCardContext, CarSummary } from '@/features/car-card/car-summary'

import { SimilarCarsDrawer, type SimilarCarsDrawerTexts } from './SimilarCarsDrawer'

const car = (id: string, brand: string, model: string): CarSummary => ({
  car_id: id,
  slug: `bil-${id}`,
  car_brand: brand,
  car_model: model,
  car_year: 2023,
  car_is_sample: false,
  car_is_used: true,
  car_price: 300_000,
  car_price_currency: 'SEK',
})
const CARS = [car('1', 'Volvo', 'XC40'), car('2', 'Volvo', 'XC60'), car('3', 'Volvo', 'XC90'), car('4', 'Volvo', 'V60')]

const cardContext: CarCardContext = {
  languageTag: 'en-GB',
  detailBasePath: '/cars',
  texts: { from: 'From', withVat: 'incl. VAT', withoutVat: 'excl. VAT', perMonth: 'per month', missingImage: 'No image', compareAdd: 'Compare', compareRemove: 'Remove', mileageUnit: 'miles' },
}
const texts: SimilarCarsDrawerTexts = {
  heading: 'Similar cars',
  open: 'Show similar cars',
  close: 'Hide similar cars',
  previous: 'Previous cars',
  next: 'Next cars',
  count: 'Number of cars: {count}',
}

// Layout happy-dom does not do: the drawer is 480 px tall open (400 px of travel below the 80 px
// peek); the card row is 700 px wide, its cards 346 px apart (330 px and a 16 px gap).
const DRAWER_HEIGHT = 480
const TRAVEL = 400
const CARD_STEP = 346
const ROW_WIDTH = 700
const ROW_SCROLL_WIDTH = 16 + CARS.length * CARD_STEP

let container: HTMLDivElement
let root: Root
let scrollCalls: ScrollToOptions[]

const byTestId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const element = container.querySelector<T>(`[data-testid="${id}"]`)
  if (!element) throw new Error(`no ${id}`)
  return element
}
const drawer = () => byTestId('similar-drawer')
const handle = () => byTestId('similar-drawer-handle')
const toggle = () => byTestId<HTMLButtonElement>('similar-drawer-toggle')
const body = () => byTestId('similar-drawer-body')
const row = () => byTestId<HTMLUListElement>('similar-drawer-row')
const expanded = () => toggle().getAttribute('aria-expanded')
const button = (name: string) => {
  const found = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)
  if (!found) throw new Error(`no button "${name}"`)
  return found
}

const render = async (cars: readonly CarSummary[] = CARS) => {
  await act(async () => root.render(<SimilarCarsDrawer cars={cars} cardContext={cardContext} texts={texts} max={8} />))
}
const pointer = async (target: HTMLElement, type: string, clientY: number, pointerType = 'mouse') => {
  await act(async () => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: 200, clientY, pointerId: 3, pointerType, button: 0 }))
  })
}
/** Press on `target`, move by `deltaY` and release there, as a visitor dragging the handle. */
const dragBy = async (target: HTMLElement, deltaY: number, pointerType = 'mouse') => {
  await pointer(target, 'pointerdown', 600, pointerType)
  await pointer(target, 'pointermove', 600 + deltaY / 2, pointerType)
  await pointer(target, 'pointermove', 600 + deltaY, pointerType)
  await pointer(target, 'pointerup', 600 + deltaY, pointerType)
}
/** The click a browser fires after a mouse press and release (detail 1, unlike a keyboard click). */
const mouseClick = async (target: HTMLElement) => {
  await act(async () => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
  })
}
const openDrawer = async () => {
  await act(async () => toggle().click())
  expect(expanded()).toBe('true')
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'similar-drawer' ? DRAWER_HEIGHT : 0
  })
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const parent = this.parentElement
    return parent?.dataset.testid === 'similar-drawer-row' ? 16 + Array.prototype.indexOf.call(parent.children, this) * CARD_STEP : 0
  })
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return this instanceof HTMLElement && this.dataset.testid === 'similar-drawer-row' ? ROW_SCROLL_WIDTH : 0
  })
  // happy-dom keeps clientWidth on HTMLElement, scrollWidth on Element.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'similar-drawer-row' ? ROW_WIDTH : 0
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
  await act(async () => root?.unmount())
  container.remove()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('SimilarCarsDrawer (spec 02 "draggable \'similar cars\' drawer", §4, §9)', () => {
  it('renders nothing without cars', async () => {
    await render([])
    expect(container.innerHTML).toBe('')
  })

  it('starts closed: only the 80 px strip peeks, the page keeps 80 px free, the body is inert', async () => {
    await render()
    expect(drawer().style.transform).toBe('translateY(calc(100% - 80px))')
    expect(handle().style.height).toBe('80px')
    expect(byTestId('similar-drawer-spacer').style.height).toBe('80px')
    expect(handle().className).toContain('touch-none')
    expect(drawer().querySelector('h2')?.textContent).toBe('Similar cars')
    expect(toggle().getAttribute('aria-label')).toBe('Show similar cars')
    expect(document.getElementById(toggle().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Number of cars: 4')
    expect(toggle().getAttribute('aria-controls')).toBe(body().id)
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
    expect(body().hasAttribute('inert')).toBe(true)
  })

  it('shows the cars as 330 px cards in a scroll-snap row, at most `max`', async () => {
    await render()
    expect(row().querySelectorAll('[data-testid="car-card"]')).toHaveLength(4)
    expect(row().className).toContain('snap-x')
    const item = row().querySelector('li')
    expect(item?.style.width).toBe('330px')
    expect(item?.className).toContain('snap-start')
    await act(async () => root.render(<SimilarCarsDrawer cars={CARS} cardContext={cardContext} texts={texts} max={2} />))
    expect(row().querySelectorAll('[data-testid="car-card"]')).toHaveLength(2)
  })

  it('the handle button toggles aria-expanded, the name and the inert body', async () => {
    await render()
    await openDrawer()
    expect(toggle().getAttribute('aria-label')).toBe('Hide similar cars')
    expect(body().inert).toBe(false)
    expect(body().hasAttribute('inert')).toBe(false)
    expect(drawer().style.transform).toBe('translateY(0px)')
    await act(async () => toggle().click())
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
  })

  it('Escape closes it and returns the focus to the handle button', async () => {
    await render()
    await openDrawer()
    const link = body().querySelector('a')
    if (!link) throw new Error('no card link')
    link.focus()
    expect(document.activeElement).toBe(link)
    await act(async () => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    })
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
    expect(document.activeElement).toBe(toggle())
  })

  it('closing by the button while the focus is in the body moves it to the button', async () => {
    await render()
    await openDrawer()
    body().querySelector('a')?.focus()
    await act(async () => toggle().click())
    expect(document.activeElement).toBe(toggle())
  })

  it('a drag up of 31 % of the travel opens it; the drawer follows the pointer meanwhile', async () => {
    await render()
    await pointer(handle(), 'pointerdown', 600)
    await pointer(handle(), 'pointermove', 600 - 0.31 * TRAVEL)
    expect(drawer().style.transform).toBe(`translateY(${TRAVEL - 0.31 * TRAVEL}px)`)
    expect(drawer().dataset.dragging).toBe('true')
    // No snap animation while following the pointer.
    expect(drawer().className).not.toContain('transition-transform')
    await pointer(handle(), 'pointerup', 600 - 0.31 * TRAVEL)
    expect(expanded()).toBe('true')
    expect(drawer().style.transform).toBe('translateY(0px)')
    expect(drawer().className).toContain('transition-transform')
    expect(drawer().className).toContain('motion-reduce:transition-none')
    // The click the browser fires after the drag does not close it again.
    await mouseClick(handle())
    expect(expanded()).toBe('true')
  })

  it('a drag up of 29 % snaps back closed', async () => {
    await render()
    await dragBy(handle(), -0.29 * TRAVEL)
    await mouseClick(handle())
    expect(expanded()).toBe('false')
    expect(drawer().style.transform).toBe('translateY(calc(100% - 80px))')
  })

  it('a drag down of 31 % closes an open drawer, 29 % keeps it open (touch, from the button)', async () => {
    await render()
    await openDrawer()
    await dragBy(toggle(), 0.29 * TRAVEL, 'touch')
    expect(expanded()).toBe('true')
    await dragBy(toggle(), 0.31 * TRAVEL, 'touch')
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
  })

  it('clamps the drag between open and closed', async () => {
    await render()
    await pointer(handle(), 'pointerdown', 600)
    await pointer(handle(), 'pointermove', 700)
    expect(drawer().style.transform).toBe(`translateY(${TRAVEL}px)`)
    await pointer(handle(), 'pointermove', 0)
    expect(drawer().style.transform).toBe('translateY(0px)')
    await pointer(handle(), 'pointercancel', 0)
    // A cancelled drag snaps back where it started.
    expect(expanded()).toBe('false')
    expect(drawer().style.transform).toBe('translateY(calc(100% - 80px))')
  })

  it('a press without movement is a click and toggles', async () => {
    await render()
    await pointer(handle(), 'pointerdown', 600)
    await pointer(handle(), 'pointermove', 603)
    await pointer(handle(), 'pointerup', 603)
    expect(drawer().dataset.dragging).toBeUndefined()
    await mouseClick(handle())
    expect(expanded()).toBe('true')
  })

  it('a keyboard click right after a drag still toggles', async () => {
    await render()
    await dragBy(handle(), -0.5 * TRAVEL)
    expect(expanded()).toBe('true')
    // Enter/Space on a button: a click with detail 0.
    await act(async () => {
      toggle().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }))
    })
    expect(expanded()).toBe('false')
  })

  it('previous / next scroll the row one card and are disabled at its ends', async () => {
    await render()
    await openDrawer()
    expect(button('Previous cars').getAttribute('aria-disabled')).toBe('true')
    expect(button('Next cars').getAttribute('aria-disabled')).toBe('false')
    await act(async () => button('Next cars').click())
    expect(scrollCalls).toEqual([{ left: CARD_STEP, behavior: 'smooth' }])
    await act(async () => {
      row().dispatchEvent(new Event('scroll'))
    })
    expect(button('Previous cars').getAttribute('aria-disabled')).toBe('false')
    await act(async () => button('Previous cars').click())
    expect(scrollCalls.at(-1)).toEqual({ left: 0, behavior: 'smooth' })
  })

  it('hides previous / next when every card fits', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 3000)
    await render()
    expect(button('Next cars').parentElement?.className).toContain('hidden')
  })
})
