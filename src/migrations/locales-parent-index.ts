import { createHash } from 'node:crypto'

/**
 * The name of the `_parent_id` index of a translations table: PostgreSQL cuts names at 63 bytes,
 * and two long table names cut alike would share one name, so a short hash of the whole name
 * keeps each its own.
 */
export function localesParentIndexName(table: string): string {
  const hash = createHash('sha1').update(table).digest('hex').slice(0, 8)
  return `${table.slice(0, 40)}_${hash}_parent_idx`
}
