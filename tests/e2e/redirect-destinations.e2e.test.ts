import { describe, expect, it } from 'vitest'

import { DEMO_REDIRECT_TABLES, type DemoRedirect } from '../../src/demo/seed/demo-redirects'
import { adminToken, e2e, http } from './helpers'

/**
 * Issue 36 item 7: the redirect tables as the demo seeded them into the CMS (read back through the
 * REST API, not from their definitions): every rule is one of the spec's tables in
 * demo/seed/demo-redirects.ts, and every one sends a request for it, in one hop, to a destination
 * that answers 200 (a page, a facility page, a car or dealer list with preset filters) or to an
 * outside address. A rule not in force (a legacy /en rule on a site that serves English there) is
 * not followed, but its destination must answer 200 as well.
 */

type SeededRule = {
  id: number
  source: string
  queryConditions?: string | null
  destination?: string | null
  destinationPage?: { path?: string | null } | number | null
}

const origin = (siteKey: string) => `http://${siteKey}.localhost:${e2e().port}`

/** A request the rule answers: the definition's example, or the source with its conditions. */
const requestFor = (rule: DemoRedirect) => rule.example?.request ?? `${rule.source}${rule.queryConditions ? `?${rule.queryConditions}` : ''}`
const isPattern = (source: string) => /(^|\/)[^/]*(?<!\\):[a-z]|\*$/i.test(source)

describe('the seeded demo redirect tables', () => {
  it('hold exactly the spec’s tables, and every destination answers 200', async () => {
    const token = await adminToken()
    const api = async (path: string) => {
      const res = await http(path, 'localhost', { headers: { authorization: `JWT ${token}` } })
      expect(res.status, path).toBe(200)
      return JSON.parse(res.body) as { docs: unknown[] }
    }
    const siteIds = new Map((await api('/api/sites?depth=0&limit=100')).docs.map((doc) => [(doc as { key: string }).key, (doc as { id: number }).id]))

    const wrong: string[] = []
    let walked = 0
    for (const table of DEMO_REDIRECT_TABLES) {
      const siteId = siteIds.get(table.siteKey)
      expect(siteId, table.siteKey).toBeDefined()
      const seeded = (await api(`/api/redirects?where[site][equals]=${siteId}&limit=0&depth=1`)).docs as SeededRule[]
      expect(seeded.length, `${table.siteKey}: rules seeded`).toBe(table.rules.length)
      const host = `${table.siteKey}.localhost`

      for (const doc of seeded) {
        const rule = table.rules.find((r) => r.source === doc.source && (r.queryConditions ?? '') === (doc.queryConditions ?? ''))
        if (!rule) {
          wrong.push(`${table.siteKey} ${doc.source}: seeded, but in no table of demo-redirects.ts`)
          continue
        }
        if (isPattern(rule.source) && !rule.example) {
          wrong.push(`${table.siteKey} ${rule.source}: a pattern needs an example request to be walked`)
          continue
        }
        walked += 1
        let location: string
        if (rule.inactive) {
          const res = await http(requestFor(rule), host)
          if (res.status === 308) wrong.push(`${table.siteKey} ${requestFor(rule)}: redirected, but the rule is not in force`)
          location = rule.destination
        } else {
          const res = await http(requestFor(rule), host)
          if (res.status !== 308) {
            wrong.push(`${table.siteKey} ${requestFor(rule)}: ${res.status}, not 308`)
            continue
          }
          location = String(res.headers.location)
        }
        if (/^https?:/.test(location) && !location.startsWith(origin(table.siteKey))) {
          if (!location.startsWith('https://')) wrong.push(`${table.siteKey} ${requestFor(rule)}: outside address ${location} is not https`)
          continue
        }
        const path = location.startsWith(origin(table.siteKey)) ? location.slice(origin(table.siteKey).length) : location
        const destination = await http(path, host)
        if (destination.status !== 200) wrong.push(`${table.siteKey} ${requestFor(rule)} → ${path}: ${destination.status}`)
      }
    }
    expect(wrong).toEqual([])
    expect(walked).toBe(DEMO_REDIRECT_TABLES.reduce((sum, table) => sum + table.rules.length, 0))
    // Some 240 rules, each a redirect and a page render.
  }, 600_000)
})
