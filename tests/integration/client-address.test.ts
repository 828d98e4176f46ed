import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as postRest } from '@/app/(payload)/api/[...slug]/route'
import { POST as postLead } from '@/app/(payload)/api/forms/comhub/route'
import { mechmateDeps } from '@/features/service-booking'
import { requestClientAddress, settleForwardedHeaders } from '@/lib/client-address'

import { createSite, createTestPayload } from './test-payload'
import { awayFromWindowEdge, LEAD_ADDRESS_WINDOW_MS, LOGIN_WINDOW_MS } from './rate-limit-window'

/**
 * Issue 35 item 1 over real sockets: a server whose first step is the HTTP entry's own
 * (`settleForwardedHeaders`, as in src/server.ts), trusting one proxy, 127.0.0.1. A client at
 * 127.0.0.2 (any 127.x address reaches a loopback server) is no proxy: whatever X-Forwarded-For it
 * sends, its logins, leads and bookings count against 127.0.0.2. From 127.0.0.1, the proxy, the
 * X-Forwarded-For entry it appended is the client.
 */

let payload: Payload
let server: Server
let port: number
const PROXY = '127.0.0.1'
const STRANGER = '127.0.0.2'
const PASSWORD = 'client-address-password-1'
const EMAIL = 'admin@client-address.test'

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined })
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

function send(from: string, path: string, body: unknown, headers: Record<string, string> = {}, host = 'client-address.example'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body)
    const req = httpRequest(
      { host: PROXY, port, localAddress: from, path, method: 'POST', headers: { host, 'content-type': 'application/json', ...headers } },
      (res) => {
        let data = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (data += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }))
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

let addressCounter = 0
const anotherAddress = () => `198.51.100.${++addressCounter}`

const login = (from: string, forwardedFor: string, password = 'wrong-password') =>
  send(from, '/api/users/login', { email: EMAIL, password }, { 'x-forwarded-for': forwardedFor })

let submission = 0
const lead = (from: string, forwardedFor: string) =>
  send(
    from,
    '/api/forms/comhub',
    {
      formName: 'seCarContactForm',
      formSubmissionId: `00000000-aaaa-4bbb-8ccc-${String(++submission).padStart(12, '0')}`,
      values: {
        car: { id: '101', brand: 'Volvo', model: 'XC60', version: 'T8', year: 2023, regNo: 'ABC123', isSample: false },
        name: 'Anna Svensson',
        phone: `+46 70 100 00 ${String(submission).padStart(2, '0')}`,
        email: 'anna@example.se',
        message: 'Finns bilen kvar?',
        quote: true,
        testDrive: false,
        source: 'https://client-address.example/bil/101/volvo-xc60',
      },
    },
    { 'x-forwarded-for': forwardedFor },
  )

const bookingLimited = (from: string, forwardedFor: string) =>
  send(from, '/booking-limit', { phone: `+46 70 200 00 ${String(++submission).padStart(2, '0')}` }, { 'x-forwarded-for': forwardedFor })

beforeAll(async () => {
  payload = await createTestPayload()
  await createSite(payload, { hostnames: ['client-address.example'] })
  await payload.create({ collection: 'users', data: { email: EMAIL, password: PASSWORD, role: 'admin', sites: [] } as never })
  server = createServer((req, res) => {
    // The entry's first step, exactly as src/server.ts takes it.
    settleForwardedHeaders(req, { proxies: [PROXY] })
    void (async () => {
      const request = await toRequest(req)
      const path = new URL(request.url).pathname
      let response: Response
      if (path === '/api/forms/comhub') response = await postLead(request)
      else if (path === '/booking-limit') {
        // The service booking's own limit, with the address the route hands it.
        const { phone } = (await request.json()) as { phone: string }
        const limited = await mechmateDeps(request.headers.get('host'), requestClientAddress(request.headers)).limited(phone)
        response = Response.json({ limited })
      } else response = await postRest(request, { params: Promise.resolve({ slug: path.split('/').slice(2) }) })
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, PROXY, resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const leadStatuses = async () =>
  (await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, limit: 100, sort: 'createdAt' })).docs.map((d) => d.status)

describe('a client that is not a trusted proxy', () => {
  it('cannot escape the login limit with a new X-Forwarded-For per attempt', async () => {
    await awayFromWindowEdge(LOGIN_WINDOW_MS, 30_000)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await login(STRANGER, anotherAddress())).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    const refused = await login(STRANGER, anotherAddress(), PASSWORD)
    expect(statuses[10]).toBe(429)
    expect(refused.status).toBe(429)
    // The documented message and when to come back (issue 35 item 6).
    expect(JSON.parse(refused.body).errors[0].message).toMatch(/^Too many failed logins from your network\. Try again in \d+ minutes?/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('cannot escape the lead limit: the 11th lead in 10 minutes is held as spam whatever the header says', async () => {
    await awayFromWindowEdge(LEAD_ADDRESS_WINDOW_MS, 30_000)
    for (let i = 0; i < 11; i++) expect((await lead(STRANGER, anotherAddress())).status).toBe(202)
    const statuses = await leadStatuses()
    expect(statuses.slice(0, 10)).not.toContain('spam-suspected')
    expect(statuses[10]).toBe('spam-suspected')
  })

  it('cannot escape the booking limit', async () => {
    await awayFromWindowEdge(LEAD_ADDRESS_WINDOW_MS, 30_000)
    const answers: boolean[] = []
    for (let i = 0; i < 11; i++) answers.push((JSON.parse((await bookingLimited(STRANGER, anotherAddress())).body) as { limited: boolean }).limited)
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(false))
    expect(answers[10]).toBe(true)
  })
})

describe('the trusted proxy', () => {
  it("counts each client it names on its own: another client's logins are not refused", async () => {
    // The stranger is locked out above; clients behind the proxy are not.
    for (let i = 0; i < 11; i++) expect((await login(PROXY, anotherAddress())).status).toBe(401)
    expect((await login(PROXY, anotherAddress(), PASSWORD)).status).toBe(200)
  })

  it('still limits one client it names, whatever that client wrote before the entry', async () => {
    await awayFromWindowEdge(LOGIN_WINDOW_MS, 30_000)
    const client = '203.0.113.66'
    const statuses: number[] = []
    // The client's own forged first entry changes nothing: the proxy appended the real one.
    for (let i = 0; i < 11; i++) statuses.push((await login(PROXY, `${anotherAddress()}, ${client}`)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })

  it('follows the client it names for leads and bookings too', async () => {
    const before = (await leadStatuses()).length
    for (let i = 0; i < 3; i++) expect((await lead(PROXY, anotherAddress())).status).toBe(202)
    expect((await leadStatuses()).slice(before)).not.toContain('spam-suspected')
    for (let i = 0; i < 3; i++) expect(JSON.parse((await bookingLimited(PROXY, anotherAddress())).body)).toEqual({ limited: false })
  })
})

describe('malformed logins (issue 35 item 6)', () => {
  it('do not count: broken bodies from one address never lock it out', async () => {
    const from = '127.0.0.3'
    for (let i = 0; i < 15; i++) {
      const answer = await send(from, '/api/users/login', i % 2 ? { email: 'not-an-address' } : { password: 'only-a-password' })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.status).not.toBe(429)
    }
    expect((await send(from, '/api/users/login', { email: EMAIL, password: PASSWORD })).status).toBe(200)
  })
})
