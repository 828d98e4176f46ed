import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/(payload)/api/graphql/route'

import { createSite, createTestPayload } from './test-payload'
import { awayFromWindowEdge, GRAPHQL_WINDOW_MS } from './rate-limit-window'

/**
 * Issue 35 item 2: /api/graphql as a stranger and as an editor. Anonymous callers are turned away
 * before any database work, a signed-in caller's request is costed (each alias at least one
 * query) and refused quickly when it asks too much, documents the server cannot run are 400s, and
 * every address has a request budget per minute.
 */

let payload: Payload
let token: string
let sent = 0

async function graphql(query: unknown, options: { token?: string; from?: string; body?: string } = {}) {
  const response = await POST(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // The HTTP entry leaves exactly one address here (lib/client-address.ts); a new one per call unless a test names it.
        'x-forwarded-for': options.from ?? `198.51.100.${++sent % 250}`,
        ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
      },
      body: options.body ?? JSON.stringify({ query }),
    }),
  )
  const json = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] }
  return { status: response.status, headers: response.headers, json }
}

const aliasFlood = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: Pages(limit: 1) { totalDocs }`).join(' ')} }`

beforeAll(async () => {
  payload = await createTestPayload()
  const site = await createSite(payload)
  await payload.create({ collection: 'pages', draft: false, data: { title: 'Start', slug: 'home', site: site.id, _status: 'published' } as never })
  await payload.create({
    collection: 'users',
    data: { email: 'editor@graphql.test', password: 'graphql-password-1', role: 'editor', sites: [{ site: site.id }] } as never,
  })
  token = (await payload.login({ collection: 'users', data: { email: 'editor@graphql.test', password: 'graphql-password-1' } })).token!
})

describe('anonymous callers', () => {
  it('are refused with 401 and a message saying who may use it', async () => {
    const answer = await graphql('{ Pages { docs { title } } }')
    expect(answer.status).toBe(401)
    expect(answer.json.errors?.[0]?.message).toMatch(/signed-in CMS users/)
    expect(answer.json.data).toBeUndefined()
  })

  it('cannot flood it: the alias flood that took 7.8 s is turned away at once', async () => {
    expect((await graphql(aliasFlood(95))).status).toBe(401)
  })
})

describe('a signed-in editor', () => {
  it('runs an ordinary query', async () => {
    const answer = await graphql('{ Pages(limit: 5) { totalDocs docs { title } } }', { token })
    expect(answer.status).toBe(200)
    expect(answer.json.data).toEqual({ Pages: { totalDocs: 1, docs: [{ title: 'Start' }] } })
  })

  it('gets an error, not 95 queries, for 95 aliases: each alias costs at least one query', async () => {
    const answer = await graphql(aliasFlood(95), { token })
    expect(answer.json.data).toBeUndefined()
    expect(answer.json.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } })
    expect(answer.json.errors?.[0]?.message).toMatch(/costs 950, at most 200/)
    // Twenty top-level reads are fine.
    expect((await graphql(aliasFlood(20), { token })).json.data).toMatchObject({ a0: { totalDocs: 1 }, a19: { totalDocs: 1 } })
  })

  it('counts a fragment where it is spread, and relationship reads inside lists', async () => {
    const spread = `fragment p on Query { a: Pages(limit: 1) { totalDocs } b: Pages(limit: 1) { totalDocs } } { ${Array.from({ length: 11 }, () => '...p').join(' ')} }`
    expect((await graphql(spread, { token })).json.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } })
    const related = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: Pages(limit: 1) { docs { site { name } parent { title } } }`).join(' ')} }`
    expect((await graphql(related, { token })).json.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } })
  })

  it('gets a 400 naming the problem for documents the server does not run', async () => {
    const cases: [string, RegExp][] = [
      ['subscription { x }', /Subscriptions are not supported/],
      ['fragment f on Query { ...f } { ...f }', /fragment "f" spreads itself/],
      ['fragment a on Query { ...b } fragment b on Query { ...a } { ...a }', /fragments must not form a cycle/],
      ['{ Pages(', /cannot be read/],
      ['', /Send the GraphQL document/],
    ]
    for (const [query, message] of cases) {
      const answer = await graphql(query, { token })
      expect(answer.status, query).toBe(400)
      expect(answer.json.errors?.[0]?.message, query).toMatch(message)
    }
    // Fragments that each spread the next twice: 2^20 fields from a few hundred characters.
    const fragments = Array.from(
      { length: 20 },
      (_, i) => `fragment f${i} on Query { ${i === 19 ? 'Pages(limit: 1) { totalDocs }' : `...f${i + 1} ...f${i + 1}`} }`,
    )
    const doubling = await graphql(
      `
        ${fragments.join(' ')}
        {
          ...f0
        }
      `,
      { token },
    )
    expect(doubling.status).toBe(400)
    expect(doubling.json.errors?.[0]?.message).toMatch(/once its fragments are expanded/)
    expect((await graphql(undefined, { token, body: '[{"query":"{ Pages { totalDocs } }"}]' })).status).toBe(400)
  })
})

describe('uploads from a URL', () => {
  it('are refused through GraphQL too: the server never fetches the address', async () => {
    const before = await payload.count({ collection: 'media', overrideAccess: true })
    await expect(
      payload.create({ collection: 'media', data: { url: 'http://127.0.0.1:8765/x.png', filename: 'x.png', alt: 'x' } as never, overrideAccess: true }),
    ).rejects.toThrow('Upload the file itself; uploads from a URL are not accepted.')
    const answer = await graphql('mutation { createMedia(data: { url: "http://127.0.0.1:8765/x.png", filename: "x.png", alt: "x" }) { id } }', { token })
    expect(JSON.stringify(answer.json.errors ?? [])).toMatch(/Upload the file itself; uploads from a URL are not accepted/)
    expect(answer.json.data?.createMedia ?? null).toBeNull()
    expect(await payload.count({ collection: 'media', overrideAccess: true })).toEqual(before)
  })
})

describe('every address', () => {
  it('has 60 requests a minute; then 429 with Retry-After, while others go on', async () => {
    await awayFromWindowEdge(GRAPHQL_WINDOW_MS, 20_000)
    const from = '203.0.113.200'
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await graphql('{ Pages { totalDocs } }', { from })).status)
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true)
    const limited = await graphql('{ Pages { totalDocs } }', { from, token })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.json.errors?.[0]?.message).toMatch(/Too many GraphQL requests/)
    expect((await graphql('{ Pages { totalDocs } }', { token })).status).toBe(200)
  })
})
