import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HttpSearchEngine } from '@/integrations/search/http-search-engine'
import { type SearchRequest, searchRequest } from '@/integrations/search/search-contract'

import { resolveLeadRecipient } from './lead-recipient'
import type { LeadSite } from './lead-types'

const API_KEY = 'outside-search-key'
const FALLBACK = 'fallback@showroom.example'

const car = {
  car_id: '101',
  car_brand: 'Volvo',
  car_site_id: '11',
  car_site_name: 'Nordbil Göteborg',
  car_site_leads_email: 'leads-goteborg@nordbil.example',
  car_sellers: [{ name: 'Per', email: 'per@nordbil.example' }],
}
const dealer = (id: number, fields: Record<string, unknown> = {}) => ({
  site_id: String(id),
  site_official_name: `Dealer ${id}`,
  site_email: `info-${id}@nordbil.example`,
  site_departments: [],
  ...fields,
})
// More dealers than one page of the contract (MAX_LIMIT 100): an address on the second page counts too.
const dealers = [
  dealer(11, { site_official_name: 'Nordbil Göteborg', site_departments: [{ name: 'Nybil', email: 'forsaljning@nordbil.example', brands: [] }] }),
  ...Array.from({ length: 140 }, (_, i) => dealer(100 + i)),
  dealer(900, { site_departments: [{ name: 'Verkstad', email: 'verkstad@nordbil.example', users: [{ email: 'Lisa@Nordbil.example' }] }] }),
]
const indexes: Record<string, Record<string, unknown>[]> = { 'vehicles-outside': [car], 'sites-outside': dealers }

/** The subset of the search contract the fake service understands: terms filters, fields, limit and offset. */
function answer(request: SearchRequest) {
  const records = (indexes[request.index] ?? []).filter((record) =>
    (request.filters ?? []).every((filter) => filter.values.some((value) => String(record[filter.name]) === String(value))),
  )
  const page = records.slice(request.offset, request.offset + request.limit)
  const content = request.fields ? page.map((record) => Object.fromEntries(request.fields!.filter((f) => f in record).map((f) => [f, record[f]]))) : page
  return { facet: [], content, total_items: records.length, limit: request.limit, offset: request.offset }
}

let server: Server
let engine: HttpSearchEngine
const received: SearchRequest[] = []

beforeAll(async () => {
  // An outside search service (SHOWROOM_SEARCH_URL): no stock tables of ours behind it.
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.headers['x-api-key'] !== API_KEY) {
        res.statusCode = 401
        res.end('{}')
        return
      }
      const request = searchRequest.parse(JSON.parse(body))
      received.push(request)
      res.end(JSON.stringify(answer(request)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  engine = new HttpSearchEngine(`http://127.0.0.1:${(server.address() as AddressInfo).port}/search`, API_KEY)
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const site: LeadSite = { id: 1, key: 'nordbil', name: 'Nordbil Gruppen', searchIndexes: { vehicles: 'vehicles-outside', sites: 'sites-outside' } }

describe('the lead recipient with an outside search engine', () => {
  it('mails the car’s seller the form names: the outside stock knows the address', async () => {
    await expect(resolveLeadRecipient(engine, site, { carId: '101', email: 'Per@nordbil.example', name: 'Per' }, FALLBACK)).resolves.toEqual({
      name: 'Per',
      email: 'per@nordbil.example',
      verified: true,
    })
    expect(received.some((request) => request.index === 'vehicles-outside' && request.filters?.[0]?.name === 'car_id')).toBe(true)
  })

  it('mails an address of the car’s dealer, named after the car’s dealer', async () => {
    await expect(resolveLeadRecipient(engine, site, { carId: '101', email: 'forsaljning@nordbil.example' }, FALLBACK)).resolves.toEqual({
      name: 'Nordbil Göteborg',
      email: 'forsaljning@nordbil.example',
      verified: true,
    })
  })

  it('mails any dealer’s address of the site, also one on the index’s second page (the seller chosen for a sample car)', async () => {
    await expect(resolveLeadRecipient(engine, site, { email: 'lisa@nordbil.example', name: 'Lisa' }, FALLBACK)).resolves.toEqual({
      name: 'Lisa',
      email: 'lisa@nordbil.example',
      verified: true,
    })
  })

  it('never mails an address the stock does not know: the car’s leads address instead, else the fallback', async () => {
    await expect(resolveLeadRecipient(engine, site, { carId: '101', email: 'spam@elsewhere.example' }, FALLBACK)).resolves.toEqual({
      name: 'Nordbil Göteborg',
      email: 'leads-goteborg@nordbil.example',
      verified: true,
    })
    await expect(resolveLeadRecipient(engine, site, { email: 'spam@elsewhere.example' }, FALLBACK)).resolves.toEqual({
      name: 'Nordbil Gruppen',
      email: FALLBACK,
      verified: false,
    })
  })
})

describe('HttpSearchEngine.recordsById', () => {
  it('answers in the order asked, without the id field when the fields leave it out', async () => {
    await expect(engine.recordsById('sites', 'sites-outside', ['900', '404', '11'], ['site_official_name'])).resolves.toEqual([
      { site_official_name: 'Dealer 900' },
      { site_official_name: 'Nordbil Göteborg' },
    ])
  })
})
