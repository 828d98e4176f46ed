import { createHash } from 'node:crypto'

import { announceCacheInvalidation } from '@/lib/cache-invalidation'
import type { SqlDatabase } from '@/lib/sql-database'

/** Which table a kind of stock lives in, and its id column. */
const TABLES = {
  cars: { table: 'stock_cars', id: 'car_id' },
  dealers: { table: 'stock_dealers', id: 'site_id' },
  kits: { table: 'stock_kits', id: 'kit_id' },
} as const

export type StockKind = keyof typeof TABLES

export type StockRow = { id: string; json: string; hash: string }

export type UpsertCounts = { inserted: number; updated: number; unchanged: number }

const BATCH = 400

/** A stock record as stored: its canonical JSON and a hash of it (unchanged records are skipped). */
export function toStockRow(id: string, record: unknown): StockRow {
  const json = JSON.stringify(record)
  return { id, json, hash: createHash('sha1').update(json).digest('base64url') }
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')

/**
 * Inserts new records and updates changed ones of one index, in batches. Records whose content
 * hash is unchanged are not written at all, so re-importing the same feed changes nothing.
 */
export async function upsertStock(db: SqlDatabase, kind: StockKind, index: string, rows: readonly StockRow[], now = new Date()): Promise<UpsertCounts> {
  const { table, id } = TABLES[kind]
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 }
  const stamp = now.toISOString()
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH)
    const existing = await db.query<{ id: string; hash: string }>(
      `SELECT ${id} AS id, content_hash AS hash FROM ${table} WHERE index_name = ? AND ${id} IN (${placeholders(batch.length)})`,
      [index, ...batch.map((r) => r.id)],
    )
    const known = new Map(existing.map((e) => [String(e.id), String(e.hash)]))
    const changed = batch.filter((r) => {
      const hash = known.get(r.id)
      if (hash === undefined) counts.inserted += 1
      else if (hash !== r.hash) counts.updated += 1
      else {
        counts.unchanged += 1
        return false
      }
      return true
    })
    if (changed.length === 0) continue
    await db.query(
      `INSERT INTO ${table} (index_name, ${id}, record, content_hash, updated_at) VALUES ${changed.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (index_name, ${id}) DO UPDATE SET record = excluded.record, content_hash = excluded.content_hash, updated_at = excluded.updated_at`,
      changed.flatMap((r) => [index, r.id, r.json, r.hash, stamp]),
    )
  }
  return counts
}

/** Removes the records of an index that are not in `keep` (import --replace). Returns how many. */
export async function removeStockNotIn(db: SqlDatabase, kind: StockKind, index: string, keep: ReadonlySet<string>): Promise<number> {
  const { table, id } = TABLES[kind]
  const all = await db.query<{ id: string }>(`SELECT ${id} AS id FROM ${table} WHERE index_name = ?`, [index])
  const gone = all.map((r) => String(r.id)).filter((x) => !keep.has(x))
  for (let start = 0; start < gone.length; start += BATCH) {
    const batch = gone.slice(start, start + BATCH)
    await db.query(`DELETE FROM ${table} WHERE index_name = ? AND ${id} IN (${placeholders(batch.length)})`, [index, ...batch])
  }
  return gone.length
}

/**
 * Marks an index as changed: every web process rebuilds its copy when it sees a new version, and
 * drops the cached pages that searched it (issue 23), in the same transaction as the import.
 */
export async function bumpIndexVersion(db: SqlDatabase, kind: StockKind, index: string, now = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO stock_index_versions (index_name, kind, version, changed_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (index_name) DO UPDATE SET version = stock_index_versions.version + 1, kind = excluded.kind, changed_at = excluded.changed_at`,
    [index, kind, now.toISOString()],
  )
  await announceCacheInvalidation(db, [`stock:${index}`], now)
}

export type IndexVersion = { kind: StockKind; version: number }

/** Every index that has stock, with its kind and current version. */
export async function indexVersions(db: SqlDatabase): Promise<Map<string, IndexVersion>> {
  const rows = await db.query<{ index_name: string; kind: string; version: number | string }>('SELECT index_name, kind, version FROM stock_index_versions')
  return new Map(rows.map((r) => [String(r.index_name), { kind: r.kind === 'dealers' || r.kind === 'kits' ? r.kind : 'cars', version: Number(r.version) }]))
}

export async function countStock(db: SqlDatabase, kind: StockKind, index?: string): Promise<number> {
  const { table } = TABLES[kind]
  const rows = index
    ? await db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE index_name = ?`, [index])
    : await db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`)
  return Number(rows[0]?.n ?? 0)
}

/** Names of the indexes that hold stock of a kind. */
export async function stockIndexNames(db: SqlDatabase, kind: StockKind): Promise<string[]> {
  const rows = await db.query<{ index_name: string }>(`SELECT DISTINCT index_name FROM ${TABLES[kind].table} ORDER BY index_name`)
  return rows.map((r) => String(r.index_name))
}

/** SQL that returns a record with only `fields` as JSON, built by the database from the stored JSON. */
function projectedRecord(db: SqlDatabase, fields: readonly string[]): string {
  for (const f of fields) if (!/^[a-z_][a-z0-9_]*$/i.test(f)) throw new Error(`Not a field name: ${f}`)
  return db.dialect === 'sqlite'
    ? // `->` keeps JSON types (json_extract would turn true into 1, and the API promises booleans).
      `json_object(${fields.map((f) => `'${f}', json(record -> '$.${f}')`).join(', ')})`
    : `jsonb_build_object(${fields.map((f) => `'${f}', record::jsonb -> '${f}'`).join(', ')})::text`
}

/**
 * Every record of an index, in pages (keyset pagination on the id), so building an index never
 * holds the whole table's JSON at once. With `fields`, the database cuts each record down to those
 * fields first: an in-memory index needs a fraction of a car's JSON.
 */
export async function* readStock(
  db: SqlDatabase,
  kind: StockKind,
  index: string,
  options: { pageSize?: number; fields?: readonly string[] } = {},
): AsyncGenerator<{ id: string; record: unknown }[]> {
  const { table, id } = TABLES[kind]
  const pageSize = options.pageSize ?? 2000
  const record = options.fields ? projectedRecord(db, options.fields) : 'record'
  let after = ''
  for (;;) {
    const rows = await db.query<{ id: string; record: string }>(
      `SELECT ${id} AS id, ${record} AS record FROM ${table} WHERE index_name = ? AND ${id} > ? ORDER BY ${id} LIMIT ?`,
      [index, after, pageSize],
    )
    if (rows.length === 0) return
    yield rows.map((r) => ({ id: String(r.id), record: JSON.parse(String(r.record)) as unknown }))
    after = String(rows[rows.length - 1]!.id)
    if (rows.length < pageSize) return
  }
}

/** Records by id (the page of results), in the order asked for; only `fields` when given. */
export async function readStockByIds(db: SqlDatabase, kind: StockKind, index: string, ids: readonly string[], fields?: readonly string[]): Promise<unknown[]> {
  if (ids.length === 0) return []
  const { table, id } = TABLES[kind]
  const record = fields ? projectedRecord(db, fields) : 'record'
  const rows = await db.query<{ id: string; record: string }>(
    `SELECT ${id} AS id, ${record} AS record FROM ${table} WHERE index_name = ? AND ${id} IN (${placeholders(ids.length)})`,
    [index, ...ids],
  )
  const byId = new Map(rows.map((r) => [String(r.id), r.record]))
  return ids.flatMap((x) => {
    const json = byId.get(x)
    return json === undefined ? [] : [JSON.parse(String(json)) as unknown]
  })
}

/**
 * True when a dealer record of the index holds `value` (lower case) as one of its string values,
 * in any case. For an e-mail address that is one of its addresses: they are its only values of
 * that shape (dealer-record.ts `dealerEmailAddresses`). One query, without reading the records.
 */
export async function dealerRecordHolds(db: SqlDatabase, index: string, value: string): Promise<boolean> {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`)
  const rows = await db.query(`SELECT 1 AS found FROM stock_dealers WHERE index_name = ? AND lower(record) LIKE ? ESCAPE '\\' LIMIT 1`, [
    index,
    `%"${escaped}"%`,
  ])
  return rows.length > 0
}
