import { describe, expect, it } from 'vitest'

import type { FacetValueNode } from '@/integrations/search/search-contract'

import type { CarListQuery, FacetConfig } from '../car-list-types'
import { emptyCarListQuery } from '../query-state'
import {
  activeFilterChips,
  booleanValueLabel,
  chosenFilterType,
  effectiveFilterLayout,
  facetValueMatches,
  fillText,
  filterFacetValues,
  formatFilterNumber,
  formatTypedNumber,
  isFilterDesktopWidth,
  parseFilterType,
  queryWithoutChip,
  rangeLabel,
  visibleFacetValues,
  withSelectedValues,
} from './filter-rules'

const facets: FacetConfig[] = [
  { name: 'car_brand>car_model', label: 'Brand', kind: 'hierarchy' },
  { name: 'car_fuel', label: 'Fuel', kind: 'terms' },
  { name: 'car_price', label: 'Price', kind: 'range' },
  { name: 'car_has_privateleasing', label: 'Private leasing', kind: 'boolean' },
  { name: 'car_is_used', label: 'Used', kind: 'boolean' },
]

const texts = { yes: 'yes', no: 'no', from: 'from', to: 'to', keyphraseChip: '“{keyphrase}”' }

const query = (over: Partial<CarListQuery> = {}): CarListQuery => ({ ...emptyCarListQuery(), ...over })

/** Intl output with its no-break spaces made plain, for readable expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ')

describe('fillText', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillText('Remove {label}', { label: 'Volvo' })).toBe('Remove Volvo')
    expect(fillText('{count} cars of {total}', { count: '12' })).toBe('12 cars of {total}')
  })
})

describe('number formatting', () => {
  it('formats display numbers in the page language', () => {
    expect(plain(formatFilterNumber(250000, 'sv-SE'))).toBe('250 000')
    expect(formatFilterNumber(250000, 'en-GB')).toBe('250,000')
  })

  it('groups typed numbers only with spaces, so they parse back (spec 02 §5)', () => {
    expect(plain(formatTypedNumber(250000, 'sv-SE'))).toBe('250 000')
    expect(plain(formatTypedNumber(250000, 'nb-NO'))).toBe('250 000')
    expect(formatTypedNumber(250000, 'en-GB')).toBe('250000')
    expect(formatTypedNumber(999, 'en-GB')).toBe('999')
  })

  it('writes a range with its open ends left out', () => {
    expect(plain(rangeLabel([100000, 300000], texts, 'sv-SE'))).toBe('from 100 000 to 300 000')
    expect(plain(rangeLabel([100000, null], texts, 'sv-SE'))).toBe('from 100 000')
    expect(rangeLabel([null, 5000], texts, 'en-GB')).toBe('to 5,000')
  })
})

describe('facet value text search', () => {
  it('ignores case and diacritics both ways', () => {
    expect(facetValueMatches('Škoda', 'skoda')).toBe(true)
    expect(facetValueMatches('Skoda', 'ŠKODA')).toBe(true)
    expect(facetValueMatches('Citroën', 'citroe')).toBe(true)
    expect(facetValueMatches('Mercedes-Benz', 'benz')).toBe(true)
    expect(facetValueMatches('Volvo', 'audi')).toBe(false)
  })

  it('an empty or blank search matches everything', () => {
    expect(facetValueMatches('Volvo', '')).toBe(true)
    expect(facetValueMatches('Volvo', '   ')).toBe(true)
  })

  const brands: FacetValueNode[] = [
    {
      text: 'Škoda',
      count: 4,
      children: [
        { text: 'Octavia', count: 3 },
        { text: 'Kodiaq', count: 1 },
      ],
    },
    {
      text: 'Volvo',
      count: 9,
      children: [
        { text: 'XC60', count: 5 },
        { text: 'XC90', count: 4 },
        { text: 'V60', count: 0 },
      ],
    },
    { text: 'Audi', count: 2 },
  ]

  it("'skoda' finds 'Škoda' with all its models", () => {
    expect(filterFacetValues(brands, 'skoda')).toEqual([brands[0]])
  })

  it('keeps a parent whose children match, with only those children', () => {
    expect(filterFacetValues(brands, 'xc')).toEqual([
      {
        text: 'Volvo',
        count: 9,
        children: [
          { text: 'XC60', count: 5 },
          { text: 'XC90', count: 4 },
        ],
      },
    ])
  })

  it('an empty search keeps every value, and a miss leaves none', () => {
    expect(filterFacetValues(brands, ' ')).toEqual(brands)
    expect(filterFacetValues(brands, 'tesla')).toEqual([])
  })
})

describe('withSelectedValues', () => {
  it('adds selected values the results lack, at count 0', () => {
    expect(withSelectedValues([{ text: 'Diesel', count: 3 }], ['Diesel', 'El'], false)).toEqual([
      { text: 'Diesel', count: 3 },
      { text: 'El', count: 0 },
    ])
  })

  it('puts missing hierarchy values under their parent, adding the parent if needed', () => {
    const values: FacetValueNode[] = [{ text: 'Volvo', count: 9, children: [{ text: 'XC60', count: 5 }] }]
    expect(withSelectedValues(values, ['Volvo', 'Volvo>XC40', 'Kia>EV6'], true)).toEqual([
      {
        text: 'Volvo',
        count: 9,
        children: [
          { text: 'XC60', count: 5 },
          { text: 'XC40', count: 0 },
        ],
      },
      { text: 'Kia', count: 0, children: [{ text: 'EV6', count: 0 }] },
    ])
    // The input is left alone.
    expect(values[0]?.children).toHaveLength(1)
  })
})

describe('visibleFacetValues', () => {
  const values = Array.from({ length: 12 }, (_, i) => `v${i}`)

  it('shows the first 8 and counts the rest', () => {
    const result = visibleFacetValues(values, { showAll: false, isSelected: () => false })
    expect(result.visible).toEqual(values.slice(0, 8))
    expect(result.hiddenCount).toBe(4)
  })

  it('keeps a selected value past the cut visible', () => {
    const result = visibleFacetValues(values, { showAll: false, isSelected: (v) => v === 'v10' })
    expect(result.visible).toEqual([...values.slice(0, 8), 'v10'])
    expect(result.hiddenCount).toBe(3)
  })

  it('shows everything when opened or when there are 8 or fewer', () => {
    expect(visibleFacetValues(values, { showAll: true, isSelected: () => false })).toEqual({ visible: values, hiddenCount: 0 })
    expect(visibleFacetValues(values.slice(0, 8), { showAll: false, isSelected: () => false }).hiddenCount).toBe(0)
  })
})

describe('activeFilterChips', () => {
  it('makes one chip per value and range, in configured order, keyphrase first', () => {
    const q = query({
      keyphrase: 'dragkrok',
      filters: { car_fuel: ['Diesel', 'El'], 'car_brand>car_model': ['Volvo', 'Volvo>XC60'], car_has_privateleasing: ['true'], car_is_used: ['false'] },
      ranges: { car_price: [100000, 300000] },
    })
    const chips = activeFilterChips(
      q,
      facets,
      { ...texts, booleanLabels: { car_has_privateleasing: { yes: 'With private leasing', no: 'Without private leasing' } } },
      'sv-SE',
    )
    expect(chips.map((c) => plain(c.label))).toEqual([
      '“dragkrok”',
      'Volvo',
      'XC60',
      'Diesel',
      'El',
      'Price: from 100 000 to 300 000',
      'With private leasing',
      'Used: no',
    ])
    expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length)
  })

  it('shows selections of facets the config lacks (brand/model from the path) after the configured ones', () => {
    const chips = activeFilterChips(query({ filters: { 'car_brand>car_model': ['Kia>EV6'], car_fuel: ['El'] } }), [facets[1]!], texts, 'en-GB')
    expect(chips.map((c) => c.label)).toEqual(['El', 'EV6'])
  })

  it('shows an open-ended range with its one end', () => {
    const chips = activeFilterChips(query({ ranges: { car_price: [null, 200000] } }), facets, texts, 'en-GB')
    expect(chips).toEqual([{ kind: 'range', key: 'car_price:range', facetName: 'car_price', label: 'Price: to 200,000' }])
  })

  it('no selection, no chips', () => {
    expect(activeFilterChips(query({ keyphrase: '  ' }), facets, texts, 'sv-SE')).toEqual([])
  })
})

describe('queryWithoutChip', () => {
  const q = query({
    keyphrase: 'drag',
    filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60', 'Kia'], car_fuel: ['El'] },
    ranges: { car_price: [1, 2] },
    page: 3,
  })
  const chipFor = (label: string) => {
    const chip = activeFilterChips(q, facets, texts, 'sv-SE').find((c) => c.label === label || c.label.startsWith(label))
    if (!chip) throw new Error(`no chip ${label}`)
    return chip
  }

  it('a brand chip takes its models with it and goes back to page 0', () => {
    expect(queryWithoutChip(q, chipFor('Volvo'))).toEqual({ ...q, filters: { 'car_brand>car_model': ['Kia'], car_fuel: ['El'] }, page: 0 })
  })

  it('a model chip leaves its brand', () => {
    expect(queryWithoutChip(q, chipFor('XC60')).filters['car_brand>car_model']).toEqual(['Volvo', 'Kia'])
  })

  it('range and keyphrase chips clear their part', () => {
    expect(queryWithoutChip(q, chipFor('Price')).ranges).toEqual({})
    expect(queryWithoutChip(q, chipFor('“drag”')).keyphrase).toBe('')
  })
})

describe('booleanValueLabel', () => {
  it('uses the facet’s own labels when given, else yes/no', () => {
    expect(booleanValueLabel('car_is_used', 'true', texts)).toBe('yes')
    expect(booleanValueLabel('car_is_used', 'false', texts)).toBe('no')
    expect(booleanValueLabel('car_is_used', 'true', { ...texts, booleanLabels: { car_is_used: { yes: 'Used', no: 'New' } } })).toBe('Used')
  })
})

describe('filter layout (spec 02 filterType, sticky off below 1024 px)', () => {
  it('reads the stored filterType, garbage gives the default', () => {
    expect(parseFilterType('Sticky', 'Toggle')).toBe('Sticky')
    expect(parseFilterType('Toggle', 'Sticky')).toBe('Toggle')
    expect(parseFilterType('sticky', 'Toggle')).toBe('Toggle')
    expect(parseFilterType('{"x":1}', 'Sticky')).toBe('Sticky')
    expect(parseFilterType(null, 'Toggle')).toBe('Toggle')
    expect(parseFilterType(undefined, 'Sticky')).toBe('Sticky')
  })

  it('uses the stored choice only where the switcher is offered', () => {
    expect(chosenFilterType('Sticky', 'Toggle', true)).toBe('Sticky')
    expect(chosenFilterType('Sticky', 'Toggle', false)).toBe('Toggle')
  })

  it('forces the drawer (no sticky) below 1024 px', () => {
    expect(isFilterDesktopWidth(1023)).toBe(false)
    expect(isFilterDesktopWidth(1024)).toBe(true)
    expect(effectiveFilterLayout('Sticky', isFilterDesktopWidth(1023))).toBe('Drawer')
    expect(effectiveFilterLayout('Toggle', false)).toBe('Drawer')
    expect(effectiveFilterLayout('Sticky', true)).toBe('Sticky')
    expect(effectiveFilterLayout('Toggle', true)).toBe('Toggle')
  })
})
