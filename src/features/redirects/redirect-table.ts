import { z } from 'zod'

import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'
import type { SqlDatabase } from '@/lib/sql-database'

import { isInternalRequest } from './redirect-internal'
import { type HitBatch, loadSiteRules, recordHits, redirectFingerprints } from './redirect-store'
import { REDIRECT_TABLE_VERSION, type RedirectTableBody } from './redirect-table-body'

/**
 * The two loopback routes the proxy uses (docs/architecture.md "Redirects"):
 *  - GET /api/redirect-table?host=… : the rules of the host's site, with an ETag that changes
 *    when any of them changes (count, latest updated_at, destination pages); 304 when the proxy
 *    already has it. The fingerprint query runs at most once a second per process, so a change
 *    reaches every process within a few seconds while a quiet table costs one aggregate a second.
 *  - POST /api/redirect-hits : hit counts batched by the proxy.
 * Both answer 404 to anyone without the internal header.
 *
 * The site lookup and the database are handed in by the route, so this module (and the feature's
 * face, which the proxy imports) never loads the Payload client.
 */

export type SiteLookup = (
  host: string,
) => Promise<
  { kind: 'site'; site: SiteForTable } | { kind: 'redirect'; site: SiteForTable; host: string } | { kind: 'index' } | { kind: 'unknown'; host: string }
>
export type SiteForTable = { id: number | string; key: string; locales: readonly string[] }
export type TableDeps = { resolveSite: SiteLookup; database: () => Promise<SqlDatabase> }

const FINGERPRINT_TTL_MS = 1000

type TableState = {
  prints?: { at: number; value: Promise<Map<string, string>> }
  bodies: Map<string, { etag: string; body: string }>
  loggedMissing: Set<string>
}
const state = processSingleton<TableState>('RedirectTable').getOrCreate(() => ({ bodies: new Map(), loggedMissing: new Set() }))

function fingerprints(db: SqlDatabase, now = Date.now()): Promise<Map<string, string>> {
  if (state.prints && now - state.prints.at < FINGERPRINT_TTL_MS) return state.prints.value
  const value = redirectFingerprints(db)
  state.prints = { at: now, value }
  // A failed read is not kept: the next poll asks again.
  value.catch(() => {
    if (state.prints?.value === value) state.prints = undefined
  })
  return value
}

const notFound = (message: string) => Response.json({ error: message }, { status: 404, headers: { 'cache-control': 'no-store' } })

const tableQuery = z.object({ host: z.string().min(1).max(300) })

export async function redirectTableResponse(request: Request, deps: TableDeps): Promise<Response> {
  if (!isInternalRequest(request.headers)) return notFound('Not found')
  const parsed = tableQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ error: 'host is required' }, { status: 400 })
  const resolution = await deps.resolveSite(parsed.data.host)
  if (resolution.kind !== 'site' && resolution.kind !== 'redirect') return notFound('No site for this host')
  const site = resolution.site
  const servedPrefixes = site.locales.slice(1)
  const bareHost = resolution.kind === 'redirect' ? resolution.host : null
  const db = await deps.database()
  const print = (await fingerprints(db)).get(String(site.id)) ?? 'none'
  const etag = `"${REDIRECT_TABLE_VERSION}-${site.id}-${print}-${servedPrefixes.join('+')}-${bareHost ?? ''}"`
  const headers = { etag, 'cache-control': 'no-store' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })

  const cacheKey = `${site.id}|${bareHost ?? ''}`
  const cached = state.bodies.get(cacheKey)
  if (cached?.etag === etag) return new Response(cached.body, { headers: { ...headers, 'content-type': 'application/json' } })
  const rules = await loadSiteRules(db, site.id)
  if (rules.length === 0 && !state.loggedMissing.has(site.key)) {
    // spec 01 §2.1, §8: "A missing redirect list for a site is logged" (once per site and process, not per request).
    state.loggedMissing.add(site.key)
    logger.warn({ site: site.key }, 'Missing redirect list: the site has no redirect rules')
  }
  const body: RedirectTableBody = {
    site: site.key,
    siteId: site.id,
    servedPrefixes: [...servedPrefixes],
    bareHost,
    rules: rules.map((r) => [
      Number(r.id),
      r.source,
      r.queryConditions ?? '',
      r.ignoreCase ? 1 : 0,
      r.destination,
      r.visitorQuery === 'drop' ? 'drop' : 'keep',
    ]),
  }
  const text = JSON.stringify(body)
  state.bodies.set(cacheKey, { etag, body: text })
  return new Response(text, { headers: { ...headers, 'content-type': 'application/json' } })
}

const hitsBody = z.object({
  hits: z.array(z.object({ id: z.number().int().positive(), count: z.number().int().min(1).max(10_000_000), lastHitAt: z.iso.datetime() })).max(10_000),
})

export async function redirectHitsResponse(request: Request, deps: Pick<TableDeps, 'database'>): Promise<Response> {
  if (!isInternalRequest(request.headers)) return notFound('Not found')
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return Response.json({ error: 'The body must be JSON.' }, { status: 400 })
  }
  const parsed = hitsBody.safeParse(json)
  if (!parsed.success) return Response.json({ error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }, { status: 400 })
  await recordHits(await deps.database(), parsed.data.hits satisfies HitBatch)
  return new Response(null, { status: 204 })
}
