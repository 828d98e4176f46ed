import { describe, expect, it } from 'vitest'

import {
  dealerListHref,
  type DealerListQuery,
  dealerListSearch,
  parseDealerListQuery,
  presetFilterChips,
  sameSearch,
  withoutPresetFilter,
} from './dealer-list-query'

describe('facility list address state', () => {
  it('reads facets, keyphrase and page from the query string', () => {
    const query = parseDealerListQuery(
      new URLSearchParams('site_brands=Volvo&site_brands=Polestar&keyphrase=  göteborg  &page=2&site_departments.group=Workshop'),
    )
    expect(query).toEqual({ keyphrase: 'göteborg', filters: { site_brands: ['Volvo', 'Polestar'], 'site_departments.group': ['Workshop'] }, page: 2 })
  })
  it("reads Next's searchParams record the same way", () => {
    expect(parseDealerListQuery({ site_brands: 'Volvo', page: '1' })).toEqual({ keyphrase: '', filters: { site_brands: ['Volvo'] }, page: 1 })
  })
  it('adds the region of a chosen city and keeps cities after their region', () => {
    const query = parseDealerListQuery(
      new URLSearchParams([
        ['site_region>site_city', 'Skåne>Malmö'],
        ['site_region>site_city', 'Halland'],
      ]),
    )
    expect(query.filters['site_region>site_city']).toEqual(['Skåne', 'Skåne>Malmö', 'Halland'])
  })
  it('leaves out what it does not understand', () => {
    const query = parseDealerListQuery(new URLSearchParams('page=-1&page=abc&unknown=1&site_brands=&site_region>site_city=a>b>c'))
    expect(query).toEqual({ keyphrase: '', filters: {}, page: 0 })
    expect(parseDealerListQuery(new URLSearchParams('page=999')).page).toBe(19)
  })
  it('reads every field of the sites index, also those the list shows no facet for (a redirect’s preset filter)', () => {
    // thames /porsche/contact-us → /find-us?site_departments.brands.name=Porsche&site_departments.name=Car+sales
    const query = parseDealerListQuery(new URLSearchParams('site_departments.brands.name=Porsche&site_departments.name=Car+sales&utm_source=mail'))
    expect(query).toEqual({ keyphrase: '', filters: { 'site_departments.brands.name': ['Porsche'], 'site_departments.name': ['Car sales'] }, page: 0 })
    expect(dealerListSearch(query)).toBe('?site_departments.brands.name=Porsche&site_departments.name=Car+sales')
    expect(parseDealerListQuery(new URLSearchParams(dealerListSearch(query)))).toEqual(query)
  })
  it('reads each parameter by its name and never goes through the whole query', () => {
    const read: string[] = []
    const params = new Proxy({ site_city: 'Guildford', fbclid: 'x' } as Record<string, string>, {
      get: (target, name) => {
        if (typeof name === 'string') read.push(name)
        return target[name as string]
      },
      ownKeys: () => {
        throw new Error('the query must not be enumerated')
      },
    })
    expect(parseDealerListQuery(params).filters).toEqual({ site_city: ['Guildford'] })
    expect(read).not.toContain('fbclid')
  })
  it('gives a chip per value of a field without a facet, and the state without it from the first page', () => {
    const query: DealerListQuery = { keyphrase: '', filters: { site_brands: ['Porsche'], 'site_departments.name': ['Car sales', 'Service'] }, page: 2 }
    const chips = presetFilterChips(query)
    expect(chips).toEqual([
      { field: 'site_departments.name', value: 'Car sales' },
      { field: 'site_departments.name', value: 'Service' },
    ])
    expect(dealerListSearch(withoutPresetFilter(query, chips[0]!))).toBe('?site_brands=Porsche&site_departments.name=Service')
  })
  it('writes the plain list as the bare path', () => {
    expect(dealerListHref('/anlaggningar', { keyphrase: '', filters: {}, page: 0 })).toBe('/anlaggningar')
  })
  it('gives the state back from its own address', () => {
    const states: DealerListQuery[] = [
      { keyphrase: 'volvo & co', filters: { site_brands: ['Volvo', 'Škoda'] }, page: 3 },
      {
        keyphrase: '',
        filters: { 'site_region>site_city': ['Västra Götaland', 'Västra Götaland>Göteborg'], 'site_departments.group': ['Body work'] },
        page: 0,
      },
    ]
    for (const state of states) expect(parseDealerListQuery(new URLSearchParams(dealerListSearch(state)))).toEqual(state)
  })
  it('tells the same search apart from another, whatever the page', () => {
    const a: DealerListQuery = { keyphrase: '', filters: { site_brands: ['Volvo'] }, page: 0 }
    expect(sameSearch(a, { ...a, page: 2 })).toBe(true)
    expect(sameSearch(a, { ...a, filters: {} })).toBe(false)
  })
})
