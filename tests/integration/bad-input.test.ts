import config from '@payload-config'
import fc from 'fast-check'
import { type FlattenedField, handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadSitePage } from '@/features/pages/site-page-context'
import { restCollectionShapes, restInputProblem, supportedOperators, whereProblem } from '@/lib/payload-rest-guard'
import { segmentsToPath } from '@/lib/page-path'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 35 item 9: requests answered with a 500, or a broken redirect. The REST ones are sent as
 * the REST route sends them (api/[...slug]/route.ts: lib/payload-rest-guard.ts, then Payload's
 * handlers); each must be a 4xx whose message names the problem, and the requests next to them
 * must still work. The paths with control characters are the proxy's (src/proxy.test.ts).
 */

let payload: Payload
let admin: string
let editor: string
let siteId: number
let siteHost: string

async function rest(method: string, path: string, token?: string, body?: unknown) {
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const pathname = path.split('?')[0]!
  // As Next hands the route its segments: decoded.
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const problem = await restInputProblem(payload, request, segments)
  const response = problem
    ? Response.json({ errors: [{ message: problem.message }] }, { status: problem.status })
    : await handleEndpoints({ config, path: `/api${pathname}`, request })
  const json = (await response.json().catch(() => ({}))) as { errors?: { message: string }[]; docs?: unknown[]; totalDocs?: number }
  return { status: response.status, message: json.errors?.[0]?.message ?? '', json }
}

async function login(email: string, role: 'admin' | 'editor', sites: number[]) {
  const password = 'bad-input-password-1'
  await payload.create({ collection: 'users', data: { email, password, role, sites: sites.map((site) => ({ site })) } as never })
  return (await payload.login({ collection: 'users', data: { email, password } })).token!
}

beforeAll(async () => {
  payload = await createTestPayload()
  const site = await createSite(payload, { name: 'Bad input', defaultLocale: 'sv', extraLocales: ['en'] })
  siteId = site.id
  siteHost = site.hostnames![0]!
  admin = await login('admin@bad-input.test', 'admin', [])
  editor = await login('editor@bad-input.test', 'editor', [siteId])
  for (const key of ['one', 'two', 'three']) await payload.create({ collection: 'tags', data: { key, value: key, site: siteId } as never })
})

describe('depth, limit and page out of range', () => {
  it.each([
    ['limit=Infinity', /^limit must be a whole number from 0 to 1000 .*not "Infinity"/],
    ['page=1e309', /^page must be a whole number from 1 to /],
    ['limit=-1&page=2', /^limit must be a whole number/],
    ['limit=1e400', /^limit must be/],
    ['limit=1.5', /^limit must be/],
    ['limit=99999999999999999999', /^limit must be/],
    ['limit=100000000', /^limit must be a whole number from 0 to 1000/],
    ['limit=abc', /^limit must be/],
    ['page=0', /^page must be a whole number from 1/],
    ['page=-3', /^page must be/],
    ['depth=1e9', /^depth must be a whole number from 0 to 10 /],
    ['depth=-1', /^depth must be/],
    ['limit=5&limit=6', /^limit takes one number/],
    ['limit[0]=5', /^limit takes one number/],
  ])('GET /api/pages?%s answers 400 naming the parameter', async (query, message) => {
    const res = await rest('GET', `/pages?${query}`, admin)
    expect(res.status).toBe(400)
    expect(res.message).toMatch(message)
  })

  it('also on versions, counts and globals-free paths, anonymously', async () => {
    expect((await rest('GET', '/pages/versions?limit=Infinity', admin)).status).toBe(400)
    expect((await rest('GET', '/pages?page=1e309')).status).toBe(400)
    expect((await rest('GET', '/pages/1?depth=-1')).status).toBe(400)
  })

  it('lets the numbers in range through, 0 (all) and empty ones included', async () => {
    // Tags, not pages: a page list on PostgreSQL takes seconds (every block table joined).
    for (const query of ['limit=0', 'limit=2&page=2', 'limit=1000&page=1', 'depth=10', 'depth=0&limit=1', 'limit=&page=', 'page=1000000'])
      expect((await rest('GET', `/tags?${query}`, admin)).status, query).toBe(200)
    expect((await rest('GET', '/tags?limit=2&page=2&sort=id')).json.docs).toHaveLength(1)
    expect((await rest('GET', '/tags?limit=0')).json.docs).toHaveLength(3)
  })
})

describe('where paths the database cannot follow', () => {
  it.each([
    // Through a relationship into a hasMany text field (a list kept in a table of its own).
    [
      'where[site.hostnames][like]=%25',
      /^where\[site\.hostnames\]: hostnames is a list of values in sites, .* through the relationship site\. .*where\[site\]\[in\]/,
    ],
    ['where[site.hostnames][equals]=x', /^where\[site\.hostnames\]/],
    ['where[parent.site.hostnames][exists]=true', /through the relationship parent\.site\./],
    ['where[or][0][site.hostnames][in]=a,b', /^where\[site\.hostnames\]/],
    // A path ending on a field that holds others.
    ['where[site.paths][equals]=x', /^where\[site\.paths\] names a group of fields, not one field: name a field inside it, such as where\[site\.paths\.\w+\]/],
    ['where[header][exists]=true', /^where\[header\] names a blocks field of fields/],
    ['where[header.blockType][equals]=no-such-block', /^where\[header\.blockType\]\[equals\] takes a block type: /],
    // Values the column cannot hold, through a relationship as well.
    ['where[site][like]=abc', /^where\[site\]\[like\]: ids are compared, not searched as text/],
    ['where[_status][equals]=nope', /^where\[_status\]\[equals\] takes one of draft, published\.$/],
    ['where[navOrder][in]=1,abc', /^where\[navOrder\]\[in\] takes a number\.$/],
    ['where[hideInNavigation][equals]=maybe', /^where\[hideInNavigation\]\[equals\] takes true or false\.$/],
    ['where[site.id][equals]=abc', /^where\[site\.id\]\[equals\] takes ids/],
    ['where[site.updatedAt][equals]=notadate', /takes a date/],
    ['where[createdAt][contains]=2025', /^where\[createdAt\]\[contains\]: dates are compared, not searched as text/],
  ])('GET /api/pages?%s answers 400 naming the path', async (query, message) => {
    const res = await rest('GET', `/pages?${query}`, admin)
    expect(res.status).toBe(400)
    expect(res.message).toMatch(message)
  })

  it('on other collections and on versions too', async () => {
    expect((await rest('GET', '/users?where[sites.site.hostnames][equals]=x', admin)).message).toMatch(/^where\[sites\.site\.hostnames\]/)
    expect((await rest('GET', '/locations?where[services][equals]=x', admin)).message).toMatch(/names an array of fields/)
    expect((await rest('GET', '/pages/versions?where[version.site.hostnames][like]=x', admin)).message).toMatch(/through the relationship version\.site\./)
    expect((await rest('GET', '/payload-locked-documents?where[document][exists]=true', admin)).message).toMatch(
      /^where\[document\] points into several collections: ask for its id, where\[document\.value\]\[equals\]=<id>\.$/,
    )
  })

  it('lets the paths the database follows through', async () => {
    for (const query of [
      'where[site.key][equals]=site-1',
      'where[site.paths.carList][like]=k',
      'where[site.extraLocales][equals]=en',
      'where[site.id][equals]=1',
      'where[parent.site.key][exists]=true',
      'where[header.blockType][equals]=heroBanner',
      'where[site][equals]=1',
      'where[createdAt][greater_than]=2020-01-01',
      'where[_status][in]=draft,published',
      'where[navOrder][greater_than]=5',
      'where[hideInNavigation][equals]=true',
      'where[id][like]=abc',
      'where[nope][equals]=x',
    ]) {
      const res = await rest('GET', `/pages?${query}`, admin)
      expect([200, 400], `${query}: ${res.message}`).toContain(res.status)
      if (query.startsWith('where[nope]')) expect(res.message).toMatch(/cannot be queried: nope/)
      else expect(res.status, `${query}: ${res.message}`).toBe(200)
    }
    expect((await rest('GET', '/sites?where[hostnames][like]=site', admin)).json.totalDocs).toBeGreaterThan(0)
  })
})

/** Every field path of a collection one level into groups, arrays and blocks (with blockType), with its field type. */
function fieldPaths(fields: readonly FlattenedField[], prefix = '', depth = 1): { path: string; type: string }[] {
  return fields.flatMap((f) => {
    const path = `${prefix}${f.name}`
    const own = [{ path, type: f.type }]
    if (depth === 0) return own
    if (f.type === 'group' || f.type === 'tab' || f.type === 'array') return [...own, ...fieldPaths(f.flattenedFields, `${path}.`, depth - 1)]
    if (f.type === 'blocks')
      return [...own, { path: `${path}.blockType`, type: 'blockType' }, ...f.blocks.flatMap((b) => fieldPaths(b.flattenedFields, `${path}.`, 0))]
    return own
  })
}

describe('any where on any field path (generated)', () => {
  it('is refused with a 400 or run by the database, on every collection and through relationships', async () => {
    const configs = new Map(payload.config.collections.map((c) => [c.slug, c]))
    const targets = payload.config.collections.flatMap((c) => [
      ...[{ path: 'id', type: 'number' }, ...fieldPaths(c.flattenedFields)].map((p) => ({ collection: c.slug, ...p })),
      ...c.flattenedFields.flatMap((rel) =>
        (rel.type === 'relationship' || rel.type === 'upload') && typeof rel.relationTo === 'string'
          ? [{ path: 'id', type: 'number' }, ...fieldPaths(configs.get(rel.relationTo)!.flattenedFields)].map((p) => ({
              collection: c.slug,
              path: `${rel.name}.${p.path}`,
              type: p.type,
            }))
          : [],
      ),
    ])
    const value = fc.constantFrom('x', '1', '2025-01-01', 'heroBanner', 'SE', 'true', '1,2', '%')
    const operator = fc.constantFrom('equals', 'not_equals', 'like', 'not_like', 'contains', 'in', 'not_in', 'exists', 'greater_than', 'less_than_equal')
    const shapes = restCollectionShapes(payload)
    const failures: string[] = []
    for (const [target, op, v] of fc.sample(fc.tuple(fc.constantFrom(...targets), operator, value), { seed: 35, numRuns: 400 })) {
      const where = { [target.path]: { [op]: op === 'exists' ? 'true' : v } }
      if (whereProblem(where, shapes.get(target.collection)!.fields, shapes, supportedOperators(payload))) continue
      try {
        await payload.find({ collection: target.collection as never, where: where as never, limit: 1, depth: 0, overrideAccess: true })
      } catch (error) {
        const status = (error as { status?: number }).status
        if (!status || status >= 500) failures.push(`${target.collection} ${JSON.stringify(where)} (${target.type}): ${(error as Error).message.slice(0, 120)}`)
      }
    }
    expect(failures).toEqual([])
  })
})

describe('uploads from a URL', () => {
  it('are refused before Payload fetches anything', async () => {
    for (const token of [editor, admin]) {
      const res = await rest('POST', '/media', token, { url: 'http://127.0.0.1:8765/x.png', filename: 'x.png', alt: 'x', site: siteId })
      expect(res.status).toBe(400)
      expect(res.message).toBe('Upload the file itself; uploads from a URL are not accepted.')
    }
    const form = new FormData()
    form.append('_payload', JSON.stringify({ url: 'https://example.com/x.png', filename: 'x.png', site: siteId }))
    const request = new Request('http://localhost/api/media', { method: 'POST', headers: { Authorization: `JWT ${editor}` }, body: form })
    expect((await restInputProblem(payload, request, ['media']))?.status).toBe(400)
  })

  it('do not stop an upload with its file, or a change to a media document', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'dot', site: siteId, url: 'https://example.com/ignored.png' }))
    form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png')
    const request = new Request('http://localhost/api/media', { method: 'POST', headers: { Authorization: `JWT ${editor}` }, body: form })
    expect(await restInputProblem(payload, request, ['media'])).toBeNull()
    const created = await handleEndpoints({ config, path: '/api/media', request })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; url: string; filename: string } }
    const changed = await rest('PATCH', `/media/${doc.id}`, editor, { alt: 'a dot', url: doc.url, filename: doc.filename })
    expect(changed.status).toBe(200)
  })
})

describe('deleting a preference that is not there', () => {
  // Payload's own handler throws a NotFound it never imports (a ReferenceError, so a 500); the
  // preferences endpoint is wrapped in cms/internal-collections.ts.
  it('answers 404, and a preference that is there is still deleted', async () => {
    expect((await rest('DELETE', '/payload-preferences/999999', admin)).status).toBe(404)
    expect((await rest('DELETE', '/payload-preferences/999999')).status).toBe(401)
    expect((await rest('POST', '/payload-preferences/bad-input-test', admin, { value: { a: 1 } })).status).toBe(200)
    expect((await rest('DELETE', '/payload-preferences/bad-input-test', admin)).status).toBe(200)
    expect((await rest('DELETE', '/payload-preferences/bad-input-test', admin)).status).toBe(404)
  })
})

describe("the default language's redirect", () => {
  // The page route's segments arrive percent-encoded (Next re-encodes them); /sv/… on a Swedish site.
  const redirectOf = async (...segments: string[]) => loadSitePage(siteHost, 'sv', segmentsToPath(segments))

  it('sends a percent-encoded Location: /sv/%C3%A5 → /%C3%A5, not the mojibake /Ã¥', async () => {
    expect(await redirectOf('%C3%A5')).toEqual({ kind: 'redirect-path', to: '/%C3%A5' })
    expect(await redirectOf('om-oss', 'K%C3%B6p%20bil')).toEqual({ kind: 'redirect-path', to: '/om-oss/k%C3%B6p%20bil' })
    expect(await redirectOf()).toEqual({ kind: 'redirect-path', to: '/' })
  })

  it('keeps the visitor on the site: an escaped "//" or backslash is no host', async () => {
    expect(await redirectOf('%2F%2Fevil.example')).toEqual({ kind: 'redirect-path', to: '/evil.example' })
    expect(await redirectOf('%5Cevil.example')).toEqual({ kind: 'redirect-path', to: '/%5Cevil.example' })
  })
})
