import type { Payload } from 'payload'

import { sqlDatabaseOf, type SqlDatabase } from '@/lib/sql-database'

type ForeignKey = { table: string; column: string; references: string }

export type MediaUse = { collection: string; id: number | string; title?: string; draft: boolean }

/** Every foreign key of the database, read from the schema itself (so new blocks are covered without a list). */
async function foreignKeys(db: SqlDatabase): Promise<ForeignKey[]> {
  if (db.dialect === 'sqlite') {
    return db.query<ForeignKey>(
      `SELECT m.name AS "table", f."from" AS "column", f."table" AS "references" FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
    )
  }
  return db.query<ForeignKey>(
    `SELECT tc.table_name AS "table", kcu.column_name AS "column", ccu.table_name AS "references"
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
  )
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const snake = (slug: string) => slug.replace(/-/g, '_')

/**
 * Where a media item is used (issue 15: "a media item in use cannot be deleted, a 409 naming where
 * it is used"): every row of any table that points at it, followed up through block and array
 * tables to the document it belongs to. Counts current documents and the latest draft of each
 * (a draft in progress would lose its picture), not older versions. Payload's own bookkeeping
 * tables (locks, preferences) and the media item's own tables are not uses.
 */
export async function findMediaUses(payload: Payload, mediaId: number | string, limit = 5): Promise<MediaUse[]> {
  const db = sqlDatabaseOf(payload)
  const keys = await foreignKeys(db)
  const roots = new Map<string, { slug: string; version: boolean }>()
  for (const collection of payload.config.collections) {
    roots.set(snake(collection.slug), { slug: collection.slug, version: false })
    if (collection.versions) roots.set(`_${snake(collection.slug)}_v`, { slug: collection.slug, version: true })
  }
  /** The column that points from a block/array/locale row to the row it belongs to. */
  const parentKey = (table: string) => keys.find((k) => k.table === table && (k.column === '_parent_id' || k.column === 'parent_id') && k.references !== table)

  const uses = new Map<string, MediaUse>()
  const pointing = keys.filter((k) => k.references === 'media' && !k.table.startsWith('media') && !k.table.startsWith('payload_'))
  for (const key of pointing) {
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM ${quote(key.table)} WHERE ${quote(key.column)} = ? LIMIT 20`, [mediaId])
    for (const row of rows) {
      let table = key.table
      let current: Record<string, unknown> | undefined = row
      // Climb from the row to its document (at most a few levels: blocks in blocks, arrays in groups).
      for (let depth = 0; current && !roots.has(table) && depth < 8; depth++) {
        const up = parentKey(table)
        if (!up) break
        const parentId: unknown = current[up.column]
        current = (await db.query<Record<string, unknown>>(`SELECT * FROM ${quote(up.references)} WHERE id = ? LIMIT 1`, [parentId]))[0]
        table = up.references
      }
      const root = roots.get(table)
      if (!root || !current) continue
      if (root.version && !(current.latest === true || current.latest === 1)) continue
      const id = (root.version ? current.parent_id : current.id) as number | string
      const mapKey = `${root.slug}:${id}`
      if (!uses.has(mapKey)) uses.set(mapKey, { collection: root.slug, id, draft: root.version })
      if (uses.size >= limit) break
    }
    if (uses.size >= limit) break
  }
  for (const use of uses.values()) {
    const titleField = payload.collections[use.collection as 'pages']?.config.admin?.useAsTitle
    if (!titleField || titleField === 'id') continue
    const doc = await payload.findByID({
      collection: use.collection as 'pages',
      id: use.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      draft: use.draft,
    })
    const title = (doc as Record<string, unknown> | null)?.[titleField]
    if (typeof title === 'string' && title) use.title = title
  }
  return [...uses.values()]
}

/** "page 12 “Om oss”, sites 3 “Nordbil”" for the 409 message. */
export function describeMediaUses(uses: readonly MediaUse[]): string {
  return uses.map((u) => `${u.collection} ${u.id}${u.title ? ` “${u.title}”` : ''}${u.draft ? ' (draft)' : ''}`).join(', ')
}
