// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
  {
    text: 'Volvo',
    count: 30,
    children: [
      { text: 'XC60', count: 12 },
      { text: 'XC90', count: 8 },
    ],
  },
  { text: 'Kia', count: 5, children: [{ text: 'EV6', count: 5 }] },
]
const priceHistogram = {
  min: 100_000,
  max: 600_000,
  values: [
    { min: 100_000, max: 350_000, count: 4 },
    { min: 350_000, max: 600_000, count: 2 },
  ],
}

const q = (over: Partial<CarListQuery> = {}): CarListQuery => ({ ...emptyCarListQuery(), ...over })
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()

let user: ReturnType<typeof userEvent.setup>

const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 })
const checkboxes = () => screen.queryAllByRole<HTMLInputElement>('checkbox')
/** The checkbox a visitor reads as `label` (its label's words, counts written with narrow spaces). */
const checkboxByLabel = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: (name) => plain(name) === label })
/** The labels of the checkboxes shown, in order. */
const labels = () => checkboxes().map((box) => plain(box.closest('label')?.textContent))
const buttonByText = (text: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole<HTMLButtonElement>('button', { name: (name) => plain(name) === text })
/** Moves a native range input to a value (user-event cannot drag a slider; this is the input event a drag sends). */
const priceSlider = (name: 'Price from' | 'Price to') => screen.getByRole<HTMLInputElement>('slider', { name })
const slide = (slider: HTMLInputElement, value: string) => fireEvent.change(slider, { target: { value } })
/** Replaces a text box's text by typing, as a visitor does. */
async function retype(box: HTMLInputElement, text: string) {
  await user.clear(box)
  await user.type(box, text)
}

beforeEach(() => {
  setViewport(1280)
  sessionStorage.clear()
  user = userEvent.setup({ delay: null })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('FacetTree', () => {
  it('a terms facet: a fieldset with its legend and a checkbox per value with its count', async () => {
    const onChange = vi.fn()
    const values = [
      { text: 'Diesel', count: 1234 },
      { text: 'El', count: 3 },
    ]
    render(<FacetTree facet={fuelFacet} values={values} query={q({ page: 4 })} onChange={onChange} texts={texts} languageTag="sv-SE" />)
    expect(screen.getByRole('group', { name: 'Fuel' }).querySelector(':scope > legend')?.textContent).toBe('Fuel')
    expect(labels()).toEqual(['Diesel (1 234)', 'El (3)'])
    expect(screen.queryByRole('searchbox')).toBeNull()

    await user.click(checkboxByLabel('El (3)'))
    expect(onChange).toHaveBeenCalledWith(q({ filters: { car_fuel: ['El'] }, page: 0 }))
  })

  it('a hierarchy: models show under a ticked brand; unticking the brand clears its models', async () => {
    const onChange = vi.fn()
    const { rerender } = render(<FacetTree facet={brandFacet} values={brands} query={q()} onChange={onChange} texts={texts} languageTag="en-GB" />)
    expect(labels()).toEqual(['Volvo (30)', 'Kia (5)'])

    const selected = q({ filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] } })
    rerender(<FacetTree facet={brandFacet} values={brands} query={selected} onChange={onChange} texts={texts} languageTag="en-GB" />)
    expect(labels()).toEqual(['Volvo (30)', 'XC60 (12)', 'XC90 (8)', 'Kia (5)'])
    expect(checkboxByLabel('XC60 (12)').checked).toBe(true)
    expect(checkboxByLabel('XC90 (8)').checked).toBe(false)
    expect(screen.getByRole('list', { name: 'Volvo' }).parentElement?.closest('ul')).not.toBeNull()

    await user.click(checkboxByLabel('XC90 (8)'))
    expect(onChange).toHaveBeenLastCalledWith(q({ filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60', 'Volvo>XC90'] } }))
    await user.click(checkboxByLabel('Volvo (30)'))
    expect(onChange).toHaveBeenLastCalledWith(q())
  })

  it('from 10 values: a text search ignoring case and diacritics, and show all after 8', async () => {
    const names = ['Audi', 'BMW', 'Citroën', 'Dacia', 'Ford', 'Kia', 'Mazda', 'Opel', 'Škoda', 'Volvo']
    const values = names.map((text, i) => ({ text, count: 10 - i }))
    render(<FacetTree facet={{ ...brandFacet, kind: 'hierarchy' }} values={values} query={q()} onChange={vi.fn()} texts={texts} languageTag="en-GB" />)
    expect(labels()).toHaveLength(8)
    const showAll = buttonByText('Show all (2)')
    expect(showAll.getAttribute('aria-expanded')).toBe('false')
    await user.click(showAll)
    expect(labels()).toHaveLength(10)
    expect(buttonByText('Show fewer').getAttribute('aria-expanded')).toBe('true')

    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search Brand' })
    expect(search.type).toBe('search')
    await retype(search, 'SKODA')
    expect(labels()).toEqual(['Škoda (2)'])
    await retype(search, 'citroe')
    expect(labels()).toEqual(['Citroën (8)'])
    await retype(search, 'tesla')
    expect(labels()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('No matches')
  })

  it('keeps a selected value the answer lacks, so it can be unticked', async () => {
    render(
      <FacetTree
        facet={fuelFacet}
        values={[{ text: 'Diesel', count: 2 }]}
        query={q({ filters: { car_fuel: ['Gas'] } })}
        onChange={vi.fn()}
        texts={texts}
        languageTag="en-GB"
      />,
    )
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
    render(<BooleanFacet facet={usedFacet} values={values} query={q()} onChange={onChange} texts={texts} languageTag="en-GB" />)
    expect(screen.getByRole('group', { name: 'Used car' }).querySelector('legend')?.textContent).toBe('Used car')
    expect(labels()).toEqual(['Yes (2)', 'No (7)'])
    await user.click(checkboxByLabel('Yes (2)'))
    expect(onChange).toHaveBeenCalledWith(q({ filters: { car_is_used: ['true'] } }))
  })

  it('a single checkbox when every car has the same value, with the facet’s own labels', async () => {
    render(
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
    const low = priceSlider('Price from')
    const high = priceSlider('Price to')
    expect(low.type).toBe('range')
    expect([low.min, low.max, low.step, low.value]).toEqual(['100000', '600000', '5000', '200000'])
    expect(high.value).toBe('600000')
    expect(low.getAttribute('aria-valuetext')).toBe('200,000')
    expect(plain(document.body.textContent)).toContain('100,000 – 600,000')
    expect(screen.getAllByRole<HTMLInputElement>('textbox').map((i) => i.value)).toEqual(['200000', '600000'])
  })

  it('sends 1500 ms after the last move, not before', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    await renderPrice(q({ page: 2 }), onChange)
    const low = priceSlider('Price from')
    slide(low, '150000')
    act(() => vi.advanceTimersByTime(1000))
    slide(low, '200000')
    act(() => vi.advanceTimersByTime(1499))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(q({ ranges: { car_price: [200_000, null] }, page: 0 }))
  })

  it('sends at once when the thumb is let go, and the low thumb stops at the high one', async () => {
    const onChange = vi.fn()
    await renderPrice(q({ ranges: { car_price: [null, 300_000] } }), onChange)
    const low = priceSlider('Price from')
    slide(low, '400000')
    expect(low.value).toBe('300000')
    // The thumb let go (the end of the drag the change event stood for).
    fireEvent.pointerUp(low)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(q({ ranges: { car_price: [300_000, 300_000] } }))
  })

  it('a typed number (spaces allowed) is sent on Enter, clamped; garbage goes back to the thumb value', async () => {
    const onChange = vi.fn()
    await renderPrice(q(), onChange)
    const [from, to] = screen.getAllByRole<HTMLInputElement>('textbox')
    if (!from || !to) throw new Error('no text boxes')
    await retype(to, '450 000')
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith(q({ ranges: { car_price: [null, 450_000] } }))

    await retype(from, 'cheap')
    await user.keyboard('{Enter}')
    expect(from.value).toBe('100000')
    expect(onChange).toHaveBeenCalledTimes(1)

    await retype(from, '50')
    await user.keyboard('{Enter}')
    // Clamped to the minimum: the low end stays open, nothing new to send.
    expect(from.value).toBe('100000')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('nothing without values (histogram min/max null)', async () => {
    const { container } = render(
      <RangeFacet facet={priceFacet} histogram={{ min: null, max: null, values: [] }} query={q()} onChange={vi.fn()} texts={texts} languageTag="en-GB" />,
    )
    expect(container.innerHTML).toBe('')
  })
})

describe('ActiveFilterChips', () => {
  it('a remove button per selection and clear all (the sort stays)', async () => {
    const onChange = vi.fn()
    const query = q({ filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] }, ranges: { car_price: [null, 300_000] }, sortName: 'price_asc' })
    render(<ActiveFilterChips query={query} facets={[brandFacet, priceFacet]} onChange={onChange} texts={texts} languageTag="en-GB" />)
    const chipButtons = screen
      .getAllByRole('listitem')
      .flatMap((item) => within(item).queryAllByRole('button'))
      .map((b) => b.getAttribute('aria-label'))
    expect(chipButtons).toEqual(['Remove Volvo', 'Remove XC60', 'Remove Price: to 300,000'])

    await user.click(buttonByText('Remove XC60'))
    expect(onChange).toHaveBeenLastCalledWith({ ...query, filters: { 'car_brand>car_model': ['Volvo'] } })
    await user.click(buttonByText('Clear all'))
    expect(onChange).toHaveBeenLastCalledWith(q({ sortName: 'price_asc' }))
  })

  it('nothing when nothing is selected', async () => {
    const { container } = render(<ActiveFilterChips query={q()} facets={[brandFacet]} onChange={vi.fn()} texts={texts} languageTag="en-GB" />)
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
    render(<SortSelect sorts={sorts} query={q({ sortName: 'price_asc' })} onChange={onChange} texts={texts} />)
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' })
    expect(screen.getByText('Sort by', { selector: 'label' }).getAttribute('for')).toBe(select.id)
    expect(select.value).toBe('price_asc')
    await user.selectOptions(select, 'Relevance')
    expect(onChange).toHaveBeenCalledWith(q())
  })

  it('the keyphrase box submits the typed text and the clear button drops it', async () => {
    const onChange = vi.fn()
    render(<KeyphraseBox query={q({ keyphrase: 'drag', page: 3 })} onChange={onChange} texts={texts} />)
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search cars' })
    expect(screen.getByText('Search cars', { selector: 'label' }).getAttribute('for')).toBe(input.id)
    expect(input.value).toBe('drag')
    await retype(input, '  dragkrok   4wd ')
    await user.click(buttonByText('Search'))
    expect(onChange).toHaveBeenLastCalledWith(q({ keyphrase: 'dragkrok 4wd' }))

    await user.click(buttonByText('Clear search'))
    expect(onChange).toHaveBeenLastCalledWith(q({ keyphrase: '' }))
    expect(input.value).toBe('')
  })

  it('the hit counter is a polite status, capped at 10000+', async () => {
    render(<HitCounter total={12_000} texts={texts} languageTag="sv-SE" />)
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('10000+ cars')
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
    render(
      <FilterPanel
        facets={[priceFacet, brandFacet, usedFacet, fuelFacet]}
        results={results}
        query={q()}
        onChange={vi.fn()}
        texts={texts}
        languageTag="en-GB"
      />,
    )
    expect(Array.from(document.querySelectorAll('legend')).map((l) => l.textContent)).toEqual(['Price', 'Brand', 'Fuel'])
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
  const panels = () => screen.queryAllByTestId('panel')
  const gridWrapper = () => screen.getByTestId('grid').parentElement

  it('toggle layout: a button with aria-expanded opens the panel above the grid', async () => {
    render(layout())
    expect(panels()).toHaveLength(0)
    const toggle = buttonByText('Show filters')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toContain('Hide filters')
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(region?.getAttribute('role')).toBe('region')
    expect(region?.querySelector('[data-testid="panel"]')).not.toBeNull()
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
  })

  it('the switcher stores the choice in session storage filterType; sticky marks the grid', async () => {
    render(layout())
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Filter layout')
    expect(buttonByText('Above the list').getAttribute('aria-pressed')).toBe('true')
    await user.click(buttonByText('Side panel'))
    expect(sessionStorage.getItem('filterType')).toBe('Sticky')
    expect(buttonByText('Side panel').getAttribute('aria-pressed')).toBe('true')
    expect(within(screen.getByRole('complementary')).getByTestId('panel')).toBeTruthy()
    expect(gridWrapper()?.getAttribute('data-filter-layout')).toBe('sticky')
    // Closing the sticky panel gives the grid its full width back.
    await user.click(buttonByText('Hide filters'))
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
  })

  it('reads a stored choice; garbage falls back to the default; no switcher, no stored choice', () => {
    sessionStorage.setItem('filterType', 'Sticky')
    const stored = render(layout())
    expect(gridWrapper()?.getAttribute('data-filter-layout')).toBe('sticky')
    stored.unmount()

    sessionStorage.setItem('filterType', 'garbage')
    const garbage = render(layout({ defaultLayout: 'Toggle' }))
    expect(buttonByText('Above the list').getAttribute('aria-pressed')).toBe('true')
    garbage.unmount()

    sessionStorage.setItem('filterType', 'Sticky')
    render(layout({ allowLayoutSwitch: false, defaultLayout: 'Toggle' }))
    expect(screen.queryByRole('group')).toBeNull()
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
  })

  it('below 1024 px: sticky forced off, the panel in a drawer labelled by its heading', async () => {
    setViewport(800)
    sessionStorage.setItem('filterType', 'Sticky')
    render(layout({ defaultLayout: 'Sticky' }))
    expect(gridWrapper()?.hasAttribute('data-filter-layout')).toBe(false)
    expect(screen.queryByRole('group')).toBeNull()
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { hidden: true })
    expect(within(dialog).getByTestId('panel')).toBeTruthy()
    expect(panels()).toHaveLength(1)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Filters')

    const open = buttonByText('Filters')
    expect(open.getAttribute('aria-controls')).toBe(dialog.id)
    await user.click(open)
    expect(dialog.open).toBe(true)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(document.documentElement.style.overflow).toBe('hidden')

    await user.click(buttonByText('Show 1,234 cars', dialog))
    expect(dialog.open).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')

    await user.click(open)
    await user.click(buttonByText('Close filters', dialog))
    expect(dialog.open).toBe(false)
  })
})
