import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createSite, createTestPayload } from './test-payload'
import { awayFromWindowEdge, LOGIN_WINDOW_MS } from './rate-limit-window'

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

  // Saved searches hold visitors' e-mail addresses: no editor reads them, of any site (issue 41 item 1).
  it('reads, changes and deletes no saved search, of site B or its own (administrators only)', async () => {
    const searchOf = async (siteId: number, email: string) =>
      (
        await payload.create({
          collection: 'saved-searches',
          data: { site: siteId, email, listPath: '/bilar', query: {}, language: 'sv', origin: 'https://a.example', token: `t-${email}` } as never,
        })
      ).id
    for (const id of [await searchOf(siteB.id, 'b@example.se'), await searchOf(siteA.id, 'a@example.se')]) {
      expect([403, 404]).toContain((await rest('GET', `/saved-searches/${id}`, editorA)).status)
      expect((await rest('GET', '/saved-searches?limit=100', editorA)).status).toBe(403)
      expect([403, 404]).toContain((await rest('PATCH', `/saved-searches/${id}`, editorA, { status: 'confirmed' })).status)
      expect([403, 404]).toContain((await rest('DELETE', `/saved-searches/${id}`, editorA)).status)
      expect(await payload.findByID({ collection: 'saved-searches', id, depth: 0 })).toMatchObject({ status: 'pending' })
      expect((await rest('GET', `/saved-searches/${id}`, admin)).status).toBe(200)
    }
    expect(
      (
        await rest('POST', '/saved-searches', editorA, {
          site: siteA.id,
          email: 'x@example.se',
          listPath: '/',
          query: {},
          language: 'sv',
          origin: 'x',
          token: 'x',
        })
      ).status,
    ).toBe(403)
  })

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

/**
 * Issue 35 item 7: Payload's own collections. A document lock (the admin's "someone else is
 * editing this") is read, changed and deleted only by someone who may update the locked document,
 * created only for such a document, and always held by whoever creates or changes it; preferences
 * are each user's own.
 */
describe('document locks and preferences', () => {
  const LOCKS = 'payload-locked-documents' as const
  let pageA: number
  let lockOfB: number

  const lockOn = (page: number, holder: User) =>
    payload.create({ collection: LOCKS, data: { document: { relationTo: 'pages', value: page }, user: { relationTo: 'users', value: holder.id } }, depth: 0 })
  const lockById = (id: number) => payload.findByID({ collection: LOCKS, id, depth: 0, disableErrors: true })
  const locksOnPage = async (page: number) =>
    (
      await payload.find({
        collection: LOCKS,
        where: { and: [{ 'document.relationTo': { equals: 'pages' } }, { 'document.value': { equals: page } }] },
        depth: 0,
      })
    ).docs
  const holderOf = (lock: { user: unknown } | null) => {
    const value = (lock?.user as { value?: unknown } | undefined)?.value
    return typeof value === 'object' && value !== null ? (value as { id: number }).id : value
  }
  /** What the admin asks when an editor opens a page (REST, as @payloadcms/ui's DocumentInfo does). */
  const adminQuery = (page: number) => `/payload-locked-documents?where[document.relationTo][equals]=pages&where[document.value][equals]=${page}&depth=0`
  const ids = (json: Record<string, unknown>) => ((json.docs ?? []) as Array<{ id: number }>).map((d) => d.id)

  beforeAll(async () => {
    pageA = (
      await payload.create({
        collection: 'pages',
        draft: false,
        data: { title: 'A lockable', slug: 'a-lockable', site: siteA.id, _status: 'published' } as never,
      })
    ).id
  })

  beforeEach(async () => {
    // Site B's editor has B's page open.
    await payload.delete({ collection: LOCKS, where: { id: { exists: true } } })
    lockOfB = (await lockOn(ofB.pages!, editorB)).id
  })

  it("editor A cannot list or read a lock on site B's page (REST, GraphQL, Local API)", async () => {
    const list = await rest('GET', '/payload-locked-documents?limit=100&depth=0', editorA)
    expect(list.status).toBe(200)
    expect(ids(list.json)).not.toContain(lockOfB)
    expect(ids((await rest('GET', adminQuery(ofB.pages!), editorA)).json)).toEqual([])
    expect([403, 404]).toContain((await rest('GET', `/payload-locked-documents/${lockOfB}`, editorA)).status)
    const { json } = await graphql('{ PayloadLockedDocuments(limit: 100) { docs { id } } }', editorA)
    expect(json.errors).toBeUndefined()
    expect((json.data?.PayloadLockedDocuments as { docs: Array<{ id: number }> }).docs.map((d) => d.id)).not.toContain(lockOfB)
    const local = await payload.find({ collection: LOCKS, depth: 0, ...asLocal(editorA), user: await localUser(editorA) })
    expect(local.docs.map((d) => d.id)).not.toContain(lockOfB)
    // Not blind: site B's editor and the administrator see it.
    expect(ids((await rest('GET', adminQuery(ofB.pages!), editorB)).json)).toEqual([lockOfB])
    expect(ids((await rest('GET', adminQuery(ofB.pages!), admin)).json)).toEqual([lockOfB])
  })

  it("editor A cannot take over or delete a lock on site B's page, one by one or in bulk, and it stays B's", async () => {
    expect([403, 404]).toContain(
      (await rest('PATCH', `/payload-locked-documents/${lockOfB}`, editorA, { user: { relationTo: 'users', value: editorA.id } })).status,
    )
    expect([403, 404]).toContain((await rest('DELETE', `/payload-locked-documents/${lockOfB}`, editorA)).status)
    await rest('DELETE', '/payload-locked-documents?where[id][exists]=true', editorA)
    await rest('PATCH', '/payload-locked-documents?where[id][exists]=true', editorA, { user: { relationTo: 'users', value: editorA.id } })
    const { json } = await graphql(`mutation { deletePayloadLockedDocument(id: ${lockOfB}) { id } }`, editorA)
    expect(json.errors?.length).toBeGreaterThan(0)
    await expect(payload.delete({ collection: LOCKS, id: lockOfB, ...asLocal(editorA), user: await localUser(editorA) })).rejects.toThrow()
    await expect(
      payload.update({ collection: LOCKS, id: lockOfB, data: { globalSlug: 'x' }, ...asLocal(editorA), user: await localUser(editorA) }),
    ).rejects.toThrow()
    const after = await lockById(lockOfB)
    expect(after).not.toBeNull()
    expect(holderOf(after)).toBe(editorB.id)
    expect(after!.globalSlug ?? null).toBeNull()
  })

  it("editor A cannot lock site B's page (REST, GraphQL, Local API), nor move a lock of their own onto it", async () => {
    const onB = { document: { relationTo: 'pages', value: ofB.pages }, user: { relationTo: 'users', value: editorB.id } }
    expect((await rest('POST', '/payload-locked-documents', editorA, onB)).status).toBe(403)
    const { json } = await graphql(
      `mutation { createPayloadLockedDocument(data: { document: { relationTo: pages, value: ${ofB.pages} }, user: { relationTo: users, value: ${editorA.id} } }) { id } }`,
      editorA,
    )
    expect(json.errors?.length).toBeGreaterThan(0)
    await expect(payload.create({ collection: LOCKS, data: onB as never, ...asLocal(editorA), user: await localUser(editorA) })).rejects.toThrow()
    // A lock on nothing is no lock of theirs either.
    expect((await rest('POST', '/payload-locked-documents', editorA, {})).status).toBe(403)
    const own = await rest('POST', '/payload-locked-documents', editorA, { document: { relationTo: 'pages', value: pageA } })
    expect(own.status).toBe(201)
    const ownId = (own.json.doc as { id: number }).id
    expect((await rest('PATCH', `/payload-locked-documents/${ownId}`, editorA, { document: { relationTo: 'pages', value: ofB.pages } })).status).toBe(403)
    expect((await locksOnPage(ofB.pages!)).map((l) => l.id)).toEqual([lockOfB])
    expect(((await lockById(ownId))!.document as { value: number }).value).toBe(pageA)
  })

  it('editor A locks and unlocks their own page as the admin does, always in their own name', async () => {
    // Opening the page: a lock, whoever the request names as its holder.
    const created = await rest('POST', '/payload-locked-documents', editorA, {
      document: { relationTo: 'pages', value: pageA },
      user: { relationTo: 'users', value: admin.id },
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    expect(holderOf(await lockById(id))).toBe(editorA.id)
    // The admin finds it (REST, and the Local API calls of its server side).
    expect(ids((await rest('GET', adminQuery(pageA), editorA)).json)).toEqual([id])
    const local = await payload.find({
      collection: LOCKS,
      where: { 'document.value': { equals: pageA } },
      depth: 1,
      ...asLocal(editorA),
      user: await localUser(editorA),
    })
    expect(local.docs.map((d) => d.id)).toEqual([id])
    // Taking it over ("edit anyway") names the caller, not whoever the body says.
    expect((await rest('PATCH', `/payload-locked-documents/${id}`, editorA, { user: { relationTo: 'users', value: editorB.id } })).status).toBe(200)
    expect(holderOf(await lockById(id))).toBe(editorA.id)
    // Leaving the page: unlocked.
    expect((await rest('DELETE', `/payload-locked-documents/${id}`, editorA)).status).toBe(200)
    expect(await locksOnPage(pageA)).toEqual([])
  })

  it("editor A sees and may take over someone else's lock on their own site's page", async () => {
    const byAdmin = (await lockOn(pageA, admin)).id
    const { json } = await rest('GET', adminQuery(pageA), editorA)
    expect(ids(json)).toEqual([byAdmin])
    expect(holderOf((json.docs as Array<{ user: unknown }>)[0]!)).toBe(admin.id)
    expect((await rest('PATCH', `/payload-locked-documents/${byAdmin}`, editorA, {})).status).toBe(200)
    expect(holderOf(await lockById(byAdmin))).toBe(editorA.id)
  })

  it('an administrator reads, creates, takes over and deletes any lock, in their own name', async () => {
    expect(ids((await rest('GET', '/payload-locked-documents?limit=100', admin)).json)).toContain(lockOfB)
    const created = await rest('POST', '/payload-locked-documents', admin, {
      document: { relationTo: 'pages', value: pageA },
      user: { relationTo: 'users', value: editorA.id },
    })
    expect(created.status).toBe(201)
    expect(holderOf(await lockById((created.json.doc as { id: number }).id))).toBe(admin.id)
    expect((await rest('PATCH', `/payload-locked-documents/${lockOfB}`, admin, {})).status).toBe(200)
    expect(holderOf(await lockById(lockOfB))).toBe(admin.id)
    expect((await rest('DELETE', `/payload-locked-documents/${lockOfB}`, admin)).status).toBe(200)
    expect(await lockById(lockOfB)).toBeNull()
  })

  it("preferences are each user's own: another user's are neither readable, changeable nor deletable", async () => {
    expect((await rest('POST', '/payload-preferences/nav', editorB, { value: { open: ['B'] } })).status).toBe(200)
    const ofEditorB = (await payload.find({ collection: 'payload-preferences', where: { key: { equals: 'nav' } }, depth: 0 })).docs
    expect(ofEditorB).toHaveLength(1)
    const prefB = ofEditorB[0]!
    // Reading: by key (as the admin does), as a list, by id, GraphQL, Local API.
    expect((await rest('GET', '/payload-preferences/nav', editorA)).json.value ?? null).toBeNull()
    expect(ids((await rest('GET', '/payload-preferences?limit=100', editorA)).json)).not.toContain(prefB.id)
    const { json } = await graphql('{ PayloadPreferences(limit: 100) { docs { id } } }', editorA)
    expect(json.errors).toBeUndefined()
    expect((json.data?.PayloadPreferences as { docs: Array<{ id: number }> }).docs.map((d) => d.id)).not.toContain(prefB.id)
    const local = await payload.find({ collection: 'payload-preferences', depth: 0, ...asLocal(editorA), user: await localUser(editorA) })
    expect(local.docs.map((d) => d.id)).not.toContain(prefB.id)
    // Changing and deleting.
    expect([403, 404]).toContain((await rest('PATCH', `/payload-preferences/${prefB.id}`, editorA, { value: { open: ['A'] } })).status)
    expect((await rest('DELETE', '/payload-preferences/nav', editorA)).status).toBe(404)
    await rest('DELETE', '/payload-preferences?where[key][equals]=nav', editorA)
    await expect(payload.delete({ collection: 'payload-preferences', id: prefB.id, ...asLocal(editorA), user: await localUser(editorA) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'payload-preferences', id: prefB.id, depth: 0 })).value).toEqual({ open: ['B'] })
    // Editor A's own work as ever.
    expect((await rest('POST', '/payload-preferences/nav', editorA, { value: { open: ['A'] } })).status).toBe(200)
    expect((await rest('GET', '/payload-preferences/nav', editorA)).json.value).toEqual({ open: ['A'] })
    expect((await rest('DELETE', '/payload-preferences/nav', editorA)).status).toBe(200)
    expect((await payload.findByID({ collection: 'payload-preferences', id: prefB.id, depth: 0 })).value).toEqual({ open: ['B'] })
  })

  it('deleting a preference that does not exist answers 404, not 500', async () => {
    const response = await rest('DELETE', '/payload-preferences/999999', editorA)
    expect(response.status).toBe(404)
    expect((await rest('DELETE', '/payload-preferences/999999')).status).toBe(401)
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
    await awayFromWindowEdge(LOGIN_WINDOW_MS, 30_000)
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
