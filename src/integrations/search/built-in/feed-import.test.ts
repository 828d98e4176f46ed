import { describe, expect, it } from 'vitest'

import { parseFeedLine } from './feed-import'

const car = {
  car_id: '1001',
  slug: 'volvo-xc60-b5-2023',
  indexed_at: '2026-10-01T10:00:00Z',
  car_site_name: 'Nordbil Göteborg',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_year: 2023,
  car_is_sample: false,
  car_is_used: true,
  car_price: 429000,
  car_price_currency: 'SEK',
  car_site_id: '11',
}

describe('parseFeedLine', () => {
  it('accepts a valid car and a valid dealer site', () => {
    expect(parseFeedLine(JSON.stringify(car), 1)).toMatchObject({ kind: 'cars', id: '1001' })
    const dealer = {
      site_id: '11',
      slug: 'nordbil-goteborg',
      site_official_name: 'Nordbil Göteborg',
      site_city: 'Göteborg',
      country_code: 'SE',
      site_brands: ['Volvo'],
      site_departments: [],
    }
    expect(parseFeedLine(JSON.stringify(dealer), 2)).toMatchObject({ kind: 'dealers', id: '11' })
  })

  it('names the line, the field and the reason of each problem', () => {
    const r = parseFeedLine(JSON.stringify({ ...car, car_year: 1800, car_price: -5, slug: 'Volvo XC60' }), 7)
    expect(r.kind).toBe('rejected')
    const rejections = r.kind === 'rejected' ? r.rejections : []
    expect(rejections.map((x) => x.field).sort()).toEqual(['car_price', 'car_year', 'slug'])
    expect(rejections.every((x) => x.line === 7)).toBe(true)
    expect(rejections.find((x) => x.field === 'slug')?.reason).toBe('must be lower-case words joined by dashes')
  })

  it('rejects broken JSON and records of unknown kind, and skips blank lines', () => {
    expect(parseFeedLine('{"car_id": ', 3)).toMatchObject({ kind: 'rejected', rejections: [{ line: 3, field: '(line)' }] })
    expect(parseFeedLine('[1,2]', 4)).toMatchObject({ kind: 'rejected', rejections: [{ reason: 'must be a JSON object' }] })
    expect(parseFeedLine('{"name": "x"}', 5)).toMatchObject({ kind: 'rejected', rejections: [{ field: '(record)' }] })
    expect(parseFeedLine('   ', 6)).toEqual({ kind: 'blank' })
  })
})
