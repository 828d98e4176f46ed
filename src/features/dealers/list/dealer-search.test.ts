import { describe, expect, it } from 'vitest'

import { searchRequest } from '@/integrations/search/search-contract'

import { dealerListPages, dealerListSearchRequest, displayFacets } from './dealer-search'

describe('facility list search requests (spec 03 §7)', () => {
  it('asks the sites index in the list order with every facet, the selection inside its facet', () => {
    const request = dealerListSearchRequest(
      'sites-se',
      { keyphrase: 'hisingen', filters: { site_brands: ['VW'], 'site_region>site_city': ['Skåne', 'Skåne>Malmö'] }, page: 0 },
      { offset: 48, limit: 48 },
      ['VW', 'VW_PB'],
    )
    expect(request).toMatchObject({ index: 'sites-se', keyphrase: 'hisingen', sort_name: 'website_sort_order_asc', limit: 48, offset: 48 })
    expect(request.facets).toEqual([
      { name: 'site_brands', sort_order: 'value_asc', filters: ['VW', 'VW_PB'] },
      { name: 'site_departments.group', sort_order: 'value_asc' },
      { name: 'site_region>site_city', sort_order: 'value_asc', filters: ['Skåne>Malmö'] },
    ])
  })
  it('sends a selection on a field without a facet as a plain filter, beside the facets', () => {
    const request = dealerListSearchRequest(
      'sites-uk',
      { keyphrase: '', filters: { 'site_departments.brands.name': ['Porsche'], 'site_departments.name': ['Car sales'] }, page: 0 },
      { offset: 0, limit: 48 },
    )
    expect(request.filters).toEqual([
      { name: 'site_departments.brands.name', type: 'terms', values: ['Porsche'] },
      { name: 'site_departments.name', type: 'terms', values: ['Car sales'] },
    ])
    expect(request.facets?.every((facet) => facet.filters === undefined)).toBe(true)
    expect(searchRequest.parse(request)).toEqual(request)
  })
  it('splits pages 0..page into requests the search accepts (at most 100)', () => {
    expect(dealerListPages({ keyphrase: '', filters: {}, page: 0 }, 100)).toEqual([{ offset: 0, limit: 48 }])
    expect(dealerListPages({ keyphrase: '', filters: {}, page: 2 }, 100)).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 44 },
    ])
  })
  it('shows the facets in the list order, brands de-duplicated and empty ones left out', () => {
    expect(
      displayFacets([
        { name: 'site_region>site_city', type: 'hierarchy', values: [{ text: 'Skåne', count: 2, children: [{ text: 'Malmö', count: 2 }] }] },
        { name: 'site_departments.group', type: 'terms', values: [] },
        {
          name: 'site_brands',
          type: 'terms',
          values: [
            { text: 'VW', count: 2 },
            { text: 'VW_PB', count: 1 },
          ],
        },
      ]),
    ).toEqual([
      { name: 'site_brands', values: [{ text: 'VW', count: 2 }] },
      { name: 'site_region>site_city', values: [{ text: 'Skåne', count: 2, children: [{ text: 'Malmö', count: 2 }] }] },
    ])
  })
})
