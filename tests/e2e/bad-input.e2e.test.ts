import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { validOperators } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { e2e, http, type HttpResult } from './helpers'

/**
 * Issue 15: no 5xx for bad input, anywhere public (and issue 35 item 9). First the requests the
 * issues list, each with the 4xx it should get; then a generated table (fast-check, fixed seed) of malformed paths,
 * escapes, ids, query strings, bodies, content types and headers sent to every public route of
 * the running server and to Payload's REST endpoints. Any answer >= 500 fails the test.
 *
 * Every request comes from a loopback address of its own (127.x.y.z): logins and lead posts are
 * limited per client address, and the other tests share this server (and 127.0.0.1's buckets).
 * Each also carries an X-Forwarded-For the server must ignore (it trusts no proxy, as `npm start`
 * leaves it).
 */

/** `as`: sent with the session of the administrator or of the Nordbil editor. */
type Request = { method: string; host: string; path: string; headers: Record<string, string>; body?: string; as?: 'admin' | 'editor' }

let sent = 0
/** A loopback address per request, never 127.0.0.1 (the browsers' own): no two requests share a rate-limit bucket. */
const nextClientAddress = () => `127.${1 + ((sent >> 16) & 127)}.${(sent >> 8) & 255}.${sent & 255}`

async function send(request: Request): Promise<HttpResult> {
  sent++
  return http(request.path, request.host, {
    method: request.method,
    headers: { 'x-forwarded-for': `198.18.${(sent >> 8) & 255}.${sent & 255}`, ...request.headers },
    body: request.body,
    from: nextClientAddress(),
  })
}

const describeRequest = (r: Request) =>
  `${r.as ? `${r.as}: ` : ''}${r.method} ${r.host} ${r.path}${Object.keys(r.headers).length ? ` ${JSON.stringify(r.headers)}` : ''}${r.body ? ` body ${JSON.stringify(r.body.slice(0, 120))}` : ''}`

const SITE_HOSTS = ['nordbil.localhost', 'thames.localhost', 'kilometra-se.localhost', 'fjordbil.localhost']

const sessions = new Map<string, Promise<string>>()
/** The request with its `as` session's token (logged in once; the demo editor has the admin's password). */
async function signedIn(request: Request): Promise<Request> {
  if (!request.as) return request
  let token = sessions.get(request.as)
  if (!token) {
    const email = request.as === 'admin' ? e2e().adminEmail : e2e().adminEmail.replace(/^[^@]+/, 'editor.nordbil')
    const body = JSON.stringify({ email, password: e2e().adminPassword })
    token = send({ method: 'POST', host: 'localhost', path: '/api/users/login', headers: { 'content-type': 'application/json' }, body }).then((res) => {
      if (res.status !== 200) throw new Error(`${email} could not log in: ${res.status} ${res.body}`)
      return (JSON.parse(res.body) as { token: string }).token
    })
    sessions.set(request.as, token)
  }
  return { ...request, headers: { ...request.headers, authorization: `JWT ${await token}` } }
}

/** Issue 35 item 9: depth, limit and page out of range, each a 400 naming the parameter. */
const NUMBERS_OUT_OF_RANGE = [
  'limit=Infinity',
  'page=1e309',
  'limit=-1&page=2',
  'limit=1e400',
  'page=0',
  'page=-3',
  'limit=abc',
  'depth=1e9',
  'depth=-1',
  'limit=100000000',
]
/** Issue 35 item 2: 95 aliases of one list query (7.8 s when anonymous GraphQL was open). */
const ALIAS_FLOOD = `{ ${Array.from({ length: 95 }, (_, i) => `a${i}: Pages(limit: 1) { totalDocs }`).join(' ')} }`
const MULTIPART_BAD = '--x\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{bad'

describe('the requests issue 15 lists', () => {
  const cases: [Request, number[]][] = [
    [{ method: 'GET', host: 'nordbil.localhost', path: '/-/media/does-not-exist.png', headers: {} }, [404]],
    [{ method: 'GET', host: 'nordbil.localhost', path: '/%zz', headers: {} }, [400, 404]],
    [{ method: 'GET', host: 'nordbil.localhost', path: '/kop-bil/%E0%A4%A', headers: {} }, [400, 404]],
    [{ method: 'GET', host: 'nordbil.localhost', path: '/api/cars/%', headers: {} }, [400, 404]],
    [{ method: 'GET', host: 'nordbil.localhost', path: '/stock-images/%', headers: {} }, [400, 404]],
    [{ method: 'GET', host: 'localhost', path: '/api/pages/abc', headers: {} }, [404]],
    [{ method: 'GET', host: 'localhost', path: '/api/pages?where[title][near]=1,2', headers: {} }, [400]],
    [{ method: 'POST', host: 'localhost', path: '/api/users/login', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }, [400]],
    [{ method: 'POST', host: 'localhost', path: '/api/pages', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }, [400]],
    [{ method: 'POST', host: 'localhost', path: '/api/leads', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }, [400]],
    [{ method: 'POST', host: 'localhost', path: '/api/users/verify/abc', headers: {} }, [400, 404]],
    [{ method: 'GET', host: 'localhost', path: '/api/exit-preview?next=/admin%0d%0aX:1', headers: {} }, [400]],
    [{ method: 'GET', host: 'localhost', path: '/api/payload-migrations', headers: {} }, [403, 404]],
    // Issue 35 item 9.
    ...NUMBERS_OUT_OF_RANGE.map((query): [Request, number[]] => [{ method: 'GET', host: 'localhost', path: `/api/pages?${query}`, headers: {} }, [400]]),
    [{ method: 'GET', host: 'nordbil.localhost', path: '/sv/%00', headers: {} }, [400]],
    [{ method: 'GET', host: 'nordbil.localhost', path: '/sv/%7F', headers: {} }, [400]],
    [{ method: 'GET', host: 'kilometra-fi.localhost', path: '/fi/%E2%80%AE', headers: {} }, [400]],
    [{ method: 'GET', host: 'nordbil.localhost', path: '/sv/%C3%A5', headers: {} }, [308]],
    [
      {
        method: 'POST',
        host: 'localhost',
        path: '/api/media',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'http://127.0.0.1:8765/x.png', filename: 'x.png', alt: 'x' }),
        as: 'editor',
      },
      [400],
    ],
    [{ method: 'GET', host: 'localhost', path: '/api/pages?where[site.hostnames][like]=%', headers: {}, as: 'admin' }, [400]],
    [{ method: 'DELETE', host: 'localhost', path: '/api/payload-preferences/999999', headers: {}, as: 'admin' }, [404]],
    // Issue 35, the rest of its table: GraphQL (anonymous callers are refused before anything is
    // read; a signed-in one gets 400 for what the server does not run), the tyre hotel on a site
    // without one, a malformed login, an unknown query parameter, /healthz.
    ...['subscription { x }', 'fragment f on Query { ...f } { ...f }', ALIAS_FLOOD].map((query): [Request, number[]] => [
      { method: 'POST', host: 'localhost', path: '/api/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) },
      [401],
    ]),
    ...['subscription { x }', 'fragment f on Query { ...f } { ...f }', '{ Pages('].map((query): [Request, number[]] => [
      {
        method: 'POST',
        host: 'localhost',
        path: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
        as: 'editor',
      },
      [400],
    ]),
    // Over the cost cap: graphql-http answers a validation error to an application/json caller with 200 and `errors`.
    [
      {
        method: 'POST',
        host: 'localhost',
        path: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ALIAS_FLOOD }),
        as: 'editor',
      },
      [200],
    ],
    [{ method: 'GET', host: 'thames.localhost', path: '/api/tirehotel/authorization/search?regNo=ABC123', headers: {} }, [404]],
    [{ method: 'POST', host: 'localhost', path: '/api/users/login', headers: { 'content-type': 'application/json' }, body: '{"email":"x"}' }, [400, 401]],
    [{ method: 'GET', host: 'nordbil.localhost', path: `/kop-bil?x=${Date.now()}`, headers: {} }, [200]],
    [{ method: 'GET', host: 'nordbil.localhost', path: '/healthz', headers: {} }, [200]],
  ]
  it.each(cases.map(([request, statuses]) => ({ name: describeRequest(request), request, statuses })))(
    '$name answers $statuses',
    async ({ request, statuses }) => {
      const res = await send(await signedIn(request))
      expect(statuses, `${describeRequest(request)} answered ${res.status}: ${res.body.slice(0, 200)}`).toContain(res.status)
      if (res.status >= 400 && request.path.startsWith('/api/') && res.headers['content-type']?.toString().startsWith('application/json')) {
        // A message a person can act on: in Payload's error shape, or the spec's `{ message }` (the tyre hotel's calls).
        const body = JSON.parse(res.body) as { errors?: { message: string }[]; message?: string }
        expect(body.errors?.[0]?.message ?? body.message).toMatch(/\w{3,}/)
      }
      expect(res.headers['x']).toBeUndefined()
    },
  )

  it('keeps a multipart body that is whole for Payload (the checks read a copy)', async () => {
    const boundary = '----showroomFuzz7MA4YWxkTrZu0gW'
    const res = await send({
      method: 'POST',
      host: 'localhost',
      path: '/api/users/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{"email":"nobody@example.com","password":"wrong-password"}\r\n--${boundary}--\r\n`,
    })
    // Payload read the e-mail and password from it: a failed login, not a malformed body.
    expect(res.status).toBe(401)
  })

  it('redirects to the site’s own host whatever X-Forwarded-Host a client sends (issue 35 item 5)', async () => {
    const res = await send({
      method: 'GET',
      host: 'nordbil.localhost',
      path: '/bilar',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
    expect(res.status).toBe(308)
    expect(String(res.headers.location)).not.toContain('evil.example')
    expect(String(res.headers.location)).toMatch(/^(\/|http:\/\/nordbil\.localhost:\d+\/)kop-bil/)
  })

  it('counts failed logins per connection, whatever X-Forwarded-For says (issue 35 item 1); the 429 says when to come back', async () => {
    const from = '127.250.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await http('/api/users/login', 'localhost', {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: 'nobody@showroom.local', password: 'wrong-guess' }),
      })
      statuses.push(res.status)
      if (i === 10) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
        expect((JSON.parse(res.body) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/^Too many failed logins from your network/)
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })

  it("redirects the default language's prefix to a percent-encoded Location (/sv/%C3%A5 → /%C3%A5, not /Ã¥)", async () => {
    const res = await send({ method: 'GET', host: 'nordbil.localhost', path: '/sv/%C3%A5', headers: {} })
    expect(res.status).toBe(308)
    expect(String(res.headers.location)).toMatch(/^(https?:\/\/nordbil\.localhost(:\d+)?)?\/%C3%A5$/)
  })
})

/** Every route.ts under src/app/(payload)/api with its methods, as URL templates (`[id]` and the like to be filled). */
function apiRoutes(): { template: string; methods: string[] }[] {
  const root = path.resolve('src/app/(payload)/api')
  const routes: { template: string; methods: string[] }[] = []
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'route.ts') continue
    const dir = path.relative(root, entry.parentPath)
    if (dir === '[...slug]') continue // Payload's REST API: below, per collection
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    const methods = [...source.matchAll(/export (?:async function|const) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!)
    routes.push({ template: `/api/${dir.split(path.sep).join('/')}`, methods })
  }
  return routes
}

const REST_COLLECTIONS = ['sites', 'pages', 'media', 'dictionary', 'leads', 'forms', 'users', 'site-shell', 'redirects', 'locations', 'saved-searches']
const REST_PATHS = ['', '/{id}', '/{id}/duplicate', '/count', '/versions', '/versions/{id}', '/access/{id}', '/file/{segment}', '/{segment}']
const USER_PATHS = [
  '/login',
  '/logout',
  '/me',
  '/init',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/unlock',
  '/first-register',
  '/verify/{segment}',
]
const SITE_PATHS = [
  '/',
  '/en',
  '/om-oss',
  '/en/om-oss',
  '/kop-bil',
  '/kop-bil/volvo',
  '/kop-bil/volvo/xc60',
  '/buy-car',
  '/kjop-bil',
  '/salj-bil',
  '/kontakt',
  '/nyheter',
]
const FIXED_PATHS = [
  '/healthz',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/stock-images/{segment}',
  '/-/media/{segment}',
  '/-/jssmedia/{segment}',
  '/admin',
  '/admin/login',
  '/preview/{segment}/sv/{segment}',
]

/** Path segments: ids that are none, escapes that decode to nothing or to something odd, traversal, length. */
const segment = fc.oneof(
  fc.constantFrom(
    'abc',
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '1',
    '42',
    'null',
    'undefined',
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '%0d%0aX:1',
    '%2e%2e',
    '..',
    '%2F',
    '%2f..%2f..%2fetc%2fpasswd',
    '%C0%AF',
    '%FF',
    '%25',
    '%22',
    '%3Cscript%3E',
    "'",
    '~',
    '[]',
    'a'.repeat(300),
  ),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%-]{1,24}$/),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s) || 'x'),
)

const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    'abc',
    '1',
    '-1',
    '0',
    '1,2',
    'abc,1',
    'null',
    'true',
    '2025-13-45',
    'notadate',
    '2025-01-31',
    '%',
    '%zz',
    '%0d%0aX:1',
    '//evil.example',
    '/admin%0d%0aX:1',
    '{',
    '[]',
    '{"title":{"near":1}}',
    '99999999999999999999',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~!$'()*+,;:@%-]{0,16}$/),
)

const WHERE_FIELDS = [
  'id',
  'title',
  'site',
  'parent',
  'slug',
  'path',
  '_status',
  'createdAt',
  'updatedAt',
  'email',
  'filename',
  'site.key',
  'site.hostnames',
  'site.paths',
  'parent.site.hostnames',
  'header',
  'header.blockType',
  'nope',
  'and',
  'or',
]
const whereParam = fc
  .tuple(
    fc.constantFrom('', '[or][0]', '[and][1]', '[or][0][and][0]'),
    fc.constantFrom(...WHERE_FIELDS),
    fc.constantFrom(...validOperators, 'all', 'bogus', ''),
    fc.constantFrom('', '[0]', '[x]'),
    queryValue,
  )
  .map(([prefix, field, operator, tail, value]) => `where${prefix}[${field}]${operator ? `[${operator}]` : ''}${tail}=${value}`)

const queryParam = fc.oneof(
  whereParam,
  fc
    .tuple(
      fc.constantFrom(
        'where',
        'depth',
        'limit',
        'page',
        'sort',
        'locale',
        'fallback-locale',
        'draft',
        'select[title]',
        'populate[pages]',
        'joins',
        'next',
        'path',
        'host',
        'site',
        'lang',
        'id',
        // GET /api/cars?ids= (the favourites lookup).
        'ids',
        'q',
        'x',
      ),
      queryValue,
    )
    .map(([k, v]) => `${k}=${v}`),
)
/** depth, limit and page out of range (issue 35 item 9), and some in range. */
const pagingParam = fc
  .tuple(
    fc.constantFrom('depth', 'limit', 'page'),
    fc.oneof(
      fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e309', '1e400', '-1', '-3', '0', '1.5', '1e9', '100000000', '99999999999999999999', '0x10', 'abc', ''),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
      fc.double({ noNaN: true }).map(String),
    ),
  )
  .map(([name, value]) => `${name}=${value}`)

const query = fc.array(fc.oneof(queryParam, pagingParam), { maxLength: 3 }).map((params) => (params.length ? `?${params.join('&')}` : ''))

/** A control character (C0, DEL, C1) or a bidirectional control (U+202A–U+202E, U+2066–U+2069). */
const controlCharacter = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.constant(0x7f),
    fc.integer({ min: 0x80, max: 0x9f }),
    fc.integer({ min: 0x202a, max: 0x202e }),
    fc.integer({ min: 0x2066, max: 0x2069 }),
  )
  .map((code) => String.fromCharCode(code))
/** A path segment with a control character, after a language prefix, escaped as a browser sends it. */
const controlCharacterPath = fc
  .tuple(fc.constantFrom('sv', 'en', 'nb', 'fi', 'sk'), fc.string({ maxLength: 4 }), controlCharacter, fc.string({ maxLength: 4 }))
  .map(([lang, before, control, after]) => `/${lang}/${encodeURIComponent(`${before}${control}${after}`)}`)

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'multipart/form-data;  boundary=x',
  'multipart/mixed; boundary=x',
  'application/x-www-form-urlencoded',
  'text/plain',
  'image/png',
  'Application/JSON',
  ';;;',
  'multipart/form-data; boundary=',
]
const body = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom(
    '{',
    '{"email":',
    'null',
    '[]',
    '"x"',
    '{"email":1,"password":[]}',
    '{"where":{"title":{"near":1}}}',
    'x',
    MULTIPART_BAD,
    `${MULTIPART_BAD}\r\n--x--\r\n`,
    '--x--\r\n',
    'a=1&b',
    '\u0000',
  ),
  fc.string({ maxLength: 40 }),
)
const headers = fc.record(
  {
    'content-type': fc.constantFrom(...CONTENT_TYPES),
    'x-http-method-override': fc.constantFrom('GET', 'DELETE', 'x'),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'x'),
    'accept-language': fc.constantFrom('sv', 'xx', '*;q=x', ''),
    authorization: fc.constantFrom('JWT abc', 'Bearer abc', 'users API-Key abc', 'Basic !!!', ''),
    cookie: fc.constantFrom('payload-token=abc', 'payload-token=%zz', 'showroom-consent=%7B', '__prerender_bypass=x', '=;;'),
    range: fc.constantFrom('bytes=5-1', 'bytes=abc', 'bytes=0-0', 'lines=1-2'),
    'x-api-key': fc.constantFrom('', 'x', 'showroom-local-search-key'),
    'x-forwarded-host': fc.constantFrom('evil.example', '', '%zz'),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/'),
  },
  { requiredKeys: [] },
)

const PLACEHOLDER = /\{id\}|\{segment\}|\[[^\]]+\]/g
/** The template with each placeholder (`{id}`, `{segment}`, a route's `[param]`) replaced by its own generated segment. */
const fill = (template: string): fc.Arbitrary<string> =>
  fc.array(segment, { minLength: 2, maxLength: 2 }).map((values) => {
    let i = 0
    return template.replace(PLACEHOLDER, () => values[i++ % values.length]!)
  })

function arbitraryRequest(): fc.Arbitrary<Request> {
  const api = apiRoutes()
  const target = fc.oneof(
    // Site pages and the fixed files, on site hosts, the index host and a host nobody serves.
    {
      weight: 3,
      arbitrary: fc.record({
        method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST'),
        host: fc.constantFrom(...SITE_HOSTS, 'localhost', 'www.nordbil.localhost', 'nobody.example'),
        path: fc.oneof(
          fc.tuple(fc.constantFrom(...SITE_PATHS), fc.option(segment, { nil: undefined })).map(([p, s]) => (s ? `${p.replace(/\/$/, '')}/${s}` : p)),
          fc.constantFrom(...FIXED_PATHS).chain(fill),
          controlCharacterPath,
        ),
      }),
    },
    // Every route.ts, with its own methods and one it does not have.
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...api)
        .chain((route) =>
          fc.record({ method: fc.constantFrom(...route.methods, 'PUT'), host: fc.constantFrom(...SITE_HOSTS, 'localhost'), path: fill(route.template) }),
        ),
    },
    // Payload's REST endpoints per collection, and the auth endpoints of users.
    {
      weight: 5,
      arbitrary: fc.record({
        method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        host: fc.constant('localhost'),
        path: fc
          .tuple(fc.constantFrom(...REST_COLLECTIONS), fc.constantFrom(...REST_PATHS, ...REST_PATHS, ...USER_PATHS))
          .chain(([collection, p]) => fill(`/api/${collection}${p}`)),
      }),
    },
  )
  return fc.record({ target, query, headers, body }).map(({ target: t, query: q, headers: h, body: b }) => {
    const withBody = !['GET', 'HEAD'].includes(t.method)
    return { ...t, path: `${t.path}${q}`, headers: h, body: withBody ? b : undefined }
  })
}

describe('bad input anywhere public', () => {
  it('never answers >= 500 (generated table, fixed seed)', async () => {
    const requests = fc.sample(arbitraryRequest(), { seed: 15, numRuns: 1500 })
    const failures: string[] = []
    const startedWith = sent
    const queue = [...requests]
    // A few at a time: the server shares two cores with this test.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let request = queue.shift(); request; request = queue.shift()) {
          const res = await send(request)
          if (res.status >= 500) failures.push(`${res.status} ${describeRequest(request)}: ${res.body.slice(0, 160)}`)
        }
      }),
    )
    console.log(`bad-input fuzz: ${sent - startedWith} requests, ${failures.length} answered >= 500`)
    expect(failures).toEqual([])
  })

  it('answers 400 to numbers out of range and to control characters after a language prefix (generated)', async () => {
    const outOfRange = fc
      .tuple(fc.constantFrom('depth', 'limit', 'page'), fc.constantFrom('pages', 'media', 'sites'), fc.integer({ min: 1, max: 1_000_000 }))
      .map(([name, collection, n]): Request => {
        const value = name === 'depth' ? 10 + n : name === 'limit' ? 1000 + n : -n
        return { method: 'GET', host: 'localhost', path: `/api/${collection}?${name}=${value}`, headers: {} }
      })
    const controls = fc.tuple(fc.constantFrom(...SITE_HOSTS), controlCharacterPath).map(([host, p]): Request => ({ method: 'GET', host, path: p, headers: {} }))
    const wrong: string[] = []
    for (const request of [...fc.sample(outOfRange, { seed: 35, numRuns: 30 }), ...fc.sample(controls, { seed: 35, numRuns: 60 })]) {
      const res = await send(request)
      if (res.status !== 400) wrong.push(`${res.status} ${describeRequest(request)}: ${res.body.slice(0, 160)}`)
    }
    expect(wrong).toEqual([])
  })
})
