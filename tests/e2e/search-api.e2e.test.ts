import { describe, expect, it } from 'vitest'

import { http } from './helpers'

const KEY = 'showroom-local-search-key'
const search = (body: unknown, key: string | null = KEY) =>
  http('/api/search', 'localhost', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /api/search on the demo stock', () => {
  it('answers the spec’s contract for a car list query', async () => {
    const res = await search({ index: 'vehicles-se', facets: [{ name: 'car_brand>car_model' }, { name: 'car_fuel' }], sort_name: 'price_desc', limit: 5 })
    expect(res.status).toBe(200)
    const body = JSON.parse(res.body)
    expect(Object.keys(body).sort()).toEqual(['content', 'facet', 'limit', 'offset', 'total_items'])
    expect(body.total_items).toBeGreaterThan(100)
    expect(body.content).toHaveLength(5)
    const prices = body.content.map((c: { car_price: number }) => c.car_price)
    expect([...prices].sort((a, b) => b - a)).toEqual(prices)
    expect(body.facet[0].name).toBe('car_brand>car_model')
  })

  it('needs the API key', async () => {
    expect((await search({ index: 'vehicles-se' }, null)).status).toBe(401)
  })

  it('names the field for bad requests and never answers 500', async () => {
    const cases: [unknown, string][] = [
      ['{not json', '(body)'],
      [{ index: 'vehicles-xx' }, 'index'],
      [{ index: 'vehicles-se', facets: [{ name: 'car_wings' }] }, 'facets[0].name'],
      [{ index: 'vehicles-se', sort_name: 'random' }, 'sort_name'],
      [{ index: 'vehicles-se', limit: 1000 }, 'limit'],
      [{ index: 'vehicles-se', offset: -48 }, 'offset'],
    ]
    for (const [body, field] of cases) {
      const res = await search(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.parse(res.body).issues.map((i: { field: string }) => i.field)).toContain(field)
    }
    expect((await search({ index: 'vehicles-se', keyphrase: 'x'.repeat(70_000) })).status).toBe(400)
  })

  it('serves the drawn car pictures the stock points at', async () => {
    const res = await search({ index: 'vehicles-se', fields: ['car_primary_image'], limit: 1 })
    const url: string = JSON.parse(res.body).content[0].car_primary_image.thumbnail_url
    expect(url).toMatch(/^\/stock-images\//)
    const image = await http(url, 'nordbil.localhost')
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toContain('image/svg+xml')
    expect(image.body).toContain('<svg')
  })
})
