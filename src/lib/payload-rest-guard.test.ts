import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  matchEndpoint,
  pagingProblem,
  restBodyProblem,
  type RestCollectionShape,
  restInputProblem,
  restRequestProblem,
  whereFromQuery,
} from './payload-rest-guard'

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
const sites: RestCollectionShape = {
  slug: 'sites',
  hasRestApi: true,
  numericIds: true,
  endpoints,
  fields: new Map([
    ['id', { kind: 'id', ownId: true }],
    ['key', { kind: 'other' }],
    ['hostnames', { kind: 'other', valueList: true }],
    ['paths', { kind: 'other', holds: { what: 'group', fields: new Map([['carList', { kind: 'other' }]]) } }],
  ]),
  emailVerification: false,
}
const pages: RestCollectionShape = {
  slug: 'pages',
  hasRestApi: true,
  numericIds: true,
  endpoints,
  fields: new Map([
    ['id', { kind: 'id', ownId: true }],
    ['site', { kind: 'id', relationTo: 'sites' }],
    ['title', { kind: 'other' }],
    ['createdAt', { kind: 'date' }],
    [
      'header',
      {
        kind: 'other',
        holds: {
          what: 'blocks',
          fields: new Map([
            ['heading', { kind: 'other' }],
            ['blockType', { kind: 'block-type', values: ['hero', 'text'] }],
          ]),
        },
      },
    ],
    ['document', { kind: 'other', polymorphic: true }],
    ['navOrder', { kind: 'number' }],
    ['hidden', { kind: 'checkbox' }],
    ['_status', { kind: 'option', values: ['draft', 'published'] }],
    ['data', { kind: 'json' }],
    ['tags', { kind: 'id', relationTo: 'sites', many: true }],
    // A name that is rich text in one block and a select in another.
    ['content', { kind: 'other', either: [{ kind: 'rich-text' }, { kind: 'option', values: ['image', 'video'] }] }],
  ]),
  emailVerification: false,
}
const migrations: RestCollectionShape = { ...pages, slug: 'payload-migrations', hasRestApi: false, endpoints: [] }
const collections = new Map([
  ['pages', pages],
  ['sites', sites],
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
      'depth=2&limit=0&page=3',
      'where[site.paths.carList][like]=k&where[site.key][equals]=nordbil',
      'where[header.heading][like]=x&where[header.blockType][in]=hero,text',
      'where[document.value][equals]=3',
      'where[hostnames][equals]=x',
    ])
      expect(check('GET', `/api/pages?${query}`), query).toBeNull()
  })
  it('refuses where paths that end on a group of fields or reach a list through a relationship', () => {
    expect(check('GET', '/api/pages?where[site.hostnames][like]=%25')?.message).toBe(
      'where[site.hostnames]: hostnames is a list of values in sites, which the database cannot search through the relationship site. ' +
        'Find the sites first (where[hostnames][…] on /api/sites), then ask for where[site][in]=<their ids>.',
    )
    expect(check('GET', '/api/pages?where[site.paths][equals]=x')?.message).toBe(
      'where[site.paths] names a group of fields, not one field: name a field inside it, such as where[site.paths.carList].',
    )
    expect(check('GET', '/api/pages?where[header][exists]=true')?.message).toMatch(/^where\[header\] names a blocks field of fields/)
    expect(check('GET', '/api/pages?where[header.blockType][equals]=nope')?.message).toBe('where[header.blockType][equals] takes a block type: hero, text.')
    expect(check('GET', '/api/pages?where[document][exists]=true')?.status).toBe(400)
    expect(check('GET', '/api/pages/versions?where[version.site.hostnames][equals]=x')?.status).toBe(400)
    // Ids and dates are checked through relationships too, and against text operators.
    expect(check('GET', '/api/pages?where[site.id][equals]=abc')?.message).toBe('where[site.id][equals] takes ids, and ids are whole numbers.')
    expect(check('GET', '/api/pages?where[site][like]=abc')?.status).toBe(400)
    expect(check('GET', '/api/pages?where[createdAt][like]=2025')?.message).toMatch(/dates are compared, not searched as text/)
  })
  it('refuses values and text operators the column cannot take, by kind', () => {
    expect(check('GET', '/api/pages?where[navOrder][in]=1,x')?.message).toBe('where[navOrder][in] takes a number.')
    expect(check('GET', '/api/pages?where[navOrder][like]=1')?.message).toMatch(/numbers are compared, not searched as text/)
    expect(check('GET', '/api/pages?where[hidden][equals]=maybe')?.message).toBe('where[hidden][equals] takes true or false.')
    expect(check('GET', '/api/pages?where[hidden][greater_than]=true')?.message).toMatch(/a checkbox is asked for with equals true or false/)
    expect(check('GET', '/api/pages?where[_status][equals]=gone')?.message).toBe('where[_status][equals] takes one of draft, published.')
    expect(check('GET', '/api/pages?where[_status][like]=dra')?.message).toMatch(/a choice is asked for with equals or in/)
    expect(check('GET', '/api/pages?where[data][contains]=x')?.message).toMatch(/JSON is not searched as text/)
    expect(check('GET', '/api/pages?where[content][like]=x')?.message).toMatch(/rich text cannot be searched/)
    expect(check('GET', '/api/pages?where[content][equals]=x')?.message).toBe('where[content][equals] takes one of image, video.')
    expect(check('GET', '/api/pages?where[site.id][like]=1')?.message).toMatch(/ids are compared/)
    for (const query of [
      'where[navOrder][greater_than]=2.5',
      'where[hidden][equals]=true',
      'where[hidden][exists]=false',
      'where[_status][in]=draft,published',
      'where[data][equals]=x',
      'where[data.key][like]=x',
      'where[content][equals]=image',
      'where[content][exists]=true',
      'where[tags][contains]=3',
      // The admin searches by id where a collection has no title field; Payload answers that itself.
      'where[id][like]=abc',
    ])
      expect(check('GET', `/api/pages?${query}`), query).toBeNull()
  })
})

describe('pagingProblem', () => {
  const problem = (query: string) => pagingProblem(new URLSearchParams(query), 10)
  it('refuses depth, limit and page out of range, with the range', () => {
    expect(problem('limit=Infinity')).toBe('limit must be a whole number from 0 to 1000 (documents per page; 0 for all), not "Infinity".')
    expect(problem('page=1e309')).toBe('page must be a whole number from 1 to 1000000000 (counted from 1), not "1e309".')
    expect(problem('depth=1e9')).toBe('depth must be a whole number from 0 to 10 (how many levels of related documents to fill in), not "1e9".')
    for (const query of [
      'limit=-1&page=2',
      'limit=1e400',
      'limit=1.5',
      'limit=abc',
      'limit=100000000',
      'page=0',
      'page=-3',
      'depth=-1',
      'depth=11',
      'page=0x10',
    ])
      expect(problem(query), query).toMatch(/must be a whole number/)
    expect(problem('limit=1&limit=2')).toBe('limit takes one number.')
    expect(problem('page[]=2')).toBe('page takes one number.')
  })
  it('lets numbers in range and empty ones through', () => {
    for (const query of ['', 'limit=0', 'limit=1000&page=1000000000&depth=10', 'depth=0', 'limit=&page= ', 'limit= 5 ', 'x=-1'])
      expect(problem(query), query).toBeNull()
  })
  it('applies to collections and globals, not to other endpoints', () => {
    expect(check('GET', '/api/pages/12?depth=-1')?.status).toBe(400)
    expect(check('GET', '/api/globals/settings?depth=-1')?.status).toBe(400)
    expect(check('GET', '/api/unknown?page=0')).toBeNull()
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

  it('refuses a document of an upload collection made from a URL, and nothing else', async () => {
    const withUploads = {
      ...payload,
      config: { collections: [{ slug: 'media', endpoints: [{ method: 'post', path: '/' }], flattenedFields: [], upload: { staticDir: 'x' } }] },
      collections: { media: {} },
    } as unknown as Payload
    const post = (path: string, body: unknown) =>
      new Request(`http://localhost/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(await restInputProblem(withUploads, post('media', { url: 'http://127.0.0.1:8765/x.png', filename: 'x.png' }), ['media'])).toEqual({
      status: 400,
      message: 'Upload the file itself; uploads from a URL are not accepted.',
    })
    expect(await restInputProblem(withUploads, post('media', { alt: 'x', url: '' }), ['media'])).toBeNull()
    expect(await restInputProblem(withUploads, post('forms', { url: 'https://example.com' }), ['forms'])).toBeNull()
  })
})
