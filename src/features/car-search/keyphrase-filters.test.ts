import { describe, expect, it } from 'vitest'

import { splitKeyphrase } from './keyphrase-filters'

const facets = [
  { name: 'car_brand', values: ['Volvo', 'Land Rover', 'Škoda', 'Mercedes-Benz', 'Volkswagen'] },
  { name: 'car_model', values: ['XC60', 'Range Rover Evoque', 'Octavia', 'ID.4', 'Range Rover'] },
  { name: 'car_fuel', values: ['Diesel', 'El', 'Laddhybrid'] },
  { name: 'car_body', values: ['Kombi', 'SUV'] },
]

describe('splitKeyphrase', () => {
  it('turns known values into filters and keeps the rest as keyphrase', () => {
    expect(splitKeyphrase('volvo xc60 diesel dragkrok', facets)).toEqual({
      filters: [
        { name: 'car_brand', values: ['Volvo'] },
        { name: 'car_model', values: ['XC60'] },
        { name: 'car_fuel', values: ['Diesel'] },
      ],
      matches: [
        { facet: 'car_brand', value: 'Volvo' },
        { facet: 'car_model', value: 'XC60' },
        { facet: 'car_fuel', value: 'Diesel' },
      ],
      keyphrase: 'dragkrok',
    })
  })

  it('folds case and diacritics both ways', () => {
    expect(splitKeyphrase('SKODA octavia KOMBI', facets).filters).toEqual([
      { name: 'car_brand', values: ['Škoda'] },
      { name: 'car_model', values: ['Octavia'] },
      { name: 'car_body', values: ['Kombi'] },
    ])
  })

  it('matches multi-word values as a phrase, the longest first', () => {
    const r = splitKeyphrase('land rover range rover evoque panorama', facets)
    expect(r.matches).toEqual([
      { facet: 'car_brand', value: 'Land Rover' },
      { facet: 'car_model', value: 'Range Rover Evoque' },
    ])
    expect(r.keyphrase).toBe('panorama')
  })

  it('understands values with punctuation (ID.4, Mercedes-Benz)', () => {
    expect(splitKeyphrase('mercedes-benz', facets).filters).toEqual([{ name: 'car_brand', values: ['Mercedes-Benz'] }])
    expect(splitKeyphrase('id.4 el', facets).filters).toEqual([
      { name: 'car_model', values: ['ID.4'] },
      { name: 'car_fuel', values: ['El'] },
    ])
  })

  it('counts repeated words once and collects several values of one facet', () => {
    const r = splitKeyphrase('volvo Volvo skoda drag drag', facets)
    expect(r.filters).toEqual([{ name: 'car_brand', values: ['Volvo', 'Škoda'] }])
    expect(r.keyphrase).toBe('drag')
  })

  it('leaves text without known values alone', () => {
    expect(splitKeyphrase('  panoramatak  ', facets)).toEqual({ filters: [], matches: [], keyphrase: 'panoramatak' })
    expect(splitKeyphrase('', facets)).toEqual({ filters: [], matches: [], keyphrase: '' })
  })
})
