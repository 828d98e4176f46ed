// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
  texts: {
    from: 'From',
    withVat: 'incl. VAT',
    withoutVat: 'excl. VAT',
    perMonth: 'per month',
    missingImage: 'No image',
    compareAdd: 'Compare',
    compareRemove: 'Remove',
    favouriteSave: 'Save as favourite',
    mileageUnit: 'miles',
  },
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

let scrollCalls: ScrollToOptions[]
let user: ReturnType<typeof userEvent.setup>

const drawer = () => screen.getByTestId('similar-drawer')
const handle = () => screen.getByTestId('similar-drawer-handle')
const toggle = () => screen.getByTestId<HTMLButtonElement>('similar-drawer-toggle')
const body = () => screen.getByTestId('similar-drawer-body')
const row = () => screen.getByTestId<HTMLUListElement>('similar-drawer-row')
const expanded = () => toggle().getAttribute('aria-expanded')
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name, hidden: true })

const drawerElement = (cars: readonly CarSummary[] = CARS, max = 8) => <SimilarCarsDrawer cars={cars} cardContext={cardContext} texts={texts} max={max} />
const renderDrawer = (cars: readonly CarSummary[] = CARS) => render(drawerElement(cars))

type PointerKind = 'mouse' | 'touch'
const pointerButton = { mouse: 'MouseLeft', touch: 'TouchA' } as const
const at = (target: HTMLElement, clientY: number) => ({ target, coords: { clientX: 200, clientY } })
/** Presses on `target` at y, as a mouse button or a finger. */
const pressAt = (target: HTMLElement, clientY: number, kind: PointerKind = 'mouse') =>
  user.pointer({ keys: `[${pointerButton[kind]}>]`, ...at(target, clientY) })
/** Moves the pressed pointer to y. */
const moveTo = (target: HTMLElement, clientY: number, kind: PointerKind = 'mouse') =>
  user.pointer(kind === 'touch' ? { pointerName: pointerButton.touch, ...at(target, clientY) } : at(target, clientY))
/** Releases at y; a browser then fires a click on the pressed element, as user-event does. */
const releaseAt = (target: HTMLElement, clientY: number, kind: PointerKind = 'mouse') =>
  user.pointer({ keys: `[/${pointerButton[kind]}]`, ...at(target, clientY) })
/** Press on `target`, move by `deltaY` and release there, as a visitor dragging the handle. */
const dragBy = async (target: HTMLElement, deltaY: number, kind: PointerKind = 'mouse') => {
  await pressAt(target, 600, kind)
  await moveTo(target, 600 + deltaY / 2, kind)
  await moveTo(target, 600 + deltaY, kind)
  await releaseAt(target, 600 + deltaY, kind)
}
/** Clicks on the handle as the browser reports them, counted so a test sees the click it relies on. */
let handleClicks = 0
const countHandleClicks = () => handle().addEventListener('click', () => (handleClicks += 1))
const openDrawer = async () => {
  await user.click(toggle())
  expect(expanded()).toBe('true')
}
/** Tabs through the page until `isTarget` says the focus is there, as a keyboard user would. */
async function tabUntil(isTarget: (element: Element | null) => boolean) {
  for (let step = 0; step < 20 && !isTarget(document.activeElement); step++) await user.tab()
  expect(isTarget(document.activeElement)).toBe(true)
}

beforeEach(() => {
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
  user = userEvent.setup({ delay: null })
  handleClicks = 0
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The drawer hangs from 80 px above the viewport's bottom: closed untransformed, open lifted by its height less the strip. */
const CLOSED = 'translateY(0px)'
const OPEN = 'translateY(calc(80px - 100%))'
/** `offset` pixels below the open place while dragged. */
const dragged = (offset: number) => `translateY(calc(${offset + 80}px - 100%))`

describe('SimilarCarsDrawer (spec 02 "draggable \'similar cars\' drawer", §4, §9)', () => {
  it('renders nothing without cars', () => {
    const { container } = renderDrawer([])
    expect(container.innerHTML).toBe('')
  })

  it('starts closed: only the 80 px strip peeks, the page keeps 80 px free, the body is inert', () => {
    renderDrawer()
    expect(drawer().style.transform).toBe(CLOSED)
    // Its box starts 80 px above the viewport's bottom and grows downwards, off-screen (no layout shift while cards arrive).
    expect(drawer().parentElement?.style.top).toBe('calc(100% - 80px)')
    expect(handle().style.height).toBe('80px')
    expect(screen.getByTestId('similar-drawer-spacer').style.height).toBe('80px')
    expect(handle().className).toContain('touch-none')
    expect(within(drawer()).getByRole('heading', { level: 2 }).textContent).toBe('Similar cars')
    expect(screen.getByRole('button', { name: 'Show similar cars', description: 'Number of cars: 4' })).toBe(toggle())
    expect(toggle().getAttribute('aria-label')).toBe('Show similar cars')
    expect(document.getElementById(toggle().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Number of cars: 4')
    expect(toggle().getAttribute('aria-controls')).toBe(body().id)
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
    expect(body().hasAttribute('inert')).toBe(true)
  })

  it('shows the cars as 330 px cards in a scroll-snap row, at most `max`', () => {
    const { rerender } = renderDrawer()
    expect(within(row()).getAllByTestId('car-card')).toHaveLength(4)
    expect(row().className).toContain('snap-x')
    const item = row().querySelector('li')
    expect(item?.style.width).toBe('330px')
    expect(item?.className).toContain('snap-start')
    rerender(drawerElement(CARS, 2))
    expect(within(row()).getAllByTestId('car-card')).toHaveLength(2)
  })

  it('the handle button toggles aria-expanded, the name and the inert body', async () => {
    renderDrawer()
    await openDrawer()
    expect(toggle().getAttribute('aria-label')).toBe('Hide similar cars')
    expect(body().inert).toBe(false)
    expect(body().hasAttribute('inert')).toBe(false)
    expect(drawer().style.transform).toBe(OPEN)
    await user.click(screen.getByRole('button', { name: 'Hide similar cars' }))
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
  })

  it('Escape closes it and returns the focus to the handle button', async () => {
    renderDrawer()
    await openDrawer()
    const link = within(body()).getAllByRole('link')[0]
    await tabUntil((element) => element === link)
    await user.keyboard('{Escape}')
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
    expect(document.activeElement).toBe(toggle())
  })

  it('closing by the button while the focus is in the body moves it to the button', async () => {
    renderDrawer()
    await openDrawer()
    await tabUntil((element) => element instanceof HTMLAnchorElement && body().contains(element))
    await user.click(toggle())
    expect(document.activeElement).toBe(toggle())
  })

  it('a drag up of 31 % of the travel opens it; the drawer follows the pointer meanwhile', async () => {
    renderDrawer()
    countHandleClicks()
    await pressAt(handle(), 600)
    await moveTo(handle(), 600 - 0.31 * TRAVEL)
    expect(drawer().style.transform).toBe(dragged(TRAVEL - 0.31 * TRAVEL))
    expect(drawer().dataset.dragging).toBe('true')
    // No snap animation while following the pointer.
    expect(drawer().className).not.toContain('transition-transform')
    await releaseAt(handle(), 600 - 0.31 * TRAVEL)
    expect(expanded()).toBe('true')
    expect(drawer().style.transform).toBe(OPEN)
    expect(drawer().className).toContain('transition-transform')
    expect(drawer().className).toContain('motion-reduce:transition-none')
    // The click the browser fires after the drag does not close it again.
    expect(handleClicks).toBe(1)
    expect(expanded()).toBe('true')
  })

  it('a drag up of 29 % snaps back closed', async () => {
    renderDrawer()
    countHandleClicks()
    await dragBy(handle(), -0.29 * TRAVEL)
    // The click after the drag did not open it either.
    expect(handleClicks).toBe(1)
    expect(expanded()).toBe('false')
    expect(drawer().style.transform).toBe(CLOSED)
  })

  it('a drag down of 31 % closes an open drawer, 29 % keeps it open (touch, from the button)', async () => {
    renderDrawer()
    await openDrawer()
    await dragBy(toggle(), 0.29 * TRAVEL, 'touch')
    expect(expanded()).toBe('true')
    await dragBy(toggle(), 0.31 * TRAVEL, 'touch')
    expect(expanded()).toBe('false')
    expect(body().inert).toBe(true)
  })

  it('clamps the drag between open and closed', async () => {
    renderDrawer()
    await pressAt(handle(), 600)
    await moveTo(handle(), 700)
    expect(drawer().style.transform).toBe(dragged(TRAVEL))
    await moveTo(handle(), 0)
    expect(drawer().style.transform).toBe(OPEN)
    // user-event has no pointercancel (the browser's, e.g. when it takes the gesture over).
    fireEvent.pointerCancel(handle(), { pointerId: 1, pointerType: 'mouse', clientX: 200, clientY: 0 })
    // A cancelled drag snaps back where it started.
    expect(expanded()).toBe('false')
    expect(drawer().style.transform).toBe(CLOSED)
  })

  it('a press without movement is a click and toggles', async () => {
    renderDrawer()
    countHandleClicks()
    await pressAt(handle(), 600)
    await moveTo(handle(), 603)
    await releaseAt(handle(), 603)
    expect(drawer().dataset.dragging).toBeUndefined()
    expect(handleClicks).toBe(1)
    expect(expanded()).toBe('true')
  })

  it('a keyboard click right after a drag still toggles', async () => {
    renderDrawer()
    await dragBy(handle(), -0.5 * TRAVEL)
    expect(expanded()).toBe('true')
    // Enter on the button: a click with detail 0.
    await tabUntil((element) => element === toggle())
    await user.keyboard('{Enter}')
    expect(expanded()).toBe('false')
  })

  it('previous / next scroll the row one card and are disabled at its ends', async () => {
    renderDrawer()
    await openDrawer()
    expect(button('Previous cars').getAttribute('aria-disabled')).toBe('true')
    expect(button('Next cars').getAttribute('aria-disabled')).toBe('false')
    await user.click(button('Next cars'))
    expect(scrollCalls).toEqual([{ left: CARD_STEP, behavior: 'smooth' }])
    fireEvent.scroll(row())
    expect(button('Previous cars').getAttribute('aria-disabled')).toBe('false')
    await user.click(button('Previous cars'))
    expect(scrollCalls.at(-1)).toEqual({ left: 0, behavior: 'smooth' })
  })

  it('hides previous / next when every card fits', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 3000)
    renderDrawer()
    expect(button('Next cars').parentElement?.className).toContain('hidden')
  })
})
