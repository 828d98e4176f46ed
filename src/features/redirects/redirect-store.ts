import type { SqlDatabase } from '@/lib/sql-database'

import type { SavedRule } from './redirect-checks'
import type { RedirectRule, VisitorQuery } from './redirect-matcher'

/**
 * The redirect rules in the database (the `redirects` table of the Redirects collection), read and
 * written with plain SQL on the CMS's connection: the table the proxy compiles, the change
 * fingerprint every process polls, the hit counts, and the CSV import's all-or-nothing write.
 * The save checks read through here too, so they see exactly what the proxy will compile.
 */

type RuleRow = {
  id: number
  source: string
  query_conditions: string | null
  ignore_case: number | boolean | null
  destination: string | null
  destination_page_id: number | null
  page_path: string | null
  visitor_query: string | null
  hits?: number | string | null
  last_hit_at?: string | Date | null
}

/** A stored rule with its destination resolved (a page's current path), for the matcher and the checks. */
export type StoredRule = SavedRule & {
  destinationPageId: number | null
  pagePath: string | null
  hits: number
  lastHitAt: string | null
  destinationText: string | null
}

const asBool = (v: unknown) => v === true || v === 1 || v === '1'
const asVisitorQuery = (v: unknown): VisitorQuery => (v === 'drop' ? 'drop' : 'keep')
const asIso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' && v ? v : null)

function toStored(row: RuleRow): StoredRule {
  // A page destination follows the page: its path now. A page with no path yet (a draft) leaves the rule without one.
  const destination = row.destination_page_id !== null ? (row.page_path ?? '') : (row.destination ?? '')
  return {
    id: Number(row.id),
    label: `rule #${row.id}`,
    source: row.source,
    queryConditions: row.query_conditions ?? '',
    ignoreCase: asBool(row.ignore_case),
    destination,
    visitorQuery: asVisitorQuery(row.visitor_query),
    destinationPageId: row.destination_page_id === null ? null : Number(row.destination_page_id),
    pagePath: row.page_path,
    destinationText: row.destination,
    hits: Number(row.hits ?? 0),
    lastHitAt: asIso(row.last_hit_at),
  }
}

/** Every rule of a site, oldest first (the matcher's order among equals). */
export async function loadSiteRules(db: SqlDatabase, siteId: number | string): Promise<StoredRule[]> {
  const rows = await db.query<RuleRow>(
    `SELECT r.id, r.source, r.query_conditions, r.ignore_case, r.destination, r.destination_page_id, p.path AS page_path, r.visitor_query, r.hits, r.last_hit_at
       FROM redirects r LEFT JOIN pages p ON p.id = r.destination_page_id
      WHERE r.site_id = ? ORDER BY r.id`,
    [siteId],
  )
  return rows.map(toStored)
}

/** The rules as the matcher takes them. */
export const matcherRules = (rules: readonly StoredRule[]): RedirectRule[] =>
  rules.map(({ id, source, queryConditions, ignoreCase, destination, visitorQuery }) => ({
    id,
    source,
    queryConditions,
    ignoreCase,
    destination,
    visitorQuery,
  }))

export type SiteRedirectContext = {
  siteId: number
  siteKey: string
  /** The languages the site serves under a prefix (its extra languages). */
  servedPrefixes: string[]
  /** Published page paths as visitors reach them: unprefixed, and under every served prefix. */
  livePaths: string[]
}

/** What the checks need to know about a site; null when there is no such site. */
export async function loadSiteContext(db: SqlDatabase, siteId: number | string): Promise<SiteRedirectContext | null> {
  const [site] = await db.query<{ id: number; key: string; default_locale: string }>('SELECT id, key, default_locale FROM sites WHERE id = ?', [siteId])
  if (!site) return null
  const extra = await db.query<{ value: string | null }>('SELECT value FROM sites_extra_locales WHERE parent_id = ? ORDER BY "order"', [siteId])
  const servedPrefixes = [...new Set(extra.map((e) => e.value).filter((v): v is string => Boolean(v) && v !== site.default_locale))]
  const pages = await db.query<{ path: string }>(`SELECT path FROM pages WHERE site_id = ? AND _status = 'published' AND path IS NOT NULL`, [siteId])
  const livePaths = pages.flatMap(({ path }) => [path, ...servedPrefixes.map((p) => (path === '/' ? `/${p}` : `/${p}${path}`))])
  return { siteId: Number(site.id), siteKey: site.key, servedPrefixes, livePaths }
}

/** The path and site of a page (a rule's destination page), or null. */
export async function loadPage(db: SqlDatabase, pageId: number | string): Promise<{ path: string | null; siteId: number | null; published: boolean } | null> {
  const [row] = await db.query<{ path: string | null; site_id: number | null; _status: string | null }>(
    'SELECT path, site_id, _status FROM pages WHERE id = ?',
    [pageId],
  )
  return row ? { path: row.path, siteId: row.site_id === null ? null : Number(row.site_id), published: row._status === 'published' } : null
}

/**
 * What changes when any rule of a site changes, per site id: the number of rules, the latest
 * change, and the destination pages' latest change (a moved page moves its rules' destination).
 * One aggregate over the table; each process reads it at most once a second.
 */
export async function redirectFingerprints(db: SqlDatabase): Promise<Map<string, string>> {
  const rows = await db.query<{ site: number | null; n: number | string; changed: unknown; linked: number | string; pages_changed: unknown }>(
    `SELECT r.site_id AS site, COUNT(*) AS n, MAX(r.updated_at) AS changed, COUNT(r.destination_page_id) AS linked, MAX(p.updated_at) AS pages_changed
       FROM redirects r LEFT JOIN pages p ON p.id = r.destination_page_id
      GROUP BY r.site_id`,
  )
  const prints = new Map<string, string>()
  for (const row of rows) {
    if (row.site === null) continue
    prints.set(String(row.site), [row.n, asIso(row.changed) ?? '-', row.linked, asIso(row.pages_changed) ?? '-'].join('.'))
  }
  return prints
}

export type HitBatch = Array<{ id: number; count: number; lastHitAt: string }>

/**
 * Adds counted hits (batched in each process, issue 18: never a write per request): one statement
 * per 200 rules, each atomic on its own. No transaction: on SQLite it would be open on the CMS's
 * shared connection while other requests' statements run on it (sql-database.ts), and a lost
 * batch only costs a few seconds of counts. The rows' updated_at is left alone, so counting hits is
 * no change for the fingerprint.
 */
export async function recordHits(db: SqlDatabase, batch: HitBatch): Promise<void> {
  const time = db.dialect === 'postgres' ? '?::timestamptz' : '?'
  const count = db.dialect === 'postgres' ? '?::integer' : '?'
  for (let start = 0; start < batch.length; start += HIT_CHUNK) {
    const chunk = batch.slice(start, start + HIT_CHUNK)
    const latest = `CASE id ${chunk.map(() => `WHEN ? THEN ${time}`).join(' ')} END`
    const latestParams = chunk.flatMap((hit) => [hit.id, hit.lastHitAt])
    await db.query(
      `UPDATE redirects SET
         hits = COALESCE(hits, 0) + CASE id ${chunk.map(() => `WHEN ? THEN ${count}`).join(' ')} ELSE 0 END,
         last_hit_at = CASE WHEN last_hit_at IS NULL OR last_hit_at < ${latest} THEN ${latest} ELSE last_hit_at END
       WHERE id IN (${chunk.map(() => '?').join(', ')})`,
      [...chunk.flatMap((hit) => [hit.id, hit.count]), ...latestParams, ...latestParams, ...chunk.map((hit) => hit.id)],
    )
  }
}

const HIT_CHUNK = 200

/** A checked rule for the import's write. */
export type RuleWrite = {
  source: string
  queryConditions: string
  ignoreCase: boolean
  destination: string | null
  destinationPageId: number | null
  visitorQuery: VisitorQuery
  matchKey: string
  warning: string | null
}

/**
 * Writes an import in one transaction (all or nothing): rules whose match key the site already
 * has are updated in place (their hits stay), the others inserted; with `replace`, rules the file
 * no longer has are deleted.
 */
export async function writeImport(
  db: SqlDatabase,
  siteId: number,
  rules: readonly RuleWrite[],
  replace: boolean,
  now = new Date(),
): Promise<{ inserted: number; updated: number; deleted: number }> {
  const stamp = now.toISOString()
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ id: number; match_key: string | null }>('SELECT id, match_key FROM redirects WHERE site_id = ?', [siteId])
    const byKey = new Map(existing.map((row) => [row.match_key ?? '', Number(row.id)]))
    const kept = new Set<number>()
    let inserted = 0
    let updated = 0
    for (const rule of rules) {
      const values = [
        rule.source,
        rule.queryConditions || null,
        rule.ignoreCase,
        rule.destination,
        rule.destinationPageId,
        rule.visitorQuery,
        rule.matchKey,
        rule.warning,
      ]
      const id = byKey.get(rule.matchKey)
      if (id !== undefined) {
        kept.add(id)
        await tx.query(
          `UPDATE redirects SET source = ?, query_conditions = ?, ignore_case = ?, destination = ?, destination_page_id = ?, visitor_query = ?, match_key = ?, warning = ?, permanent = ?, updated_at = ? WHERE id = ?`,
          [...values, true, stamp, id],
        )
        updated++
      } else {
        await tx.query(
          `INSERT INTO redirects (site_id, source, query_conditions, ignore_case, destination, destination_page_id, visitor_query, match_key, warning, permanent, hits, updated_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
          [siteId, ...values, true, stamp, stamp],
        )
        inserted++
      }
    }
    let deleted = 0
    if (replace) {
      for (const row of existing) {
        if (kept.has(Number(row.id))) continue
        await tx.query('DELETE FROM redirects WHERE id = ?', [row.id])
        deleted++
      }
    }
    return { inserted, updated, deleted }
  })
}
