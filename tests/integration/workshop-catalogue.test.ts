import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_BOOKING_CATALOGUE, seedDemoWorkshopCatalogue } from '@/demo/seed/demo-workshop-catalogue'
import { handleMechmateGet, type MechmateDeps } from '@/features/service-booking'
import { readBookingCatalogue } from '@/features/service-booking/booking-catalogue'
import { BuiltInWorkshopEngine } from '@/integrations/workshop-booking/built-in-workshop-engine'
import { testWorkshop } from '@/integrations/workshop-booking/testing/engine-fixtures'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 19: the built-in booking engine's service catalogue and vehicle register are CMS
 * collections per site ('workshop-catalogues', 'vehicle-register'), seeded from the demo's data.
 * The engine reads the calling site's own; an editor of site A can never read, change, create in or
 * delete site B's (REST and Local API, as access.test.ts walks the other collections).
 */

let payload: Payload
let siteA: { id: number; key: string }
let siteB: { id: number; key: string }
type User = { id: number; token: string }
let editorA: User
const ofB: Record<string, number> = {}
const PASSWORD = 'editor-password-1'

async function rest(method: string, path: string, user: User, body?: unknown) {
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `JWT ${user.token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
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

beforeAll(async () => {
  payload = await createTestPayload()
  siteA = (await createSite(payload, { name: 'Site A', key: 'catalogue-a' })) as unknown as { id: number; key: string }
  siteB = (await createSite(payload, { name: 'Site B', key: 'catalogue-b' })) as unknown as { id: number; key: string }
  await seedDemoWorkshopCatalogue(payload, siteA.id)
  await seedDemoWorkshopCatalogue(payload, siteB.id, {
    vehicles: [{ registrationNumber: 'BBB222', brand: 'Kia', model: 'Niro', buildYear: 2022, hasServiceAgreement: false }],
    catalogues: [{ name: 'B:s katalog', brands: ['Kia'], agreementDiscountPercent: 10, services: DEMO_BOOKING_CATALOGUE.catalogues[0]!.services, addons: [] }],
  })
  ofB['workshop-catalogues'] = (await payload.find({ collection: 'workshop-catalogues', where: { site: { equals: siteB.id } }, depth: 0 })).docs[0]!.id
  ofB['vehicle-register'] = (await payload.find({ collection: 'vehicle-register', where: { site: { equals: siteB.id } }, depth: 0 })).docs[0]!.id
  const doc = await payload.create({
    collection: 'users',
    data: { email: 'editor.a@catalogue.test', password: PASSWORD, role: 'editor', sites: [{ site: siteA.id }] } as never,
  })
  const { token } = await payload.login({ collection: 'users', data: { email: 'editor.a@catalogue.test', password: PASSWORD } })
  editorA = { id: doc.id, token: token! }
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the site’s catalogue and register as the engine reads them', () => {
  it('round-trips the demo’s catalogue and register through the CMS', async () => {
    const read = await readBookingCatalogue(payload, siteA.id)
    expect(read.vehicles.map((v) => v.registrationNumber).sort()).toEqual(DEMO_BOOKING_CATALOGUE.vehicles.map((v) => v.registrationNumber).sort())
    expect(read.vehicles.find((v) => v.registrationNumber === 'MEK001')).toMatchObject({ isTestCar: true, model: '240' })
    expect(read.catalogues).toHaveLength(1)
    const [catalogue] = read.catalogues
    expect(catalogue!.brands).toEqual(DEMO_BOOKING_CATALOGUE.catalogues[0]!.brands)
    expect(catalogue!.services).toEqual(
      DEMO_BOOKING_CATALOGUE.catalogues[0]!.services.map((c) => ({
        ...c,
        selectionType: c.selectionType ?? null,
        agreementDiscount: c.agreementDiscount ?? false,
        offerings: expect.any(Array),
      })),
    )
    const stone = catalogue!.services.flatMap((c) => c.offerings).find((o) => o.code === 'STENSKOTT')!
    expect(stone.unitPrice).toMatchObject({ minimum: 1, maximum: 3, unitAbbreviation: 'st' })
    expect(catalogue!.services.flatMap((c) => c.offerings).find((o) => o.kind === 'original')).toMatchObject({ unavailableForModels: ['Clio'] })
    expect(catalogue!.addons.find((c) => c.name === 'Biltvätt')).toMatchObject({ selectionType: 'single' })
  })

  it('answers each site from its own collections, and an edit in the CMS changes what the flow offers', async () => {
    const engine = new BuiltInWorkshopEngine({
      database: async () => sqlDatabaseOf(payload),
      workshops: async () => [testWorkshop(1)],
      catalogue: async (scope) => readBookingCatalogue(payload, scope.siteId!),
    })
    const deps = (site: { id: number; key: string }): MechmateDeps => ({
      resolveSite: async () => ({ key: site.key, id: site.id, sitesIndex: 'sites-se' }),
      port: () => engine,
      limited: async () => false,
      workshopDemand: async () => ({ verdict: 'open', release: async () => {} }),
      storeBooking: async () => {},
    })
    const get = async (site: { id: number; key: string }, path: string) => {
      const url = new URL(`http://localhost/api/mechmate/${path}`)
      const response = await handleMechmateGet(url, path.split('/'), deps(site))
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    expect(await get(siteA, 'car/ABC123')).toMatchObject({ status: 200, body: { brand: 'Volvo', isSupported: true } })
    expect(await get(siteB, 'car/ABC123')).toMatchObject({ status: 404, body: { errors: { 'Error Result': ['VehicleNotFound'] } } })
    expect(await get(siteB, 'car/BBB222')).toMatchObject({ status: 200, body: { brand: 'Kia' } })

    const id = ofB['workshop-catalogues']!
    const doc = await payload.findByID({ collection: 'workshop-catalogues', id, depth: 0 })
    const services = doc.services!.map((c) => ({
      ...c,
      offerings: c.offerings!.map((o) => (o.code === 'BASSVC' ? { ...o, price: 3333, name: 'Liten service' } : o)),
    }))
    await payload.update({ collection: 'workshop-catalogues', id, data: { services }, depth: 0 })
    const answer = await get(siteB, 'services/BBB222')
    const offerings = (answer.body.serviceOfferingCategories as { offerings: { code: string; name: string; price: number }[] }[]).flatMap((c) => c.offerings)
    expect(offerings.find((o) => o.code === 'BASSVC')).toMatchObject({ name: 'Liten service', price: 3333 })
    // Site A's catalogue is untouched.
    const a = await get(siteA, 'services/ABC123')
    const ofA = (a.body.serviceOfferingCategories as { offerings: { code: string; price: number }[] }[]).flatMap((c) => c.offerings)
    expect(ofA.find((o) => o.code === 'BASSVC')!.price).toBe(2990)
    // Taking the brand out of B's catalogue makes the car 'BrandNotSupported,Kia'.
    await payload.update({ collection: 'workshop-catalogues', id, data: { brands: 'Hyundai' }, depth: 0 })
    expect(await get(siteB, 'car/BBB222')).toMatchObject({ status: 422, body: { errors: { 'Error Result': ['BrandNotSupported,Kia'] } } })
    await payload.update({ collection: 'workshop-catalogues', id, data: { brands: 'Kia' }, depth: 0 })
  })

  it('keeps one plate once per site and stores it as the lookup reads it', async () => {
    const created = await payload.create({
      collection: 'vehicle-register',
      data: { site: siteA.id, registrationNumber: 'xyz 98a', brand: 'Volvo', model: 'V90', buildYear: 2020 } as never,
      depth: 0,
    })
    expect(created.registrationNumber).toBe('XYZ98A')
    await expect(
      payload.create({
        collection: 'vehicle-register',
        data: { site: siteA.id, registrationNumber: 'XYZ98A', brand: 'Kia', model: 'Ceed', buildYear: 2020 } as never,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'vehicle-register',
        data: { site: siteA.id, registrationNumber: 'AB1', brand: 'Kia', model: 'Ceed', buildYear: 2020 } as never,
      }),
    ).rejects.toThrow()
  })
})

describe('one catalogue per brand and site (issue 35 item 14)', () => {
  const catalogueA = async () => (await payload.find({ collection: 'workshop-catalogues', where: { site: { equals: siteA.id } }, depth: 0 })).docs[0]!

  it('refuses a second catalogue of the site listing a brand the first serves, under the brands field and naming the first', async () => {
    const first = await catalogueA()
    const before = await payload.count({ collection: 'workshop-catalogues', where: { site: { equals: siteA.id } } })
    const response = await rest('POST', '/workshop-catalogues', editorA, { site: siteA.id, name: 'Extra', brands: 'Tesla, kia', services: [], addons: [] })
    expect(response.status).toBe(400)
    const [error] = response.json.errors as Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
    // The admin shows data.errors under the field with that path.
    expect(error!.data!.errors).toEqual([
      { path: 'brands', label: 'Brands', message: expect.stringContaining(`kia is already in the catalogue “${first.name}”`) },
    ])
    expect((await payload.count({ collection: 'workshop-catalogues', where: { site: { equals: siteA.id } } })).totalDocs).toBe(before.totalDocs)
    // The live booking page still offers the first catalogue's services for Kia.
    expect((await readBookingCatalogue(payload, siteA.id)).catalogues.map((c) => c.name)).toEqual([first.name])
  })

  it('refuses adding a served brand to another catalogue of the site, and moving one onto a site whose catalogue serves its brands', async () => {
    const first = await catalogueA()
    const other = await payload.create({ collection: 'workshop-catalogues', data: { site: siteA.id, name: 'Elbilar', brands: 'Tesla' } as never, depth: 0 })
    const change = await rest('PATCH', `/workshop-catalogues/${other.id}`, editorA, { brands: 'Tesla, VOLVO' })
    expect(change.status).toBe(400)
    expect(JSON.stringify(change.json)).toContain(`VOLVO is already in the catalogue “${first.name}”`)
    expect((await payload.findByID({ collection: 'workshop-catalogues', id: other.id, depth: 0 })).brands).toBe('Tesla')
    // Site B's catalogue serves Kia; moving it to site A (whose catalogue does too) is refused.
    await expect(payload.update({ collection: 'workshop-catalogues', id: ofB['workshop-catalogues']!, data: { site: siteA.id } as never })).rejects.toThrow(
      /brands/i,
    )
    await payload.delete({ collection: 'workshop-catalogues', id: other.id })
  })

  it('allows the same brand in a catalogue of another site, and re-saving a catalogue with its own brands', async () => {
    const first = await catalogueA()
    // Site B's catalogue lists Kia, as site A's does.
    const ofSiteB = await payload.findByID({ collection: 'workshop-catalogues', id: ofB['workshop-catalogues']!, depth: 0 })
    expect(ofSiteB.brands).toContain('Kia')
    expect(first.brands).toContain('Kia')
    const created = await payload.create({
      collection: 'workshop-catalogues',
      data: { site: siteB.id, name: 'B:s elbilar', brands: 'Volvo, Tesla' } as never,
      depth: 0,
    })
    await payload.delete({ collection: 'workshop-catalogues', id: created.id })
    const resaved = await rest('PATCH', `/workshop-catalogues/${first.id}`, editorA, { name: first.name, brands: first.brands, agreementDiscountPercent: 25 })
    expect(resaved.status).toBe(200)
    expect((await payload.findByID({ collection: 'workshop-catalogues', id: first.id, depth: 0 })).agreementDiscountPercent).toBe(25)
  })
})

const TABLE = [
  { collection: 'workshop-catalogues', change: { name: 'Taken over' }, create: { name: 'Planted', brands: 'Lamborghini' } },
  { collection: 'vehicle-register', change: { brand: 'Taken over' }, create: { registrationNumber: 'PLA123', brand: 'Volvo', model: 'V70', buildYear: 2001 } },
] as const

describe('an editor of site A against site B’s catalogue and register', () => {
  const asEditorA = async () => ({
    overrideAccess: false,
    user: { ...(await payload.findByID({ collection: 'users', id: editorA.id, depth: 0 })), collection: 'users' as const },
  })

  for (const { collection, change, create } of TABLE) {
    describe(collection, () => {
      it('cannot read it (REST by id and list, Local API)', async () => {
        const id = ofB[collection]!
        expect([403, 404]).toContain((await rest('GET', `/${collection}/${id}`, editorA)).status)
        const list = await rest('GET', `/${collection}?limit=100&depth=0`, editorA)
        expect(list.status).toBe(200)
        const ids = (list.json.docs as { id: number }[]).map((d) => d.id)
        expect(ids).not.toContain(id)
        // Not an empty answer by accident: site A's own are there.
        expect(ids.length).toBeGreaterThan(0)
        const local = await payload.find({ collection, depth: 0, limit: 100, pagination: false, ...(await asEditorA()) })
        expect(local.docs.map((d) => d.id)).not.toContain(id)
      })

      it('cannot change it (REST PATCH, Local API update) and it stays as it was', async () => {
        const id = ofB[collection]!
        const before = await payload.findByID({ collection, id, depth: 0 })
        expect([403, 404]).toContain((await rest('PATCH', `/${collection}/${id}`, editorA, change)).status)
        await expect(payload.update({ collection, id, data: change as never, depth: 0, ...(await asEditorA()) })).rejects.toThrow()
        expect((await payload.findByID({ collection, id, depth: 0 })).updatedAt).toBe(before.updatedAt)
      })

      it('cannot delete it (REST DELETE, Local API delete)', async () => {
        const id = ofB[collection]!
        expect([403, 404]).toContain((await rest('DELETE', `/${collection}/${id}`, editorA)).status)
        await expect(payload.delete({ collection, id, ...(await asEditorA()) })).rejects.toThrow()
        expect(await payload.findByID({ collection, id, depth: 0, disableErrors: true })).not.toBeNull()
      })

      it('cannot create one in site B, but can in site A', async () => {
        const before = await payload.count({ collection, where: { site: { equals: siteB.id } } })
        const response = await rest('POST', `/${collection}`, editorA, { ...create, site: siteB.id })
        expect(response.status).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
        expect((await payload.count({ collection, where: { site: { equals: siteB.id } } })).totalDocs).toBe(before.totalDocs)
        const own = await rest('POST', `/${collection}`, editorA, { ...create, site: siteA.id })
        expect(own.status).toBe(201)
      })
    })
  }

  it('an anonymous reader sees neither', async () => {
    for (const { collection } of TABLE) {
      const response = await handleEndpoints({ config, path: `/api/${collection}`, request: new Request(`http://localhost/api/${collection}`) })
      expect([401, 403]).toContain(response.status)
    }
  })
})
