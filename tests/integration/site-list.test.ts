import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleDealerListHttp } from '@/features/dealers/list/dealer-list-http'
import { loadDealerCards, loadDealerList } from '@/features/dealers/list/dealer-list-service'
import { type SiteRecord, toSiteRecord } from '@/features/sites/site-record'
import { importFeed } from '@/integrations/search/built-in/feed-import'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 17, spec 03 §2.2, §2.8, §7: GET /api/site-list on the built-in search over SQLite. Bad
 * input is a 400 that names the parameter; facets narrow the dealers; pages of 48 by offset; the
 * selection block keeps only workshops.
 */

let payload: Payload
let site: SiteRecord

const INDEX = 'sites-list-test'
const PLACES = [
  { region: 'Västra Götaland', city: 'Göteborg' },
  { region: 'Västra Götaland', city: 'Borås' },
  { region: 'Skåne', city: 'Malmö' },
]

function dealer(n: number) {
  const place = PLACES[n % PLACES.length]!
  const workshop = n % 2 === 0
  return JSON.stringify({
    site_id: String(1000 + n),
    slug: `dealer-${n}`,
    site_official_name: `Testbil ${place.city} ${n}`,
    site_city: place.city,
    site_region: place.region,
    site_street: `Storgatan ${n}`,
    site_zip: '411 01',
    site_phone: '031-12 34 56',
    country_code: 'SE',
    website_sort_order: 100 - n,
    site_brands: n % 5 === 0 ? ['Volvo', 'Polestar'] : ['Kia'],
    site_departments: [{ name: 'Försäljning', group: 'New cars', brands: [] }, ...(workshop ? [{ name: 'Verkstad', group: 'Workshop', brands: [] }] : [])],
  })
}

const get = (query: string, on: SiteRecord | undefined = site) =>
  handleDealerListHttp(on, new URL(`http://nordbil.localhost/api/site-list${query}`), loadDealerList)
type Answer = { dealers: { slug: string; name: string; city: string }[]; total: number; facets: { name: string; values: { text: string; count: number }[] }[] }

beforeAll(async () => {
  payload = await createTestPayload()
  const doc = await createSite(payload, { name: 'Site list test' })
  await importFeed(
    sqlDatabaseOf(payload),
    Array.from({ length: 60 }, (_, n) => dealer(n)),
    { dealers: INDEX },
  )
  const updated = await payload.update({ collection: 'sites', id: doc.id, data: { searchIndexes: { sites: INDEX } } as never, depth: 1 })
  site = toSiteRecord(updated)
}, 120_000)
afterAll(async () => {
  await payload?.destroy()
})

describe('GET /api/site-list', () => {
  it('answers bad input with a 400 that says what is wrong', async () => {
    const unknown = await get('?colour=red')
    expect(unknown.status).toBe(400)
    expect((unknown.body as { error: string }).error).toBe("Unknown parameter 'colour'")
    const page = await get('?page=abc')
    expect(page.status).toBe(400)
    expect((page.body as { error: string }).error).toContain('page must be a whole number')
    const offset = await get('?offset=100000')
    expect(offset.status).toBe(400)
    expect((offset.body as { error: string }).error).toContain('offset must be at most')
    const long = await get(`?keyphrase=${'a'.repeat(201)}`)
    expect(long.status).toBe(400)
    expect((long.body as { error: string }).error).toContain('keyphrase must be at most 200')
  })

  it('gives the first 48 dealers in the website order, then the rest by offset', async () => {
    const first = await get('')
    expect(first.status).toBe(200)
    const body = first.body as Answer
    expect(body.total).toBe(60)
    expect(body.dealers).toHaveLength(48)
    // website_sort_order 100 - n: the last dealer first.
    expect(body.dealers[0]!.slug).toBe('dealer-59')
    const rest = (await get('?offset=48')).body as Answer
    expect(rest.dealers).toHaveLength(12)
    expect(new Set([...body.dealers, ...rest.dealers].map((d) => d.slug)).size).toBe(60)
    // page=1 renders both pages at once, as the list's address does after 'show more'.
    expect(((await get('?page=1')).body as Answer).dealers).toHaveLength(60)
  })

  it('narrows by brand, department and region>city, and keeps the counts of the other values', async () => {
    const volvo = (await get('?site_brands=Volvo')).body as Answer
    expect(volvo.total).toBe(12)
    expect(volvo.facets.find((f) => f.name === 'site_brands')!.values).toEqual(
      expect.arrayContaining([
        { text: 'Kia', count: 48 },
        { text: 'Volvo', count: 12 },
      ]),
    )
    const malmo = (await get(`?${new URLSearchParams([['site_region>site_city', 'Skåne>Malmö']]).toString()}`)).body as Answer
    expect(malmo.total).toBe(20)
    expect(malmo.dealers.every((d) => d.city === 'Malmö')).toBe(true)
    const region = (await get(`?${new URLSearchParams([['site_region>site_city', 'Västra Götaland']]).toString()}`)).body as Answer
    expect(region.total).toBe(40)
    const workshopsInMalmo = (await get(`?site_departments.group=Workshop&${new URLSearchParams([['site_region>site_city', 'Skåne>Malmö']]).toString()}`))
      .body as Answer
    expect(workshopsInMalmo.total).toBe(10)
    const keyphrase = (await get('?keyphrase=bor%C3%A5s')).body as Answer
    expect(keyphrase.total).toBe(20)
  })

  it('narrows by a field the list shows no facet for (a redirect’s preset filter), department name and brand', async () => {
    // Every dealer's sales department is 'Försäljning'; the workshops (even n) also have 'Verkstad'.
    const workshops = (await get('?site_departments.name=Verkstad')).body as Answer
    expect(workshops.total).toBe(30)
    const volvoWorkshops = (await get('?site_departments.name=Verkstad&site_brands=Volvo&site_city=Malm%C3%B6')).body as Answer
    // n % 5 === 0, even, n % 3 === 2: n = 20, 50.
    expect(volvoWorkshops.dealers.map((d) => d.slug).sort()).toEqual(['dealer-20', 'dealer-50'])
    expect((await get('?site_departments.name=Skadeverkstad')).body).toMatchObject({ total: 0, dealers: [] })
  })

  it('answers 502 when the search cannot answer, and 404 on a host without a site', async () => {
    const broken = { ...site, searchIndexes: { ...site.searchIndexes, sites: '' } }
    const failed = await get('', broken)
    expect(failed.status).toBe(502)
    expect((await handleDealerListHttp(undefined, new URL('http://elsewhere.example/api/site-list'), loadDealerList)).status).toBe(404)
  })
})

describe('site selection and teaser dealers', () => {
  it('selection: only dealers with a Workshop department', async () => {
    const workshops = await loadDealerCards(site, { workshopsOnly: true, limit: 100 }, 'test')
    expect(workshops).toHaveLength(30)
    expect(workshops!.every((d) => Number(d.slug.split('-')[1]) % 2 === 0)).toBe(true)
  })
  it('teaser: the chosen dealers in the chosen order, at most 4', async () => {
    const chosen = await loadDealerCards(site, { slugs: ['dealer-3', 'dealer-1'], limit: 4 }, 'test')
    expect(chosen!.map((d) => d.slug)).toEqual(['dealer-3', 'dealer-1'])
    const inCity = await loadDealerCards(site, { city: 'Borås', limit: 4 }, 'test')
    expect(inCity).toHaveLength(4)
    expect(inCity!.every((d) => d.city === 'Borås')).toBe(true)
  })
})
