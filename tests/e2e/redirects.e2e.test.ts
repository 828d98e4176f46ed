import { connect } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_REDIRECT_TABLES, type DemoRedirect } from '../../src/demo/seed/demo-redirects'
import { adminToken, e2e, http, type HttpResult } from './helpers'

/**
 * Issue 18 on the production build with the demo content: for every table of spec 03 §2.9, one
 * rule of each kind answers 308 with the right Location (the example the table names, or the
 * source itself); legacy /en rules on sites that serve English stay out of the way; a new rule
 * comes into force (before a cached copy of the page it hides) and a deleted one goes without a
 * restart; hits are counted; bad paths are a 400.
 */

/**
 * How long a rule change may take here: far below any cache's lifetime (the page cache keeps a
 * page 600 s), so a change that waited for one fails. The 5 s target itself is a benchmark figure
 * (`npm run bench:redirects`, on a quiet machine), not a timed test: CI runs this beside other work.
 */
const CHANGE_WITHIN = { timeout: 30_000, interval: 100 }

let token: string
const siteIds: Record<string, number> = {}
const created: number[] = []

const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const res = await http(path, 'localhost', {
    method: init.method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, json: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} }
}

/** A GET with raw UTF-8 bytes in the request line (what http.request refuses to send). */
function rawGet(path: string, host: string): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(e2e().port, '127.0.0.1', () => {
      socket.write(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}:${e2e().port}\r\nConnection: close\r\n\r\n`, 'utf8'))
    })
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (data += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head = ''] = data.split('\r\n\r\n')
      const [status = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status: Number(status.split(' ')[1]), headers, body: '' })
    })
  })
}

const siteOrigin = (siteKey: string) => `http://${siteKey}.localhost:${e2e().port}`
const expectedLocation = (siteKey: string, location: string) => (/^https?:/.test(location) ? location : `${siteOrigin(siteKey)}${location}`)
const request = (rule: DemoRedirect) => rule.example?.request ?? `${rule.source}${rule.queryConditions ? `?${rule.queryConditions}` : ''}`
const location = (rule: DemoRedirect) => rule.example?.location ?? rule.destination

beforeAll(async () => {
  token = await adminToken()
  const sites = await api('/api/sites?depth=0&limit=100')
  for (const s of sites.json.docs as Array<{ id: number; key: string }>) siteIds[s.key] = s.id
})

afterAll(async () => {
  for (const id of created) await api(`/api/redirects/${id}`, { method: 'DELETE' })
})

describe('the spec’s redirect tables on the demo sites: one rule of each kind', () => {
  for (const table of DEMO_REDIRECT_TABLES) {
    const kinds = [...new Set(table.rules.map((r) => r.kind))]
    describe(`${table.table} (${table.siteKey})`, () => {
      for (const kind of kinds) {
        const rule = table.rules.find((r) => r.kind === kind && !r.inactive) ?? table.rules.find((r) => r.kind === kind)!
        const path = request(rule)
        if (rule.inactive) {
          it(`${kind}: ${path} is not redirected, the site serves that language there`, async () => {
            const res = await http(path, `${table.siteKey}.localhost`)
            expect(res.status).not.toBe(308)
            expect(res.status).toBeLessThan(500)
          })
          continue
        }
        it(`${kind}: ${path} → 308 ${location(rule)}`, async () => {
          const res = await http(path, `${table.siteKey}.localhost`)
          expect(res.status).toBe(308)
          expect(res.headers.location).toBe(expectedLocation(table.siteKey, location(rule)))
        })
      }
    })
  }
})

describe('every rule of every table', () => {
  it('answers as its table says, every destination on the site is a page (facility pages among them), and the pages the tables added are there', async () => {
    const wrong: string[] = []
    for (const table of DEMO_REDIRECT_TABLES) {
      const destinations = new Set<string>()
      for (const rule of table.rules) {
        const res = await http(request(rule), `${table.siteKey}.localhost`)
        if (rule.inactive) {
          if (res.status === 308) wrong.push(`${table.siteKey} ${request(rule)}: redirected, but the rule is inactive`)
          continue
        }
        const expected = expectedLocation(table.siteKey, location(rule))
        if (res.status !== 308 || res.headers.location !== expected)
          wrong.push(`${table.siteKey} ${request(rule)}: ${res.status} ${res.headers.location} (expected ${expected})`)
        if (expected.startsWith(siteOrigin(table.siteKey))) destinations.add(expected.slice(siteOrigin(table.siteKey).length))
      }
      // No chains (they are collapsed), so a destination is a page itself.
      for (const destination of destinations) {
        const res = await http(destination, `${table.siteKey}.localhost`)
        if (res.status !== 200) wrong.push(`${table.siteKey} destination ${destination}: ${res.status}`)
      }
      for (const pagePath of Object.keys(table.pages)) {
        const res = await http(pagePath, `${table.siteKey}.localhost`)
        if (res.status !== 200) wrong.push(`${table.siteKey} page ${pagePath}: ${res.status}`)
      }
    }
    expect(wrong).toEqual([])
  })
})

describe('how the proxy answers', () => {
  it('matches an accented source %-escaped in either hex case and decomposed; raw bytes on the wire are refused with 400, never 500', async () => {
    for (const path of ['/d%C3%A4ckhotell', '/d%c3%a4ckhotell', '/da%CC%88ckhotell']) {
      const res = await http(path, 'nordbil.localhost')
      expect({ path, status: res.status, location: res.headers.location }).toEqual({
        path,
        status: 308,
        location: `${siteOrigin('nordbil')}/dack-och-biltillbehor/dackhotell`,
      })
    }
    // Browsers always %-escape; Node's HTTP parser turns away unescaped UTF-8 in the request line itself.
    expect((await rawGet('/däckhotell', 'nordbil.localhost')).status).toBe(400)
  })

  it('treats /sv-se and /sv-SE as old prefixes everywhere, and /en only where the site has no English pages', async () => {
    expect((await http('/sv-SE/kop-bil?x=1', 'nordbil.localhost')).headers.location).toBe(`${siteOrigin('nordbil')}/kop-bil?x=1`)
    expect((await http('/en/om-oss', 'nordbil.localhost')).status).toBe(200) // Nordbil's English page
    expect((await http('/en/contact', 'kilometra-sk.localhost')).headers.location).toBe(`${siteOrigin('kilometra-sk')}/kontakty`)
  })

  it('leaves a live page alone unless a rule names it; a query-conditional rule only with its query', async () => {
    expect((await http('/nyheter', 'nordbil.localhost')).status).toBe(200)
    const res = await http('/nyheter?kategori=kampanj', 'nordbil.localhost')
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe(`${siteOrigin('nordbil')}/kop-bil/kampanjer/bilkampanjer`)
  })

  it('sends a www host straight to the destination on the bare host (one redirect, not two)', async () => {
    const res = await http('/bilar', 'www.nordbil.localhost')
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe(`${siteOrigin('nordbil')}/kop-bil/alla-bilar-i-lager`)
  })

  it('answers 400 to a path it cannot decode, never 500', async () => {
    expect((await http('/find-us/%E0%A4%A', 'kilometra-se.localhost')).status).toBe(400)
  })

  it('keeps the loopback routes to itself', async () => {
    expect((await http('/api/redirect-table?host=nordbil.localhost', 'localhost')).status).toBe(404)
    const hits = await http('/api/redirect-hits', 'localhost', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hits":[]}' })
    expect(hits.status).toBe(404)
  })
})

describe('changes and hits', () => {
  it('puts a new rule in force before the live (and cached) page it names, and takes a deleted one out again', async () => {
    // Asked twice: the second answer is the page cache's copy, which the new rule must not hide behind.
    expect((await http('/aktuelt/bytt-til-vinterdekk', 'fjordbil.localhost')).status).toBe(200)
    const before = await http('/aktuelt/bytt-til-vinterdekk', 'fjordbil.localhost')
    expect(before.status).toBe(200)
    const saved = await api('/api/redirects?depth=0', {
      method: 'POST',
      body: { site: siteIds.fjordbil, source: '/aktuelt/bytt-til-vinterdekk', destination: '/aktuelt' },
    })
    expect(saved.status).toBe(201)
    const doc = saved.json.doc as { id: number; warning: string }
    created.push(doc.id)
    expect(doc.warning).toMatch(/Hides a live page/)
    await expect.poll(async () => (await http('/aktuelt/bytt-til-vinterdekk', 'fjordbil.localhost')).status, CHANGE_WITHIN).toBe(308)
    // And it stays in force: no copy of the page kept meanwhile comes back once the change has settled.
    await new Promise((r) => setTimeout(r, 4_000))
    expect((await http('/aktuelt/bytt-til-vinterdekk', 'fjordbil.localhost')).status).toBe(308)

    expect((await api(`/api/redirects/${doc.id}`, { method: 'DELETE' })).status).toBe(200)
    await expect.poll(async () => (await http('/aktuelt/bytt-til-vinterdekk', 'fjordbil.localhost')).status, CHANGE_WITHIN).toBe(200)
  })

  it('counts hits and shows the last one to the admin', async () => {
    const [rule] = (await api(`/api/redirects?where[source][equals]=/why-us&where[site][equals]=${siteIds['kilometra-fi']}&depth=0`)).json.docs as Array<{
      id: number
      hits: number
    }>
    const start = Date.now()
    for (let i = 0; i < 3; i++) expect((await http('/why-us', 'kilometra-fi.localhost')).status).toBe(308)
    await expect
      .poll(async () => (await api(`/api/redirects/${rule!.id}?depth=0`)).json as { hits: number; lastHitAt: string | null }, {
        timeout: 20_000,
        interval: 500,
      })
      .toMatchObject({ hits: rule!.hits + 3 })
    const after = (await api(`/api/redirects/${rule!.id}?depth=0`)).json as { lastHitAt: string }
    expect(Date.parse(after.lastHitAt)).toBeGreaterThanOrEqual(start - 1000)
  })
})
