import { describe, expect, it } from 'vitest'

import {
  dealerListProgress,
  dedupeBrandFacetValues,
  dedupeBrands,
  expandBrandSelection,
  facetHasTextFilter,
  hierarchySearchValues,
  searchBoxVisible,
  showMoreVisible,
  toggleFacetValue,
} from './dealer-list-rules'

describe('brand de-duplication (spec 03 §5)', () => {
  it('collapses a code with an underscore into its prefix when the prefix is present', () => {
    expect(dedupeBrands(['VW', 'VW_PB', 'AUDI'])).toEqual(['VW', 'AUDI'])
  })
  it('keeps a code whose prefix is absent', () => {
    expect(dedupeBrands(['VW_PB', 'AUDI'])).toEqual(['VW_PB', 'AUDI'])
  })
  it('never collapses FI_TR and MH_TR', () => {
    expect(dedupeBrands(['FI', 'FI_TR', 'MH', 'MH_TR', 'FI_XX'])).toEqual(['FI', 'FI_TR', 'MH', 'MH_TR'])
  })
  it('merges facet counts under the prefix, a site counted once', () => {
    expect(
      dedupeBrandFacetValues([
        { text: 'VW', count: 3 },
        { text: 'VW_PB', count: 2 },
        { text: 'FI_TR', count: 1 },
      ]),
    ).toEqual([
      { text: 'VW', count: 3 },
      { text: 'FI_TR', count: 1 },
    ])
  })
  it('a chosen prefix also searches the codes that collapse into it', () => {
    expect(expandBrandSelection(['VW'], ['VW', 'VW_PB', 'VW_NF', 'AUDI'])).toEqual(['VW', 'VW_PB', 'VW_NF'])
    expect(expandBrandSelection(['FI'], ['FI', 'FI_TR'])).toEqual(['FI'])
  })
})

describe('facet paths (spec 03 §5)', () => {
  it('ticking a city ticks its region too', () => {
    expect(toggleFacetValue([], 'Skåne>Malmö')).toEqual(['Skåne', 'Skåne>Malmö'])
  })
  it('unticking a region clears its cities and nothing else', () => {
    expect(toggleFacetValue(['Skåne', 'Skåne>Malmö', 'Skåne>Lund', 'Halland'], 'Skåne')).toEqual(['Halland'])
  })
  it('unticking a city keeps its region', () => {
    expect(toggleFacetValue(['Skåne', 'Skåne>Malmö'], 'Skåne>Malmö')).toEqual(['Skåne'])
  })
  it('a region with a ticked city searches only that city', () => {
    expect(hierarchySearchValues(['Skåne', 'Skåne>Malmö', 'Halland'])).toEqual(['Skåne>Malmö', 'Halland'])
  })
})

describe('display rules (spec 03 §5, §9)', () => {
  it('shows the search box only above 8 dealers', () => {
    expect(searchBoxVisible(8)).toBe(false)
    expect(searchBoxVisible(9)).toBe(true)
  })
  it('gives a facet a text filter from 10 values', () => {
    expect(facetHasTextFilter(9)).toBe(false)
    expect(facetHasTextFilter(10)).toBe(true)
  })
  it('progress never shows more than the total and is full only when all are shown', () => {
    expect(dealerListProgress(48, 100)).toEqual({ shown: 48, total: 100, percent: 48 })
    expect(dealerListProgress(99, 100).percent).toBe(99)
    expect(dealerListProgress(120, 100)).toEqual({ shown: 100, total: 100, percent: 100 })
    expect(dealerListProgress(0, 0)).toEqual({ shown: 0, total: 0, percent: 0 })
  })
  it("offers 'show more' while dealers remain, up to the page cap", () => {
    expect(showMoreVisible(0, 48, 100)).toBe(true)
    expect(showMoreVisible(1, 96, 96)).toBe(false)
    expect(showMoreVisible(19, 960, 2000)).toBe(false)
  })
})
