// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { FacetResult, FacetValueNode } from '@/integrations/search/search-contract'

import type { CarListQuery, FacetConfig, SortOption } from '../car-list-types'
import { emptyCarListQuery } from '../query-state'
import { ActiveFilterChips } from './ActiveFilterChips'
import { BooleanFacet } from './BooleanFacet'
import { FacetTree } from './FacetTree'
import type { CarListFilterTexts } from './filter-rules'
import { FilterLayout } from './FilterLayout'
import { FilterPanel } from './FilterPanel'
import { HitCounter } from './HitCounter'
import { KeyphraseBox } from './KeyphraseBox'
import { RangeFacet } from './RangeFacet'
import { SortSelect } from './SortSelect'

const texts: CarListFilterTexts = {
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  closeFilters: 'Close filters',
  clearAll: 'Clear all',
  removeFilter: 'Remove {label}',
  keyphraseChip: '“{keyphrase}”',
  search: 'Search cars',
  searchPlaceholder: 'Brand, model or equipment',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  searchInFacet: 'Search {label}',
  noFacetMatches: 'No matches',
  showAll: 'Show all ({count})',
  showFewer: 'Show fewer',
  sortLabel: 'Sort by',
  hits: { other: '{count} cars', one: '{count} car' },
  showResults: { other: 'Show {count} cars', one: 'Show {count} car' },
  from: 'from',
  to: 'to',
  yes: 'Yes',
  no: 'No',
  filterLayout: 'Filter layout',
  filterLayoutSticky: 'Side panel',
  filterLayoutToggle: 'Above the list',
}

const brandFacet: FacetConfig = { name: 'car_brand>car_model', label: 'Brand', kind: 'hierarchy' }
const fuelFacet: FacetConfig = { name: 'car_fuel', label: 'Fuel', kind: 'terms' }
const priceFacet: FacetConfig = { name: 'car_price', label: 'Price', kind: 'range' }
const usedFacet: FacetConfig = { name: 'car_is_used', label: 'Used car', kind: 'boolean' }

const brands: FacetValueNode[] = [
  { text: 'Volvo', count: 30, children: [{ text: 'XC60', count: 12 }, { text: 'XC90', count: 8 }] },
  { text: 'Kia', count: 5, children: [{ text: 'EV6', count: 5 }] },
]
const priceHistogram = { min: 100_000, max: 600_000, values: [{ min: 100_000, max: 350_000, count: 4 }, { min: 350_000, max: 600_000, count: 2 }] }

const q = (over: Partial<CarListQuery> = {}): CarListQuery => ({ ...emptyCarListQuery(), ...over })
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/gu, ' ').replace(/\s+/gu, ' ').trim()

let container: HTMLDivElement
let root: Root

const render = async (element: ReactNode) => {
  await act(async () => root.render(element))
}
const setViewport = (width: number) => (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 })
const click = async (element: Element) => {
  await act(async () => (element as HTMLElement).click())
}
/** Sets a form control's value the way typing does, so React's onChange sees it. */
const setValue = async (element: HTMLInputElement | HTMLSelectElement, value: string, eventName: 'input' | 'change' = 'input') => {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
  await act(async () => {
    element.dispatchEvent(new Event(eventName, { bubbles: true }))
  })
}
const dispatch = async (element: Element, event: Event) => {
  await act(async () => {
    element.dispatchEvent(event)
  })
}
const checkboxByLabel = (label: string) => {
  const found = Array.from(container.querySelectorAll('label')).find((l) => plain(l.textContent) === label)
  const input = found?.querySelector('input')
  if (!input) throw new Error(`no checkbox "${label}" in ${plain(container.textContent)}`)
  return input
}
const labels = () => Array.from(container.querySelectorAll('label')).map((l) => plain(l.textContent))
const byAriaLabel = <T extends Element>(label: string) => {
  const element = container.querySelector<T & Element>(`[aria-label="${label}"]`)
  if (!element) throw new Error(`no [aria-label="${label}"]`)
  return element
}
const buttonByText = (text: string, scope: ParentNode = container) => {
  const button = Array.from(scope.querySelectorAll('button')).find((b) => plain(b.getAttribute('aria-label') ?? b.textContent) === text)
  if (!button) throw new Error(`no button "${text}"`)
  return button
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  setViewport(1280)
  sessionStorage.clear()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.useRealTimers()
})

describe('FacetTree', () => {
  it('a terms facet: a fieldset with its legend and a checkbox per value with its count', async () => {
    const onChange = vi.fn()
    const values = [
      { text: 'Diesel', count: 1234 },
      { text: 'El', count: 3 },
    ]
    await render(<FacetTree facet={fuelFacet} values={values} query={q({ page: 4 })} onChange={onChange} texts={texts} languageTag="sv-SE" />)
    expect(container.querySelector('fieldset > legend')?.textContent).toBe('Fuel')
    expect(labels()).toEqual(['Diesel (1 234)', 'El (3)'])
    expect(container.querySelector('input[type="search"]')).toBeNull()

    await click(checkboxByLabel('El (3)'))
    expect(onChange).toHaveBeenCalledWith(q({ filters: { car_fuel: ['El'] }, page: 0 }))
  })

  it('a hierarchy: models show under a ticked brand; unticking the brand clears its models', async () => {
    const onChange = vi.fn()
    await render(<FacetTree facet={brandFacet} values={brands} query={q()} onChange={onChange} texts={texts} languageTag="en-GB" />)
    expect(labels()).toEqual(['Volvo (30)', 'Kia (5)'])

    const selected = q({ filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] } })
    await render(<FacetTree facet={brandFacet} values={brands} query={selected} onChange={onChange} texts={texts} languageTag="en-GB" />)
    expect(labels()).toEqual(['Volvo (30)', 'XC60 (12)', 'XC90 (8)', 'Kia (5)'])
    expect(checkboxByLabel('XC60 (12)').checked).toBe(true)
    expect(checkboxByLabel('XC90 (8)').checked).toBe(false)
    expect(container.querySelector('ul ul')?.getAttribute('aria-label')).toBe('Volvo')

    await click(checkboxByLabel('XC90 (8)'))
    expect(onChange).toHaveBeenLastCalledWith(q({ filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60', 'Volvo>XC90'] } }))
    await click(checkboxByLabel('Volvo (30)'))
    expect(onChange).toHaveBeenLastCalledWith(q())
  })

  it('from 10 values: a text search ignoring case and diacritics, and show all after 8', async () => {
    const names = ['Audi', 'BMW', 'Citroën', 'Dacia', 'Ford', 'Kia', 'Mazda', 'Opel', 'Škoda', 'Volvo']
    const values = names.map((text, i) => ({ text, count: 10 - i }))
    await render(<FacetTree facet={{ ...brandFacet, kind: 'hierarchy' }} values={values} query={q()} onChange={vi.fn()} texts={texts} languageTag="en-GB" />)
    expect(labels()).toHaveLength(8)
    const showAll = buttonByText('Show all (2)')
    expect(showAll.getAttribute('aria-expanded')).toBe('false')
    await click(showAll)
    expect(labels()).toHaveLength(10)
    expect(buttonByText('Show fewer').getAttribute('aria-expanded')).toBe('true')

    const search = byAriaLabel<HTMLInputElement>('Search Brand')
    expect(search.type).toBe('search')
    await setValue(search, 'SKODA')
    expect(labels()).toEqual(['Škoda (2)'])
    await setValue(search, 'citroe')
    expect(labels()).toEqual(['Citroën (8)'])
    await setValue(search, 'tesla')
    expect(labels()).toEqual([])
    expect(container.querySelector('[role="status"]')?.textContent).toBe('No matches')
  })

  it('keeps a selected value the answer lacks, so it can be unticked', async () => {
    await render(<FacetTree facet={fuelFacet} values={[{ text: 'Diesel', count: 2 }]} query={q({ filters: { car_fuel: ['Gas'] } })} onChange={vi.fn()} texts={texts} languageTag="en-GB" />)
    expect(checkboxByLabel('Gas (0)').checked).toBe(true)
  })
})

describe('BooleanFacet', () => {
  it('yes/no checkboxes, yes first', async () => {
    const onChange = vi.fn()
    const values = [
      { text: 'false', count: 7 },
      { text: 'true', count: 2 },
    ]
    await render(<BooleanFacet facet={usedFacet} values={values} query={q()} onChange={onChange} texts={texts} languageTag="en-GB" />)
    expect(container.querySelector('legend')?.textContent).toBe('Used car')
    expect(labels()).toEqual(['Yes (2)', 'No (7)'])
    await click(checkboxByLabel('Yes (2)'))
    expect(onChange).toHaveBeenCalledWith(q({ filters: { car_is_used: ['true'] } }))
  })

  it('a single checkbox when every car has the same value, with the facet’s own labels', async () => {
    await render(
      <BooleanFacet
        facet={usedFacet}
        values={[{ text: 'true', count: 4 }]}
        query={q()}
        onChange={vi.fn()}
        texts={{ ...texts, booleanLabels: { car_is_used: { yes: 'Used', no: 'New' } } }}
        languageTag="en-GB"
      />,
    )
    expect(labels()).toEqual(['Used (4)'])
  })
})

describe('RangeFacet', () => {
  const renderPrice = (query: CarListQuery, onChange: (next: CarListQuery) => void) =>
    render(<RangeFacet facet={priceFacet} histogram={priceHistogram} query={query} onChange={onChange} texts={texts} languageTag="en-GB" />)

  it('two labelled range inputs with the facet’s bounds and step, the extent shown formatted', async () => {
    await renderPrice(q({ ranges: { car_price: [200_000, null] } }), vi.fn())
    const low = byAriaLabel<HTMLInputElement>('Price from')
    const high = container.querySelector<HTMLInputElement>('input[type="range"][aria-label="Price to"]')
    expect(low.type).toBe('range')
    expect([low.min, low.max, low.step, low.value]).toEqual(['100000', '600000', '5000', '200000'])
    expect(high?.value).toBe('600000')
    expect(low.getAttribute('aria-valuetext')).toBe('200,000')
    expect(plain(container.textContent)).toContain('100,000 – 600,000')
    const typed = container.querySelectorAll<HTMLInputElement>('input[type="text"]')
    expect(Array.from(typed).map((i) => i.value)).toEqual(['200000', '600000'])
  })

  it('sends 1500 ms after the last move, not before', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    await renderPrice(q({ page: 2 }), onChange)
    const low = byAriaLabel<HTMLInputElement>('Price from')
    await setValue(low, '150000')
    await act(async () => vi.advanceTimersByTime(1000))
    await setValue(low, '200000')
    await act(async () => vi.advanceTimersByTime(1499))
    expect(onChange).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(q({ ranges: { car_price: [200_000, null] }, page: 0 }))
  })

  it('sends at once when the thumb is let go, and the low thumb stops at the high one', async () => {
    const onChange = vi.fn()
    await renderPrice(q({ ranges: { car_price: [null, 300_000] } }), onChange)
    const low = byAriaLabel<HTMLInputElement>('Price from')
    await setValue(low, '400000')
    expect(low.value).toBe('300000')
    await dispatch(low, new PointerEvent('pointerup', { bubbles: true }))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(q({ ranges: { car_price: [300_000, 300_000] } }))
  })

  it('a typed number (spaces allowed) is sent on Enter, clamped; garbage goes back to the thumb value', async () => {
    const onChange = vi.fn()
    await renderPrice(q(), onChange)
    const [from, to] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="text"]'))
    if (!from || !to) throw new Error('no text boxes')
    await setValue(to, '450 000')
    await dispatch(to, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    expect(onChange).toHaveBeenCalledWith(q({ ranges: { car_price: [null, 450_000] } }))

    await setValue(from, 'cheap')
    await dispatch(from, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    expect(from.value).toBe('100000')
    expect(onChange).toHaveBeenCalledTimes(1)

    await setValue(from, '50')
    await dispatch(from, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    // Clamped to the minimum: the low end stays open, nothing new to send.
    expect(from.value).toBe('100000')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('nothing without values (histogram min/max null)', async () => {
    await render(<RangeFacet facet={priceFacet} histogram={{ min: null, max: null, values: [] }} query={q()} onChange={vi.fn()} texts={texts} languageTag="en-GB" />)
    expect(container.innerHTML).toBe('')
  })
})

describe('ActiveFilterChips', () => {
  it('a remove button per selection and clear all (the sort stays)', async () => {
    const onChange = vi.fn()
    const query = q({ filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] }, ranges: { car_price: [null, 300_000] }, sortName: 'price_asc' })
    await render(<ActiveFilterChips query={query} facets={[brandFacet, priceFacet]} onChange={onChange} texts={texts} languageTag="en-GB" />)
    const chipButtons = Array.from(container.querySelectorAll('li button')).map((b) => b.getAttribute('aria-label'))
    expect(chipButtons).toEqual(['Remove Volvo', 'Remove XC60', 'Remove Price: to 300,000'])

    await click(buttonByText('Remove XC60'))
    expect(onChange).toHaveBeenLastCalledWith({ ...query, filters: { 'car_brand>car_model': ['Volvo'] } })
    await click(buttonByText('Clear all'))
    expect(onChange).toHaveBeenLastCalledWith(q({ sortName: 'price_asc' }))
  })

  it('nothing when nothing is selected', async () => {
    await render(<ActiveFilterChips query={q()} facets={[brandFacet]} onChange={vi.fn()} texts={texts} languageTag="en-GB" />)
    expect(container.innerHTML).toBe('')
  })
})

describe('SortSelect, KeyphraseBox, HitCounter', () => {
  const sorts: SortOption[] = [
    { name: 'relevance', label: 'Relevance' },
    { name: 'price_asc', label: 'Lowest price' },
  ]

  it('the sort select is labelled; choosing the first option drops sortName', async () => {
    const onChange = vi.fn()
    await render(<SortSelect sorts={sorts} query={q({ sortName: 'price_asc' })} onChange={onChange} texts={texts} />)
    const select = container.querySelector('select')
    if (!select) throw new Error('no select')
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Sort by')
    expect(select.value).toBe('price_asc')
    await setValue(select, 'relevance', 'change')
    expect(onChange).toHaveBeenCalledWith(q())
  })

  it('the keyphrase box submits the typed text and the clear button drops it', async () => {
    const onChange = vi.fn()
    await render(<KeyphraseBox query={q({ keyphrase: 'drag', page: 3 })} onChange={onChange} texts={texts} />)
    const input = container.querySelector<HTMLInputElement>('input[type="search"]')
    if (!input) throw new Error('no search box')
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Search cars')
    expect(input.value).toBe('drag')
    await setValue(input, '  dragkrok   4wd ')
    await dispatch(container.querySelector('form') as HTMLFormElement, new Event('submit', { bubbles: true, cancelable: true }))
    expect(onChange).toHaveBeenLastCalledWith(q({ keyphrase: 'dragkrok 4wd' }))

    await click(buttonByText('Clear search'))
    expect(onChange).toHaveBeenLastCalledWith(q({ keyphrase: '' }))
    expect(input.value).toBe('')
  })

  it('the hit counter is a polite status, capped at 10000+', async () => {
    await render(<HitCounter total={12_000} texts={texts} languageTag="sv-SE" />)
    const status = container.querySelector('[role="status"]')
    expect(status?.getAttribute('aria-live')).toBe('polite')
    expect(status?.textContent).toBe('10000+ cars')
  })
})

describe('FilterPanel', () => {
  it('draws the configured facets in order, leaving out facets without values', async () => {
    const results: FacetResult[] = [
      { name: 'car_fuel', type: 'terms', values: [{ text: 'El', count: 1 }] },
      { name: 'car_price', type: 'histogram', ...priceHistogram },
      { name: 'car_brand>car_model', type: 'hierarchy', values: brands },
      { name: 'car_is_used', type: 'terms', values: [] },
    ]
    await render(<FilterPanel facets={[priceFacet, brandFacet, usedFacet, fuelFacet]} results={results} query={q()} onChange={vi.fn()} texts={texts} languageTag="en-GB" />)
    expect(Array.from(container.querySelectorAll('legend')).map((l) => l.textContent)).toEqual(['Price', 'Brand', 'Fuel'])
  })
})

describe('FilterLayout', () => {
  const layout = (props: { allowLayoutSwitch?: boolean; defaultLayout?: 'Toggle' | 'Sticky' } = {}) => (
    <FilterLayout
      panel={<p data-testid="panel">facets</p>}
      allowLayoutSwitch={props.allowLayoutSwitch ?? true}
      defaultLayout={props.defaultLayout ?? 'Toggle'}
      texts={texts}
      hitCount={1234}
      languageTag="en-GB"
    >
      <div data-testid="grid" />
    </FilterLayout>
  )
  const panels = () => container.querySelectorAll('[data-testid="panel"]')
  const gridWrapper = () => container.querySelector('[data-testid="grid"]')?.parentElement

  it('toggle layout: a button with aria-expanded opens the panel above the grid', async () => {
    await render(layout())
    expect(panels()).toHaveLength(0)
    const toggle = buttonByText('Show filters')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toContain('Hide filters')
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(region?.getAttribute('role')).toBe('region')
    expect(region?.querySelector('[data-testid="panel"]')).not.toBeNull()
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
  })

  it('the switcher stores the choice in session storage filterType; sticky marks the grid', async () => {
    await render(layout())
    const group = container.querySelector('[role="group"]')
    expect(group?.getAttribute('aria-label')).toBe('Filter layout')
    expect(buttonByText('Above the list').getAttribute('aria-pressed')).toBe('true')
    await click(buttonByText('Side panel'))
    expect(sessionStorage.getItem('filterType')).toBe('Sticky')
    expect(buttonByText('Side panel').getAttribute('aria-pressed')).toBe('true')
    expect(container.querySelector('aside [data-testid="panel"]')).not.toBeNull()
    expect(gridWrapper()?.getAttribute('data-filter-layout')).toBe('sticky')
    // Closing the sticky panel gives the grid its full width back.
    await click(buttonByText('Hide filters'))
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
  })

  it('reads a stored choice; garbage falls back to the default; no switcher, no stored choice', async () => {
    sessionStorage.setItem('filterType', 'Sticky')
    await render(layout())
    expect(gridWrapper()?.getAttribute('data-filter-layout')).toBe('sticky')
    await act(async () => root.unmount())
    root = createRoot(container)

    sessionStorage.setItem('filterType', 'garbage')
    await render(layout({ defaultLayout: 'Toggle' }))
    expect(buttonByText('Above the list').getAttribute('aria-pressed')).toBe('true')
    await act(async () => root.unmount())
    root = createRoot(container)

    sessionStorage.setItem('filterType', 'Sticky')
    await render(layout({ allowLayoutSwitch: false, defaultLayout: 'Toggle' }))
    expect(container.querySelector('[role="group"]')).toBeNull()
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
  })

  it('below 1024 px: sticky forced off, the panel in a drawer labelled by its heading', async () => {
    setViewport(800)
    sessionStorage.setItem('filterType', 'Sticky')
    await render(layout({ defaultLayout: 'Sticky' }))
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
    expect(container.querySelector('[role="group"]')).toBeNull()
    const dialog = container.querySelector('dialog')
    if (!dialog) throw new Error('no dialog')
    expect(dialog.querySelector('[data-testid="panel"]')).not.toBeNull()
    expect(panels()).toHaveLength(1)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Filters')

    const open = buttonByText('Filters')
    expect(open.getAttribute('aria-controls')).toBe(dialog.id)
    await click(open)
    expect(dialog.open).toBe(true)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(document.documentElement.style.overflow).toBe('hidden')

    await click(buttonByText('Show 1,234 cars', dialog))
    expect(dialog.open).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')

    await click(open)
    await click(buttonByText('Close filters', dialog))
    expect(dialog.open).toBe(false)
  })
})
