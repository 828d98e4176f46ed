import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { redirectHitsResponse, redirectTableResponse } from '@/features/redirects'
import { INTERNAL_HEADER, internalToken } from '@/features/redirects/redirect-internal'
import { importRedirectCsv } from '@/features/redirects/redirect-import'
import { recordHits } from '@/features/redirects/redirect-store'
import { resolveRequestSite } from '@/features/sites'
import { logger } from '@/lib/logger'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 18: the Redirects collection on a real database. What a save refuses and notes (malformed,
 * duplicate, circle naming both rules, chain, live page, legacy prefix), that an editor of one site
 * can never read or change another site's rules (REST, GraphQL, Local API), hit counts, the CSV
 * import's all-or-nothing write, and the loopback table the proxy polls.
 */

let payload: Payload
let siteA: { id: number; key: string }
let siteB: { id: number; key: string }
let siteSk: { id: number; key: string }
type User = { id: number; token: string }
let editorA: User
let ruleOfB: number

const PASSWORD = 'editor-password-1'

const rule = (site: number, source: string, destination: string, extra: Record<string, unknown> = {}) =>
  payload.create({ collection: 'redirects', data: { site, source, destination, ...extra } as never, depth: 0 })

/** The field errors a refused save reports (Payload's ValidationError). */
async function fieldErrors(promise: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors
    if (errors?.length) return errors.map(({ path, message }) => ({ path, message }))
    throw error
  }
  throw new Error('expected the save to be refused')
}

async function rest(method: string, path: string, user?: User, body?: unknown) {
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { ...(user ? { Authorization: `JWT ${user.token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, path: `/api${path.split('?')[0]}`, request })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> }
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

async function localUser(u: User) {
  return { ...(await payload.findByID({ collection: 'users', id: u.id, depth: 0 })), collection: 'users' as const }
}

const tableRequest = (host: string, headers: Record<string, string> = {}) =>
  redirectTableResponse(new Request(`http://127.0.0.1/api/redirect-table?host=${encodeURIComponent(host)}`, { headers }), {
    resolveSite: resolveRequestSite,
    database: async () => sqlDatabaseOf(payload),
  })

beforeAll(async () => {
  payload = await createTestPayload()
  siteA = (await createSite(payload, { extraLocales: ['en'] })) as never
  siteB = (await createSite(payload)) as never
  siteSk = (await createSite(payload, { defaultLocale: 'sk', extraLocales: [], country: 'SK', currency: 'EUR' })) as never
  const home = await payload.create({ collection: 'pages', draft: false, data: { title: 'Hem', slug: 'home', site: siteA.id, _status: 'published' } as never })
  await payload.create({
    collection: 'pages',
    draft: false,
    data: { title: 'Om oss', slug: 'om-oss', parent: home.id, site: siteA.id, _status: 'published' } as never,
  })
  const doc = await payload.create({
    collection: 'users',
    data: { email: 'editor.a@redirects.test', password: PASSWORD, role: 'editor', sites: [{ site: siteA.id }] } as never,
  })
  const { token } = await payload.login({ collection: 'users', data: { email: 'editor.a@redirects.test', password: PASSWORD } })
  editorA = { id: doc.id, token: token! }
  ruleOfB = (await rule(siteB.id, '/b-old', '/b-new')).id
})

afterAll(async () => {
  await payload?.destroy()
})

describe('saving a rule', () => {
  it('stores the normalised source and conditions, permanent, with no hits', async () => {
    const saved = await rule(siteA.id, '/f%C3%B6retag/', '/kop-bil/foretag', { queryConditions: '?b=2&a' })
    expect(saved).toMatchObject({ source: '/företag', queryConditions: 'a&b=2', permanent: true, hits: 0, warning: null })
  })

  it('refuses a malformed rule with the message under its field, and saves nothing', async () => {
    const before = await payload.count({ collection: 'redirects' })
    expect(await fieldErrors(rule(siteA.id, 'about-us', '/om-oss'))).toEqual([{ path: 'source', message: expect.stringMatching(/must start with "\/"/) }])
    expect(await fieldErrors(rule(siteA.id, '/used/*', '/buy/:brand'))).toEqual([{ path: 'destination', message: expect.stringMatching(/:brand/) }])
    expect(await fieldErrors(rule(siteA.id, '/x', '/y', { queryConditions: '=1' }))).toEqual([
      { path: 'queryConditions', message: expect.stringMatching(/no parameter name/) },
    ])
    expect(await fieldErrors(payload.create({ collection: 'redirects', data: { site: siteA.id, source: '/nowhere' } as never }))).toEqual([
      { path: 'destination', message: expect.stringMatching(/destination is required/) },
    ])
    expect((await payload.count({ collection: 'redirects' })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses a duplicate source, naming the rule that has it; another site may have the same source', async () => {
    const first = await rule(siteA.id, '/about-us', '/om-oss')
    const errors = await fieldErrors(rule(siteA.id, '/about-us/', '/kontakt'))
    expect(errors).toEqual([{ path: 'source', message: `rule #${first.id} (/about-us → /om-oss) already has the source /about-us; change that rule instead.` }])
    await expect(rule(siteB.id, '/about-us', '/om-oss')).resolves.toMatchObject({ source: '/about-us' })
  })

  it('refuses a circle with a message naming both rules, on create and on update', async () => {
    const a = await rule(siteA.id, '/circle-a', '/circle-b')
    const errors = await fieldErrors(rule(siteA.id, '/circle-b', '/circle-a'))
    expect(errors[0]).toEqual({
      path: 'destination',
      message: `This rule and rule #${a.id} (/circle-a → /circle-b) send visitors in a circle: this rule → rule #${a.id} → this rule.`,
    })
    const c = await rule(siteA.id, '/circle-c', '/elsewhere')
    const updateErrors = await fieldErrors(payload.update({ collection: 'redirects', id: c.id, data: { destination: '/circle-c' } as never }))
    expect(updateErrors[0]?.message).toMatch(/leads back to itself/)
  })

  it('notes a collapsed chain, a hidden live page and an inactive legacy rule, without refusing them', async () => {
    const target = await rule(siteA.id, '/chain-2', '/final')
    expect((await rule(siteA.id, '/chain-1', '/chain-2')).warning).toBe(`Chain collapsed: visitors go straight on to /final (via rule #${target.id}).`)
    expect((await rule(siteA.id, '/om-oss', '/about')).warning).toMatch(/^Hides a live page: \/om-oss is a published page/)
    // Site A serves English at /en: /en is its live language, so a legacy /en rule is kept but not in force ...
    expect((await rule(siteA.id, '/en/why-us', '/varfor-oss')).warning).toMatch(/^Inactive/)
    // ... while on a site without English, /en is an old prefix and the rule applies.
    expect((await rule(siteSk.id, '/en/why-us', '/preco-my')).warning).toBeNull()
  })

  it('takes a page of its own site as the destination, and refuses another site’s page', async () => {
    const pageOfB = await payload.create({
      collection: 'pages',
      draft: false,
      data: { title: 'B', slug: 'home', site: siteB.id, _status: 'published' } as never,
    })
    const errors = await fieldErrors(
      payload.create({ collection: 'redirects', data: { site: siteA.id, source: '/to-b', destinationPage: pageOfB.id } as never }),
    )
    expect(errors).toEqual([{ path: 'destinationPage', message: 'Choose a page of this rule’s own site.' }])
    const [omOss] = (await payload.find({ collection: 'pages', where: { path: { equals: '/om-oss' }, site: { equals: siteA.id } } })).docs
    await expect(
      payload.create({ collection: 'redirects', data: { site: siteA.id, source: '/about-the-company', destinationPage: omOss!.id } as never }),
    ).resolves.toBeTruthy()
  })
})

describe('an editor of site A against site B’s rules', () => {
  it('cannot read them (REST by id and list, GraphQL, Local API)', async () => {
    expect([403, 404]).toContain((await rest('GET', `/redirects/${ruleOfB}`, editorA)).status)
    const list = await rest('GET', '/redirects?limit=1000&depth=0', editorA)
    expect(list.status).toBe(200)
    const sites = new Set((list.json.docs as Array<{ site: number }>).map((d) => d.site))
    expect([...sites]).toEqual([siteA.id])
    const viaGraphql = await graphql('{ Redirects(limit: 1000) { docs { id source } } }', editorA)
    expect((viaGraphql.data?.Redirects as { docs: Array<{ id: number }> }).docs.map((d) => d.id)).not.toContain(ruleOfB)
    const local = await payload.find({ collection: 'redirects', overrideAccess: false, user: await localUser(editorA), pagination: false, depth: 0 })
    expect(local.docs.map((d) => d.id)).not.toContain(ruleOfB)
    expect(local.docs.length).toBeGreaterThan(0)
  })

  it('cannot change or delete them, and they stay as they were', async () => {
    const before = await payload.findByID({ collection: 'redirects', id: ruleOfB, depth: 0 })
    expect([403, 404]).toContain((await rest('PATCH', `/redirects/${ruleOfB}`, editorA, { destination: '/hijacked' })).status)
    expect([403, 404]).toContain((await rest('DELETE', `/redirects/${ruleOfB}`, editorA)).status)
    await expect(
      payload.update({ collection: 'redirects', id: ruleOfB, data: { destination: '/hijacked' }, overrideAccess: false, user: await localUser(editorA) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'redirects', id: ruleOfB, overrideAccess: false, user: await localUser(editorA) })).rejects.toThrow()
    const viaGraphql = await graphql(`mutation { updateRedirect(id: ${ruleOfB}, data: { destination: "/hijacked" }) { id } }`, editorA)
    expect(viaGraphql.errors?.length).toBeGreaterThan(0)
    const after = await payload.findByID({ collection: 'redirects', id: ruleOfB, depth: 0 })
    expect(after).toEqual(before)
  })

  it('cannot create one in site B, and the anonymous visitor reads none', async () => {
    const before = (await payload.count({ collection: 'redirects', where: { site: { equals: siteB.id } } })).totalDocs
    const response = await rest('POST', '/redirects', editorA, { site: siteB.id, source: '/planted', destination: '/evil' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'redirects', where: { site: { equals: siteB.id } } })).totalDocs).toBe(before)
    expect((await rest('GET', '/redirects?limit=10')).status).toBe(403)
  })

  it('creates and edits rules of their own site; the hit count is not theirs to change', async () => {
    const created = await rest('POST', '/redirects?depth=0', editorA, { source: '/editor-made', destination: '/om-oss', hits: 999 })
    expect(created.status).toBe(201)
    const doc = created.json.doc as { id: number; site: number; hits: number }
    expect(doc.site).toBe(siteA.id)
    expect(doc.hits).toBe(0)
    await recordHits(sqlDatabaseOf(payload), [{ id: doc.id, count: 3, lastHitAt: '2026-11-26T10:00:00.000Z' }])
    const edited = await rest('PATCH', `/redirects/${doc.id}?depth=0`, editorA, { destination: '/kontakt', hits: 0 })
    expect(edited.status).toBe(200)
    expect(edited.json.doc).toMatchObject({ destination: '/kontakt', hits: 3, lastHitAt: '2026-11-26T10:00:00.000Z' })
  })
})

describe('hit counts', () => {
  it('add up batches and keep the latest hit', async () => {
    const r = await rule(siteB.id, '/counted', '/new')
    const db = sqlDatabaseOf(payload)
    await recordHits(db, [{ id: r.id, count: 2, lastHitAt: '2026-11-26T12:00:00.000Z' }])
    await recordHits(db, [{ id: r.id, count: 5, lastHitAt: '2026-11-26T11:00:00.000Z' }])
    expect(await payload.findByID({ collection: 'redirects', id: r.id })).toMatchObject({ hits: 7, lastHitAt: '2026-11-26T12:00:00.000Z' })
  })

  it('come in only through the internal route', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      redirectHitsResponse(new Request('http://127.0.0.1/api/redirect-hits', { method: 'POST', headers, body: JSON.stringify(body) }), {
        database: async () => sqlDatabaseOf(payload),
      })
    expect((await post({}, { hits: [{ id: ruleOfB, count: 1, lastHitAt: new Date().toISOString() }] })).status).toBe(404)
    expect((await post({ [INTERNAL_HEADER]: internalToken() }, { hits: [{ id: 'x' }] })).status).toBe(400)
    expect((await post({ [INTERNAL_HEADER]: internalToken() }, { hits: [{ id: ruleOfB, count: 4, lastHitAt: new Date().toISOString() }] })).status).toBe(204)
    expect((await payload.findByID({ collection: 'redirects', id: ruleOfB })).hits).toBe(4)
  })
})

describe('the CSV import', () => {
  const site = () => ({ id: siteB.id, key: siteB.key })

  it('reports every bad line with its number and reason, and saves none of the file', async () => {
    const before = (await payload.count({ collection: 'redirects', where: { site: { equals: siteB.id } } })).totalDocs
    const csv = [
      'source,destination,query_conditions',
      '/import-ok,/somewhere,',
      'no-slash,/x,',
      '/b-old,/again,',
      '/loop-1,/loop-2,',
      '/loop-2,/loop-1,',
      '/import-ok,/twice,',
      '/q,/r,=oops',
    ].join('\n')
    const report = await importRedirectCsv(sqlDatabaseOf(payload), site(), csv, { replace: false })
    expect(report.ok).toBe(false)
    if (report.ok) return
    expect(report.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8])
    expect(report.problems[0]!.message).toMatch(/^source: The source must start with "\/"/)
    expect(report.problems[1]!.message).toMatch(/already has the source \/b-old/)
    expect(report.problems[2]!.message).toMatch(/line 6 \(\/loop-2 → \/loop-1\) send visitors in a circle/)
    expect(report.problems[4]!.message).toMatch(/^source: line 2 \(\/import-ok → \/somewhere\) already has the source/)
    expect(report.problems[5]!.message).toMatch(/^queryConditions:/)
    expect((await payload.count({ collection: 'redirects', where: { site: { equals: siteB.id } } })).totalDocs).toBe(before)
  })

  it('adds a clean file; --replace makes it the whole list and keeps the hits of rules it still has', async () => {
    const db = sqlDatabaseOf(payload)
    const added = await importRedirectCsv(db, site(), 'source,destination,visitor_query\n/imported-1,/new-1,drop\n/imported-2,https://example.com/x,\n', {
      replace: false,
    })
    expect(added).toMatchObject({ ok: true, inserted: 2, updated: 0, deleted: 0 })
    const imported = (await payload.find({ collection: 'redirects', where: { source: { equals: '/imported-1' } }, depth: 0 })).docs[0]!
    expect(imported).toMatchObject({ site: siteB.id, destination: '/new-1', visitorQuery: 'drop', permanent: true })
    await recordHits(db, [{ id: imported.id, count: 9, lastHitAt: new Date().toISOString() }])

    const replaced = await importRedirectCsv(db, site(), 'source,destination\n/imported-1,/newer-1\n/imported-3,/new-3\n', { replace: true })
    expect(replaced.ok && { inserted: replaced.inserted, updated: replaced.updated }).toEqual({ inserted: 1, updated: 1 })
    const rules = await payload.find({ collection: 'redirects', where: { site: { equals: siteB.id } }, pagination: false, sort: 'source' })
    expect(rules.docs.map((d) => [d.source, d.destination])).toEqual([
      ['/imported-1', '/newer-1'],
      ['/imported-3', '/new-3'],
    ])
    expect(rules.docs[0]).toMatchObject({ id: imported.id, hits: 9 })
  })
})

describe('the table the proxy polls', () => {
  it('answers only the internal header, with an ETag, then 304 until a rule changes', async () => {
    const host = `${siteSk.key}.localhost`
    expect((await tableRequest(host)).status).toBe(404)
    const headers = { [INTERNAL_HEADER]: internalToken() }
    const first = await tableRequest(host, headers)
    expect(first.status).toBe(200)
    const body = (await first.json()) as { site: string; servedPrefixes: string[]; rules: unknown[][] }
    expect(body.site).toBe(siteSk.key)
    expect(body.servedPrefixes).toEqual([])
    expect(body.rules.map((r) => r[1])).toContain('/en/why-us')
    const etag = first.headers.get('etag')!
    expect((await tableRequest(host, { ...headers, 'if-none-match': etag })).status).toBe(304)
    await rule(siteSk.id, '/fresh', '/new')
    // The fingerprint is read at most once a second per process.
    await new Promise((r) => setTimeout(r, 1100))
    const changed = await tableRequest(host, { ...headers, 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    // A change that never passed through this process's hooks (another process, the import) counts the same: the ETag is read from the database.
    const second = changed.headers.get('etag')!
    await sqlDatabaseOf(payload).query("UPDATE redirects SET destination = '/newer', updated_at = ? WHERE source = '/fresh'", [
      new Date(Date.now() + 1000).toISOString(),
    ])
    await new Promise((r) => setTimeout(r, 1100))
    const again = await tableRequest(host, { ...headers, 'if-none-match': second })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { rules: unknown[][] }).rules.find((r) => r[1] === '/fresh')?.[4]).toBe('/newer')
    expect((await tableRequest('nobody.example', headers)).status).toBe(404)
  })

  it('logs a site without a redirect list once, not on every poll (spec 01 §8)', async () => {
    const empty = (await createSite(payload)) as unknown as { key: string }
    const warn = vi.spyOn(logger, 'warn')
    try {
      const headers = { [INTERNAL_HEADER]: internalToken() }
      for (let i = 0; i < 3; i++) expect((await tableRequest(`${empty.key}.localhost`, headers)).status).toBe(200)
      const missing = warn.mock.calls.filter(([, message]) => message === 'Missing redirect list: the site has no redirect rules')
      expect(missing).toEqual([[{ site: empty.key }, 'Missing redirect list: the site has no redirect rules']])
    } finally {
      warn.mockRestore()
    }
  })
})
