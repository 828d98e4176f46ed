import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 15, the access table of docs/architecture.md walked for real: an editor of site A against
 * site B's documents, for every operation, over REST, GraphQL and the Local API (as the visitor's
 * request would run it: overrideAccess false, with the user). Plus what an editor may and may not
 * change on their own site, host names, media in use, anonymous GraphQL and login limits.
 */

let payload: Payload
let siteA: { id: number }
let siteB: { id: number }
type User = { id: number; email: string; token: string }
let admin: User
let editorA: User
let editorB: User
/** Site B's documents, one per site-scoped collection. */
const ofB: Record<string, number> = {}
let sharedMedia: number
let mediaA: number

const PASSWORD = 'editor-password-1'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

async function rest(method: string, path: string, user?: User, body?: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: {
      ...(user ? { Authorization: `JWT ${user.token}` } : {}),
      ...(body instanceof FormData ? {} : body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
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
  return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> } }
}

async function user(email: string, role: 'admin' | 'editor', sites: number[]): Promise<User> {
  const doc = await payload.create({ collection: 'users', data: { email, password: PASSWORD, role, sites: sites.map((site) => ({ site })) } as never })
  const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { id: doc.id, email, token: token! }
}

const asLocal = (u: User) => ({ overrideAccess: false, user: { id: u.id, collection: 'users' as const, ...(u === admin ? { role: 'admin' } : {}) } })

async function localUser(u: User) {
  const doc = await payload.findByID({ collection: 'users', id: u.id, depth: 0 })
  return { ...doc, collection: 'users' as const }
}

beforeAll(async () => {
  payload = await createTestPayload()
  siteA = await createSite(payload, { name: 'Site A' })
  siteB = await createSite(payload, { name: 'Site B' })
  admin = await user('admin@access.test', 'admin', [])
  editorA = await user('editor.a@access.test', 'editor', [siteA.id])
  editorB = await user('editor.b@access.test', 'editor', [siteB.id])

  const pageB = await payload.create({
    collection: 'pages',
    draft: false,
    data: { title: 'B home', slug: 'home', site: siteB.id, _status: 'published' } as never,
  })
  ofB.pages = pageB.id
  ofB.draftPages = (
    await payload.create({ collection: 'pages', draft: true, data: { title: 'B secret draft', slug: 'hemlig', site: siteB.id, _status: 'draft' } as never })
  ).id
  ofB.dictionary = (await payload.create({ collection: 'dictionary', data: { key: 'carList.title', value: 'B text', site: siteB.id } as never })).id
  ofB['site-shell'] = (await payload.create({ collection: 'site-shell', data: { site: siteB.id } as never })).id
  ofB.forms = (
    await payload.create({
      collection: 'forms',
      data: { title: 'B form', site: siteB.id, fields: [], confirmationType: 'redirect', redirect: { url: 'https://b.example/tack' } } as never,
    })
  ).id
  ofB.leads = (
    await payload.create({
      collection: 'leads',
      data: {
        site: siteB.id,
        formName: 'seCarContactForm',
        formSubmissionId: 'access-test-1',
        customerName: 'Bea Kund',
        customerPhone: '+46701234567',
        customerEmail: 'bea@example.se',
        values: {},
      } as never,
    })
  ).id
  ofB['service-bookings'] = (
    await payload.create({
      collection: 'service-bookings',
      data: {
        site: siteB.id,
        bookingId: 'WBACCESS0001',
        registrationNumber: 'ABC123',
        timeSlot: '2026-12-01T09:00:00',
        departmentId: '1-0',
        customerName: 'Bea Kund',
        customerPhone: '+46701234567',
        customerEmail: 'bea@example.se',
      } as never,
    })
  ).id
  ofB.quotes = (
    await payload.create({
      collection: 'quotes',
      data: {
        site: siteB.id,
        quoteKey: 'access-quote-1',
        user: 'bea.myyja',
        dealer: 'D-B',
        unit: 'U-B',
        transactionId: 'T-B-1',
        auto: 'FI-VEH-0001',
        kits: [],
        netPrice: 100,
        taxAmount: 25.5,
        totalPrice: 125.5,
        currency: 'EUR',
      } as never,
    })
  ).id
  ofB['tire-hotel-bookings'] = (
    await payload.create({
      collection: 'tire-hotel-bookings',
      data: {
        site: siteB.id,
        regNo: 'ABC123',
        bookingConfirmationId: 'TH-ACCESS-1',
        appointmentTime: '2026-12-01T09:00:00',
        customerName: 'Bea Kund',
        customerEmail: 'bea@example.se',
      } as never,
    })
  ).id
  ofB.tags = (await payload.create({ collection: 'tags', data: { key: 'elbil', value: 'B tag', site: siteB.id } as never })).id
  ofB['workshop-catalogues'] = (
    await payload.create({ collection: 'workshop-catalogues', data: { site: siteB.id, name: 'B:s katalog', brands: 'Kia', services: [], addons: [] } as never })
  ).id
  ofB['vehicle-register'] = (
    await payload.create({
      collection: 'vehicle-register',
      data: { site: siteB.id, registrationNumber: 'BBB222', brand: 'Kia', model: 'Niro', buildYear: 2022 } as never,
    })
  ).id
  ofB.locations = (
    await payload.create({
      collection: 'locations',
      data: { name: 'B Verkstad', lat: 57.7, lng: 11.97, address: 'Storgatan 1', zip: '411 01', city: 'Göteborg', site: siteB.id } as never,
    })
  ).id
  ofB.redirects = (await payload.create({ collection: 'redirects', data: { site: siteB.id, source: '/gammal-sida', destination: '/' } as never, depth: 0 })).id
  ofB.stories = (
    await payload.create({
      collection: 'stories',
      draft: false,
      data: { title: 'B story', slug: 'b-story', date: '2026-11-01T09:00:00.000Z', site: siteB.id, tags: [ofB.tags], _status: 'published' } as never,
    })
  ).id
  ofB.media = (
    await payload.create({
      collection: 'media',
      data: { alt: 'B picture', site: siteB.id } as never,
      file: { data: PNG, mimetype: 'image/png', name: 'b-picture.png', size: PNG.length },
    })
  ).id
  mediaA = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A picture', site: siteA.id } as never,
      file: { data: PNG, mimetype: 'image/png', name: 'a-picture.png', size: PNG.length },
    })
  ).id
  sharedMedia = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Brand logo' } as never,
      file: { data: PNG, mimetype: 'image/png', name: 'brand.png', size: PNG.length },
    })
  ).id
  ofB.sites = siteB.id
  ofB.users = editorB.id
})

afterAll(async () => {
  await payload?.destroy()
})

/** Every collection an editor of A must not reach in B, with a harmless change to try. */
const TABLE: Array<{ collection: string; change: Record<string, unknown>; create?: Record<string, unknown> }> = [
  { collection: 'pages', change: { title: 'Taken over' }, create: { title: 'Planted', slug: 'planted', _status: 'published' } },
  { collection: 'dictionary', change: { value: 'Taken over' }, create: { key: 'planted', value: 'x' } },
  {
    collection: 'stories',
    change: { title: 'Taken over' },
    create: { title: 'Planted', slug: 'planted', date: '2026-11-02T09:00:00.000Z', _status: 'published' },
  },
  { collection: 'tags', change: { value: 'Taken over' }, create: { key: 'planted', value: 'Planted' } },
  { collection: 'site-shell', change: { alertBar: { hasMessage: true, messageText: 'Taken over' } } },
  {
    collection: 'forms',
    change: { title: 'Taken over' },
    create: { title: 'Planted', fields: [], confirmationType: 'redirect', redirect: { url: 'https://evil.example' } },
  },
  { collection: 'leads', change: { status: 'pending', erasePersonalData: true } },
  { collection: 'service-bookings', change: { status: 'pending' } },
  { collection: 'quotes', change: { status: 'pending' } },
  { collection: 'workshop-catalogues', change: { name: 'Taken over' }, create: { name: 'Planted', brands: 'Kia', services: [], addons: [] } },
  { collection: 'vehicle-register', change: { model: 'Taken over' }, create: { registrationNumber: 'PLT123', brand: 'Kia', model: 'Niro', buildYear: 2022 } },
  { collection: 'tire-hotel-bookings', change: { status: 'pending' } },
  {
    collection: 'locations',
    change: { name: 'Taken over' },
    create: { name: 'Planted', lat: 57.7, lng: 11.97, address: 'Storgatan 2', zip: '411 01', city: 'Göteborg' },
  },
  { collection: 'redirects', change: { destination: '/taken-over' }, create: { source: '/planted', destination: 'https://evil.example/' } },
  { collection: 'media', change: { alt: 'Taken over' } },
  { collection: 'sites', change: { titleTemplate: '%s | taken' } },
  { collection: 'users', change: { name: 'Taken over' } },
]

describe('an editor of site A against site B, collection by collection', () => {
  for (const { collection, change, create } of TABLE) {
    describe(collection, () => {
      it('cannot read it (REST by id and list, GraphQL, Local API)', async () => {
        const id = ofB[collection]!
        expect([403, 404]).toContain((await rest('GET', `/${collection}/${id}`, editorA)).status)
        const list = await rest('GET', `/${collection}?limit=100&depth=0`, editorA)
        expect(list.status).toBe(200)
        expect((list.json.docs as Array<{ id: number }>).map((d) => d.id)).not.toContain(id)
        const local = await payload.find({
          collection: collection as 'pages',
          depth: 0,
          limit: 100,
          pagination: false,
          ...asLocal(editorA),
          user: await localUser(editorA),
        })
        expect(local.docs.map((d) => d.id)).not.toContain(id)
      })

      it('cannot change it (REST PATCH, Local API update) and it stays as it was', async () => {
        const id = ofB[collection]!
        const before = await payload.findByID({ collection: collection as 'pages', id, depth: 0 })
        expect([403, 404]).toContain((await rest('PATCH', `/${collection}/${id}`, editorA, change)).status)
        await expect(
          payload.update({ collection: collection as 'pages', id, data: change as never, depth: 0, ...asLocal(editorA), user: await localUser(editorA) }),
        ).rejects.toThrow()
        const after = await payload.findByID({ collection: collection as 'pages', id, depth: 0 })
        expect(after.updatedAt).toBe(before.updatedAt)
      })

      it('cannot delete it (REST DELETE, Local API delete)', async () => {
        const id = ofB[collection]!
        expect([403, 404]).toContain((await rest('DELETE', `/${collection}/${id}`, editorA)).status)
        await expect(payload.delete({ collection: collection as 'pages', id, ...asLocal(editorA), user: await localUser(editorA) })).rejects.toThrow()
        expect(await payload.findByID({ collection: collection as 'pages', id, depth: 0, disableErrors: true })).not.toBeNull()
      })

      if (create) {
        it('cannot create one in site B', async () => {
          const before = await payload.count({ collection: collection as 'pages', where: { site: { equals: siteB.id } } })
          const response = await rest('POST', `/${collection}`, editorA, { ...create, site: siteB.id })
          expect(response.status).toBeGreaterThanOrEqual(400)
          expect(response.status).toBeLessThan(500)
          expect((await payload.count({ collection: collection as 'pages', where: { site: { equals: siteB.id } } })).totalDocs).toBe(before.totalDocs)
        })
      }
    })
  }

  it('sees none of site B through GraphQL either', async () => {
    const { json } = await graphql(
      `
        {
          Pages(limit: 100, draft: true) {
            docs {
              id
            }
          }
          Leads(limit: 100) {
            docs {
              id
            }
          }
          allMedia(limit: 100) {
            docs {
              id
            }
          }
          Dictionaries(limit: 100) {
            docs {
              id
            }
          }
          Sites {
            docs {
              id
            }
          }
        }
      `,
      editorA,
    )
    expect(json.errors).toBeUndefined()
    const ids = (key: string) => ((json.data?.[key] as { docs: Array<{ id: number }> }).docs ?? []).map((d) => d.id)
    expect(ids('Pages')).not.toContain(ofB.pages)
    expect(ids('Pages')).not.toContain(ofB.draftPages)
    expect(ids('Leads')).not.toContain(ofB.leads)
    expect(ids('allMedia')).not.toContain(ofB.media)
    expect(ids('allMedia')).toContain(sharedMedia)
    expect(ids('Dictionaries')).not.toContain(ofB.dictionary)
    expect(ids('Sites')).toEqual([siteA.id])
  })

  it('cannot change site B through GraphQL', async () => {
    const { json } = await graphql(`mutation { updatePage(id: ${ofB.pages}, data: { title: "Taken over" }) { id } }`, editorA)
    expect(json.errors?.length).toBeGreaterThan(0)
    expect((await payload.findByID({ collection: 'pages', id: ofB.pages!, depth: 0 })).title).toBe('B home')
  })
})

describe('GraphQL answers', () => {
  it('anonymous readers see only published pages', async () => {
    const { status, json } = await graphql('{ Pages(limit: 100) { docs { id title _status } } }')
    expect(status).toBe(200)
    expect(json.errors).toBeUndefined()
    const docs = (json.data?.Pages as { docs: Array<{ id: number; _status: string }> }).docs
    expect(docs.map((d) => d.id)).toContain(ofB.pages)
    expect(docs.map((d) => d.id)).not.toContain(ofB.draftPages)
    expect(docs.every((d) => d._status === 'published')).toBe(true)
  })

  it('anonymous readers cannot read leads, dictionary entries or users', async () => {
    const { json } = await graphql('{ Leads { docs { id customerPhone } } }')
    expect(json.errors?.[0]?.message).toMatch(/not allowed/i)
    expect((await rest('GET', '/leads')).status).toBe(403)
    expect((await rest('GET', '/users')).status).toBe(403)
  })
})

describe("an editor's own site", () => {
  it('may change its texts and pictures', async () => {
    const response = await rest('PATCH', `/sites/${siteA.id}`, editorA, { titleTemplate: '%s | A', logo: mediaA })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'sites', id: siteA.id, depth: 0 })).titleTemplate).toBe('%s | A')
  })

  it('may not change its host names, key, paths or switches: a 403 naming them, nothing saved', async () => {
    const before = await payload.findByID({ collection: 'sites', id: siteA.id, depth: 0 })
    const response = await rest('PATCH', `/sites/${siteA.id}`, editorA, {
      hostnames: [...(before.hostnames ?? []), 'thames.example'],
      features: { financeQuoteWidget: true },
    })
    expect(response.status).toBe(403)
    expect(JSON.stringify(response.json)).toMatch(/hostnames, features/)
    const after = await payload.findByID({ collection: 'sites', id: siteA.id, depth: 0 })
    expect(after.hostnames).toEqual(before.hostnames)
  })

  it('may send back the whole record unchanged with a new title template (as the admin form does)', async () => {
    const current = await payload.findByID({ collection: 'sites', id: siteA.id, depth: 0 })
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest_ } = current
    const response = await rest('PATCH', `/sites/${siteA.id}`, editorA, { ...rest_, titleTemplate: '%s – A' })
    expect(response.status).toBe(200)
  })

  it('cannot give the editor more sites or another role', async () => {
    await rest('PATCH', `/users/${editorA.id}`, editorA, { role: 'admin', sites: [{ site: siteA.id }, { site: siteB.id }] })
    const me = await payload.findByID({ collection: 'users', id: editorA.id, depth: 0 })
    expect(me.role).toBe('editor')
    expect((me.sites ?? []).map((s) => (typeof s.site === 'object' ? s.site.id : s.site))).toEqual([siteA.id])
  })
})

describe('host names', () => {
  it('belong to one site: a clash is a 400 naming the host and the site that has it', async () => {
    const hostOfA = (await payload.findByID({ collection: 'sites', id: siteA.id, depth: 0 })).hostnames![0]!
    const response = await rest('PATCH', `/sites/${siteB.id}`, admin, { hostnames: [hostOfA.toUpperCase()] })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain(`The host name ${hostOfA} already belongs to the site Site A`)
  })

  it('are unique in the database itself, whatever writes them', async () => {
    const hostOfA = (await payload.findByID({ collection: 'sites', id: siteA.id, depth: 0 })).hostnames![0]!
    const db = payload.db as unknown as {
      client?: { execute: (q: { sql: string; args: unknown[] }) => Promise<unknown> }
      pool?: { query: (q: string, p: unknown[]) => Promise<unknown> }
    }
    const insert = 'INSERT INTO sites_texts ("order", parent_id, path, text) VALUES (9, ?, \'hostnames\', ?)'
    const attempt = db.pool
      ? db.pool.query(insert.replace('?', '$1').replace('?', '$2'), [siteB.id, hostOfA])
      : db.client!.execute({ sql: insert, args: [siteB.id, hostOfA] })
    await expect(attempt).rejects.toThrow(/unique|duplicate/i)
  })

  it('refuse development hosts that belong to another site by its key', async () => {
    const response = await rest('PATCH', `/sites/${siteB.id}`, admin, { hostnames: ['site-1.localhost'] })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toMatch(/development host/)
  })
})

describe('media', () => {
  it('an editor uploads into their own site without choosing it, and can use shared media but not change it', async () => {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'editor-upload.png')
    form.append('_payload', JSON.stringify({ alt: 'Upload' }))
    const created = await rest('POST', '/media', editorA, form)
    expect(created.status).toBe(201)
    const site = (created.json.doc as { site: number | { id: number } }).site
    expect(typeof site === 'object' ? site.id : site).toBe(siteA.id)
    expect([403, 404]).toContain((await rest('PATCH', `/media/${sharedMedia}`, editorA, { alt: 'changed' })).status)
    expect([403, 404]).toContain((await rest('DELETE', `/media/${sharedMedia}`, editorA)).status)
  })

  it("a story of site A cannot carry site B's tags", async () => {
    const response = await rest('POST', '/stories', editorA, {
      title: 'Uses B tag',
      slug: 'uses-b-tag',
      date: '2026-11-03T09:00:00.000Z',
      site: siteA.id,
      tags: [ofB.tags],
      _status: 'published',
    })
    expect(response.status).toBe(400)
    expect((await payload.count({ collection: 'stories', where: { slug: { equals: 'uses-b-tag' } } })).totalDocs).toBe(0)
  })

  it("a page of site A cannot point at site B's pictures", async () => {
    const response = await rest('POST', '/pages', editorA, { title: 'Uses B', slug: 'uses-b', site: siteA.id, ogImage: ofB.media, _status: 'published' })
    expect(response.status).toBe(400)
  })

  it('an item in use is not deleted: 409 naming where, and the file stays', async () => {
    const page = await payload.create({
      collection: 'pages',
      draft: false,
      data: { title: 'Om oss', slug: 'om-oss', site: siteA.id, ogImage: mediaA, _status: 'published' } as never,
    })
    const response = await rest('DELETE', `/media/${mediaA}`, editorA)
    expect(response.status).toBe(409)
    expect(JSON.stringify(response.json)).toContain(`pages ${page.id} “Om oss”`)
    const file = await rest('GET', '/media/file/a-picture.png')
    expect(file.status).toBe(200)
    // Once nothing uses it, it goes, file and all.
    await payload.update({ collection: 'pages', id: page.id, data: { ogImage: null } as never })
    await payload.update({ collection: 'sites', id: siteA.id, data: { logo: null } as never })
    expect((await rest('DELETE', `/media/${mediaA}`, editorA)).status).toBe(200)
    expect((await rest('GET', '/media/file/a-picture.png')).status).toBe(404)
  })

  it('SVG uploads are sanitised: no script survives', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>'
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'svg', site: siteA.id } as never,
      file: { data: Buffer.from(svg), mimetype: 'image/svg+xml', name: 'evil.svg', size: svg.length },
    })
    const response = await handleEndpoints({
      config,
      path: `/api/media/file/${doc.filename}`,
      request: new Request(`http://localhost/api/media/file/${doc.filename}`),
    })
    const body = await response.text()
    expect(response.status).toBe(200)
    expect(body).toContain('<rect')
    expect(body).not.toMatch(/alert|script|onload/)
  })
})

describe('logins', () => {
  it('are limited per client address, so a stranger cannot lock an account out', async () => {
    const attacker = { 'X-Forwarded-For': '203.0.113.9' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await rest('POST', '/users/login', undefined, { email: admin.email, password: 'wrong-guess' }, attacker)).status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    // The right password from the attacker's address is refused while the window lasts…
    expect((await rest('POST', '/users/login', undefined, { email: admin.email, password: PASSWORD }, attacker)).status).toBe(429)
    // …but the administrator, elsewhere, logs in: the account was never locked.
    expect((await rest('POST', '/users/login', undefined, { email: admin.email, password: PASSWORD }, { 'X-Forwarded-For': '198.51.100.20' })).status).toBe(200)
  })

  it('successful logins do not count against the address', async () => {
    const office = { 'X-Forwarded-For': '198.51.100.77' }
    for (let i = 0; i < 12; i++) expect((await rest('POST', '/users/login', undefined, { email: editorA.email, password: PASSWORD }, office)).status).toBe(200)
  })
})
