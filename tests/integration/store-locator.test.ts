import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { toSiteRecord } from '@/features/sites/site-record'
import { loadStoreMarkers } from '@/features/store-locator/store-locator-service'
import { importFeed } from '@/integrations/search/built-in/feed-import'
import { logger } from '@/lib/logger'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 17: the store locator's Locations belong to a site like pages and media do. An editor of
 * site A never reads or changes site B's locations (REST, GraphQL, Local API); the block reads its
 * own site's locations (and stock dealers), drops and logs a location missing a required field.
 */

let payload: Payload
let siteA: { id: number }
let siteB: { id: number }
type User = { id: number; token: string }
let editorA: User
let ofA: number
let ofB: number

const PASSWORD = 'editor-password-1'

const location = (name: string, site: number, extra: Record<string, unknown> = {}) => ({
  name,
  lat: 57.7,
  lng: 11.97,
  address: 'Storgatan 1',
  zip: '411 01',
  city: 'Göteborg',
  site,
  ...extra,
})

async function rest(method: string, path: string, user?: User, body?: unknown) {
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { ...(user ? { Authorization: `JWT ${user.token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, path: `/api${path.split('?')[0]}`, request })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // not JSON
  }
  return { status: response.status, json }
}

async function graphql(query: string, user?: User) {
  const response = await GRAPHQL_POST(config)(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(user ? { Authorization: `JWT ${user.token}` } : {}) },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> }
}

async function asEditorA() {
  const doc = await payload.findByID({ collection: 'users', id: editorA.id, depth: 0 })
  return { overrideAccess: false, user: { ...doc, collection: 'users' as const } }
}

async function siteRecord(id: number, changes: Record<string, unknown> = {}) {
  const doc = await payload.update({ collection: 'sites', id, data: changes as never, depth: 1 })
  return toSiteRecord(doc)
}

beforeAll(async () => {
  payload = await createTestPayload()
  siteA = await createSite(payload, { name: 'Site A' })
  siteB = await createSite(payload, { name: 'Site B' })
  await payload.create({
    collection: 'users',
    data: { email: 'editor.a@locations.test', password: PASSWORD, role: 'editor', sites: [{ site: siteA.id }] } as never,
  })
  const login = await payload.login({ collection: 'users', data: { email: 'editor.a@locations.test', password: PASSWORD } })
  editorA = { id: login.user!.id as number, token: login.token! }
  ofA = (
    await payload.create({
      collection: 'locations',
      data: location('A Laddpunkt', siteA.id, { chargerOptions: [{ amount: 2, icon: 'CCS2', watts: 150 }] }) as never,
    })
  ).id
  ofB = (await payload.create({ collection: 'locations', data: location('B Verkstad', siteB.id, { email: 'b@b.example', phone: '031-12 34 56' }) as never })).id
})

afterAll(async () => {
  await payload?.destroy()
})

describe('an editor of site A against site B’s locations', () => {
  it('cannot read them (REST by id and list, GraphQL, Local API)', async () => {
    expect([403, 404]).toContain((await rest('GET', `/locations/${ofB}`, editorA)).status)
    const list = await rest('GET', '/locations?limit=100&depth=0', editorA)
    expect(list.status).toBe(200)
    const listed = (list.json.docs as Array<{ id: number }>).map((d) => d.id)
    expect(listed).toContain(ofA)
    expect(listed).not.toContain(ofB)
    const { data, errors } = await graphql('{ Locations(limit: 100) { docs { id name } } }', editorA)
    expect(errors).toBeUndefined()
    expect((data?.Locations as { docs: Array<{ id: number }> }).docs.map((d) => d.id)).toEqual([ofA])
    const local = await payload.find({ collection: 'locations', depth: 0, pagination: false, ...(await asEditorA()) })
    expect(local.docs.map((d) => d.id)).toEqual([ofA])
  })

  it('cannot change, move or delete them, and they stay as they were', async () => {
    const before = await payload.findByID({ collection: 'locations', id: ofB, depth: 0 })
    expect([403, 404]).toContain((await rest('PATCH', `/locations/${ofB}`, editorA, { name: 'Taken over', lat: 1 })).status)
    expect((await graphql(`mutation { updateLocation(id: ${ofB}, data: { name: "Taken over" }) { id } }`, editorA)).errors?.length).toBeGreaterThan(0)
    await expect(payload.update({ collection: 'locations', id: ofB, data: { name: 'Taken over' }, ...(await asEditorA()) })).rejects.toThrow()
    expect([403, 404]).toContain((await rest('DELETE', `/locations/${ofB}`, editorA)).status)
    await expect(payload.delete({ collection: 'locations', id: ofB, ...(await asEditorA()) })).rejects.toThrow()
    const after = await payload.findByID({ collection: 'locations', id: ofB, depth: 0 })
    expect(after).toMatchObject({ name: 'B Verkstad', lat: before.lat, updatedAt: before.updatedAt })
  })

  it('cannot create one in site B, nor move one of A there', async () => {
    const before = (await payload.count({ collection: 'locations', where: { site: { equals: siteB.id } } })).totalDocs
    const created = await rest('POST', '/locations', editorA, location('Planted', siteB.id))
    expect(created.status).toBeGreaterThanOrEqual(400)
    expect(created.status).toBeLessThan(500)
    const moved = await rest('PATCH', `/locations/${ofA}`, editorA, { site: siteB.id })
    expect(moved.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'locations', where: { site: { equals: siteB.id } } })).totalDocs).toBe(before)
  })

  it('can add, change and remove locations of site A', async () => {
    const created = await rest('POST', '/locations', editorA, location('A Ny plats', siteA.id))
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    expect((await rest('PATCH', `/locations/${id}`, editorA, { lat: 57.71, lng: 11.99 })).status).toBe(200)
    expect((await payload.findByID({ collection: 'locations', id, depth: 0 })).lat).toBe(57.71)
    expect((await rest('DELETE', `/locations/${id}`, editorA)).status).toBe(200)
  })

  it('refuses a location without its required fields, naming them', async () => {
    const response = await rest('POST', '/locations', editorA, { name: 'Half', lat: 57.7, site: siteA.id })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toMatch(/zip|address|city|lng/)
  })
})

describe('the store locator block’s markers', () => {
  it("are its own site's locations, typed by the spec's rules", async () => {
    const markers = await loadStoreMarkers(await siteRecord(siteA.id), 'sv', { includeStockDealers: false })
    expect(markers.map((m) => [m.name, m.type])).toEqual([['A Laddpunkt', 'ChargingPoint']])
    const ofSiteB = await loadStoreMarkers(await siteRecord(siteB.id), 'sv', { includeStockDealers: false })
    expect(ofSiteB.map((m) => [m.name, m.type])).toEqual([['B Verkstad', 'FordLocation']])
    expect(ofSiteB[0]!.directionsUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=B%20Verkstad%2C%20Storgatan%201%2C%20411%2001%20G%C3%B6teborg&travelmode=driving',
    )
  })

  it('leave out a location missing a required field, logged, and show the rest', async () => {
    const broken = (await payload.create({ collection: 'locations', data: location('A Utan postnummer', siteA.id) as never })).id
    // Written past the CMS's checks (an import, an old row): the block must still not show it.
    await sqlDatabaseOf(payload).query('UPDATE locations SET zip = ? WHERE id = ?', ['', broken])
    const warn = vi.spyOn(logger, 'warn')
    try {
      const markers = await loadStoreMarkers(await siteRecord(siteA.id), 'sv', { includeStockDealers: false })
      expect(markers.map((m) => m.name)).toEqual(['A Laddpunkt'])
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ source: 'cms', location: String(broken), name: 'A Utan postnummer', reason: 'missing or empty: zip' }),
        'Store locator: location dropped (missing or empty: zip)',
      )
    } finally {
      warn.mockRestore()
      await payload.delete({ collection: 'locations', id: broken })
    }
  })

  it("add the site's stock dealers with a card to their facility page; one without a position is left out and logged", async () => {
    const dealer = (id: string, slug: string, geocoord: string | null) =>
      JSON.stringify({
        site_id: id,
        slug,
        site_official_name: `Nordbil ${slug}`,
        site_city: 'Kungälv',
        site_street: 'Kongahällavägen 5',
        site_zip: '442 31',
        site_geocoord: geocoord,
        country_code: 'SE',
        site_brands: ['Volvo', 'Renault'],
        site_departments: [],
      })
    await importFeed(sqlDatabaseOf(payload), [dealer('501', 'kungalv', '57.8669,11.9932'), dealer('502', 'nowhere', null)], { dealers: 'sites-locator-test' })
    const site = await siteRecord(siteA.id, { searchIndexes: { sites: 'sites-locator-test' }, paths: { siteDetail: '/anlaggningar' } })
    const warn = vi.spyOn(logger, 'warn')
    try {
      const markers = await loadStoreMarkers(site, 'en', { includeStockDealers: true })
      const stock = markers.find((m) => m.name === 'Nordbil kungalv')
      expect(stock).toMatchObject({
        type: 'IvecoLocation',
        lat: 57.8669,
        lng: 11.9932,
        dealerCard: { title: 'Nordbil kungalv', text: 'Volvo, Renault', url: '/en/anlaggningar/kungalv' },
      })
      expect(markers.some((m) => m.name === 'Nordbil nowhere')).toBe(false)
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ source: 'stock', reason: 'missing or empty: lat, lng' }), expect.any(String))
      expect((await loadStoreMarkers(site, 'en', { includeStockDealers: false })).some((m) => m.name === 'Nordbil kungalv')).toBe(false)
    } finally {
      warn.mockRestore()
    }
  })
})
