import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { matchEndpoint, restBodyProblem, type RestCollectionShape, restInputProblem, restRequestProblem, whereFromQuery } from './payload-rest-guard'

// Payload's own endpoint order for an auth collection: auth endpoints before the defaults.
const endpoints = [
  { method: 'post', path: '/login' },
  { method: 'get', path: '/me' },
  { method: 'post', path: '/verify/:id' },
  { method: 'get', path: '/count' },
  { method: 'post', path: '/access/:id?' },
  { method: 'get', path: '/versions' },
  { method: 'post', path: '/:id/duplicate' },
  { method: 'get', path: '/' },
  { method: 'get', path: '/:id' },
  { method: 'get', path: '/versions/:id' },
  { method: 'patch', path: '/:id' },
  { method: 'get', path: '/file/:filename' },
]
const pages: RestCollectionShape = {
  slug: 'pages',
  hasRestApi: true,
  numericIds: true,
  endpoints,
  fields: new Map([
    ['id', { kind: 'id' }],
    ['site', { kind: 'id' }],
    ['title', { kind: 'other' }],
    ['createdAt', { kind: 'date' }],
  ]),
  emailVerification: false,
}
const migrations: RestCollectionShape = { ...pages, slug: 'payload-migrations', hasRestApi: false, endpoints: [] }
const collections = new Map([
  ['pages', pages],
  ['payload-migrations', migrations],
])
const sqlOperators = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])

const check = (method: string, path: string) => {
  const url = new URL(path, 'http://localhost')
  const segments = url.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  return restRequestProblem({ method, segments, query: url.searchParams }, collections, sqlOperators)
}

describe('matchEndpoint', () => {
  it('picks the first endpoint that fits, as Payload does', () => {
    expect(matchEndpoint(endpoints, 'GET', ['me'])).toEqual({ path: '/me', params: {} })
    expect(matchEndpoint(endpoints, 'GET', ['versions'])).toEqual({ path: '/versions', params: {} })
    expect(matchEndpoint(endpoints, 'GET', ['12'])).toEqual({ path: '/:id', params: { id: '12' } })
    expect(matchEndpoint(endpoints, 'POST', ['access'])).toEqual({ path: '/access/:id?', params: {} })
    expect(matchEndpoint(endpoints, 'GET', ['a', 'b'])).toBeNull()
  })
})

describe('restRequestProblem', () => {
  it('turns away non-numeric document ids with 404', () => {
    expect(check('GET', '/api/pages/abc')).toEqual({ status: 404, message: 'No pages document has the id "abc": ids are whole numbers.' })
    expect(check('POST', '/api/pages/abc/duplicate')?.status).toBe(404)
    expect(check('GET', '/api/pages/versions/1.5')?.status).toBe(404)
    expect(check('PATCH', '/api/pages/99999999999999999999')?.status).toBe(404)
    expect(check('POST', '/api/pages/access/x')?.status).toBe(404)
  })
  it('lets ids, named endpoints and file names through', () => {
    for (const [method, path] of [
      ['GET', '/api/pages/12'],
      ['GET', '/api/pages/me'],
      ['GET', '/api/pages/count'],
      ['GET', '/api/pages/versions'],
      ['POST', '/api/pages/access'],
      ['GET', '/api/pages/file/logo.png'],
      ['GET', '/api/unknown/abc'],
    ])
      expect(check(method!, path!), path).toBeNull()
  })
  it('answers 404 for collections without a REST API and verification that is not used', () => {
    expect(check('GET', '/api/payload-migrations')).toEqual({ status: 404, message: 'There is no REST API for payload-migrations.' })
    expect(check('POST', '/api/pages/verify/abc')?.status).toBe(404)
  })
  it('refuses where operators the database or the field cannot run', () => {
    expect(check('GET', '/api/pages?where[title][near]=1,2')).toEqual({ status: 400, message: 'where[title][near]: "near" works on point fields only.' })
    expect(check('GET', '/api/pages?where[title][all]=a')?.message).toMatch(/^where\[title\] has no operator "all"; use one of equals, /)
    expect(check('GET', '/api/pages/count?where[or][0][title][within]=1')?.status).toBe(400)
    expect(check('GET', '/api/pages?where={"and":[{"title":{"intersects":1}}]}')?.status).toBe(400)
  })
  it('refuses values the column cannot hold', () => {
    expect(check('GET', '/api/pages?where[site][equals]=abc')?.message).toBe('where[site][equals] takes ids, and ids are whole numbers.')
    expect(check('GET', '/api/pages?where[id][in]=abc,1')?.status).toBe(400)
    expect(check('GET', '/api/pages?where[createdAt][greater_than]=notadate')?.message).toMatch(/takes a date/)
    expect(check('GET', '/api/pages?where[title][equals][0]=a&where[title][equals][1]=b')?.message).toBe('where[title][equals] takes one value, not a list.')
    expect(check('GET', '/api/pages?where=abc')?.status).toBe(400)
  })
  it('lets good queries through', () => {
    for (const query of [
      'where[title][equals]=abc',
      'where[site][in]=1,2',
      'where[site][equals]=null',
      'where[createdAt][greater_than]=2025-01-31',
      'where[or][0][title][like]=a&where[or][1][site][equals]=3',
      'where[site.key][equals]=nordbil',
      'where[title][exists]=true',
      'where={"title":{"equals":"x"}}',
      'depth=abc&limit=-1',
    ])
      expect(check('GET', `/api/pages?${query}`), query).toBeNull()
  })
})

describe('whereFromQuery', () => {
  it('builds the object qs would', () => {
    expect(whereFromQuery(new URLSearchParams('where[or][0][title][equals]=a&where[or][1][site][in]=1,2')).value).toEqual({
      or: { 0: { title: { equals: 'a' } }, 1: { site: { in: '1,2' } } },
    })
  })
})

describe('restBodyProblem', () => {
  const post = (contentType: string, body: string) =>
    new Request('http://localhost/api/pages', { method: 'POST', headers: { 'content-type': contentType }, body })
  it('needs JSON to parse', async () => {
    expect((await restBodyProblem(post('application/json', '{bad')))?.status).toBe(400)
    expect(await restBodyProblem(post('application/json', '{"a":1}'))).toBeNull()
  })
  it('needs form data with a boundary, readable, with a JSON _payload', async () => {
    expect(await restBodyProblem(post('multipart/form-data', 'x'))).toEqual({
      status: 400,
      message: 'A multipart/form-data body needs its boundary in the Content-Type header: multipart/form-data; boundary=…',
    })
    expect((await restBodyProblem(post('multipart/mixed; boundary=b', 'x')))?.status).toBe(415)
    expect((await restBodyProblem(post('multipart/form-data; boundary=b', 'garbage')))?.status).toBe(400)
    const part = (value: string) => `--b\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n${value}\r\n--b--\r\n`
    expect((await restBodyProblem(post('multipart/form-data; boundary=b', part('{bad'))))?.message).toBe('The _payload field must be JSON.')
    expect(await restBodyProblem(post('multipart/form-data; boundary=b', part('{"alt":"x"}')))).toBeNull()
  })
  it('leaves other bodies and methods to Payload', async () => {
    expect(await restBodyProblem(post('text/plain', '{bad'))).toBeNull()
    expect(await restBodyProblem(new Request('http://localhost/api/pages', { method: 'DELETE' }))).toBeNull()
  })
})

describe('restInputProblem', () => {
  // Just what the checks read of a Payload instance: one collection with numeric ids.
  const payload = {
    collections: { forms: {} },
    config: { collections: [{ slug: 'forms', endpoints: [{ method: 'get', path: '/:id' }], flattenedFields: [] }] },
    db: { defaultIDType: 'number', operators: { equals: () => undefined } },
  } as unknown as Payload
  const overridden = (contentType: string, body?: string) =>
    new Request('http://localhost/api/forms/login', { method: 'POST', headers: { 'x-http-method-override': 'GET', 'content-type': contentType }, body })

  it('checks a POST with X-HTTP-Method-Override: GET as the GET Payload makes of it', async () => {
    expect((await restInputProblem(payload, overridden('image/png'), ['forms', 'login']))?.status).toBe(404)
    expect((await restInputProblem(payload, overridden('application/json'), ['forms']))?.message).toBe(
      'With X-HTTP-Method-Override: GET the body must be JSON.',
    )
    expect(await restInputProblem(payload, overridden('application/json', '{}'), ['forms'])).toBeNull()
    expect((await restInputProblem(payload, overridden('application/x-www-form-urlencoded', 'where[title][near]=1'), ['forms']))?.status).toBe(400)
  })
})
