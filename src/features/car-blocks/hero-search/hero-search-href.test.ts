import { describe, expect, it } from 'vitest'

import { parseCarListQuery } from '@/features/car-list/query-state'

import { heroSearchHref } from './hero-search-href'

const known = {
  brands: ['Volvo', 'Kia', 'Land Rover', 'Škoda', 'BMW'],
  models: ['Volvo>XC60', 'Volvo>V90', 'Kia>Niro', 'Kia>XC60', 'Land Rover>Range Rover Evoque', 'Škoda>Octavia', 'BMW>3', 'Kia>EV6'],
}
const onlyVolvoXc60 = { brands: ['Volvo', 'Kia'], models: ['Volvo>XC60', 'Kia>Niro'] }

describe('heroSearchHref', () => {
  it('puts brand and model in the path and the rest in keyphrase', () => {
    expect(heroSearchHref('volvo xc60 dragkrok', known, '/kop-bil')).toBe('/kop-bil/volvo/xc60?keyphrase=dragkrok')
  })

  it('orders brand before model whatever the typing order', () => {
    expect(heroSearchHref('XC60 dragkrok Volvo', known, '/kop-bil')).toBe('/kop-bil/volvo/xc60?keyphrase=dragkrok')
  })

  it('counts repeated words once', () => {
    expect(heroSearchHref('Volvo volvo XC60 xc60 dragkrok Dragkrok', known, '/kop-bil')).toBe('/kop-bil/volvo/xc60?keyphrase=dragkrok')
    expect(heroSearchHref('dragkrok dragkrok värmare', known, '/kop-bil')).toBe('/kop-bil?keyphrase=dragkrok%20v%C3%A4rmare')
  })

  it('sends only the keyphrase when nothing matches', () => {
    expect(heroSearchHref('dragkrok', known, '/kop-bil')).toBe('/kop-bil?keyphrase=dragkrok')
  })

  it('goes to the car list itself for empty text', () => {
    expect(heroSearchHref('', known, '/kop-bil')).toBe('/kop-bil')
    expect(heroSearchHref('   ', known, '/kop-bil')).toBe('/kop-bil')
    expect(heroSearchHref('volvo', { brands: [], models: [] }, '/kop-bil')).toBe('/kop-bil?keyphrase=volvo')
  })

  it('slugs multi-word and accented values the way the car list reads them', () => {
    expect(heroSearchHref('land rover range rover evoque', known, '/kop-bil')).toBe('/kop-bil/land-rover/range-rover-evoque')
    expect(heroSearchHref('skoda octavia', known, '/en/kop-bil')).toBe('/en/kop-bil/skoda/octavia')
  })

  it('places a model named alone under its only brand, keeps an ambiguous one as keyphrase', () => {
    expect(heroSearchHref('xc60 automat', onlyVolvoXc60, '/kop-bil')).toBe('/kop-bil/volvo/xc60?keyphrase=automat')
    // Volvo and Kia both have an XC60 in `known`.
    expect(heroSearchHref('xc60', known, '/kop-bil')).toBe('/kop-bil?keyphrase=XC60')
    expect(heroSearchHref('kia xc60', known, '/kop-bil')).toBe('/kop-bil/kia/xc60')
  })

  it('carries several brands as parameters, as the car list does', () => {
    expect(heroSearchHref('volvo bmw', known, '/kop-bil')).toBe('/kop-bil?car_brand%3Ecar_model=Volvo&car_brand%3Ecar_model=BMW')
  })

  it('gives a URL the car list parses back to the same search', () => {
    const href = heroSearchHref('volvo xc60 dragkrok', known, '/kop-bil')
    const url = new URL(href, 'https://example.test')
    const segments = url.pathname.split('/').filter(Boolean).slice(1)
    const query = parseCarListQuery({ segments, searchParams: url.searchParams, facets: [], sorts: [], pathValues: known })
    expect(query.filters['car_brand>car_model']).toEqual(['Volvo', 'Volvo>XC60'])
    expect(query.keyphrase).toBe('dragkrok')
  })
})
