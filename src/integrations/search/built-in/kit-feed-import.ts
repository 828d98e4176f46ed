import type { z } from 'zod'

import { type KitRecord, kitRecord } from '../kit-record'
import type { SqlDatabase } from '@/lib/sql-database'
import type { FeedRejection } from './feed-import'
import { bumpIndexVersion, removeStockNotIn, type StockRow, toStockRow, type UpsertCounts, upsertStock } from './stock-tables'

export type ParsedKitLine = { kind: 'kit'; id: string; record: KitRecord } | { kind: 'rejected'; rejections: FeedRejection[] } | { kind: 'blank' }

const issuesOf = (line: number, error: z.ZodError): FeedRejection[] =>
  error.issues.map((issue) => ({ line, field: issue.path.length ? issue.path.join('.') : '(record)', reason: issue.message }))

/** Validates one JSON line of a kits feed (spec 03 §3 Kit) with the kit's zod schema. */
export function parseKitLine(text: string, line: number): ParsedKitLine {
  if (text.trim() === '') return { kind: 'blank' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { kind: 'rejected', rejections: [{ line, field: '(line)', reason: `not valid JSON: ${(error as Error).message}` }] }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { kind: 'rejected', rejections: [{ line, field: '(line)', reason: 'must be a JSON object' }] }
  const parsed = kitRecord.safeParse(value)
  return parsed.success ? { kind: 'kit', id: parsed.data.kitId, record: parsed.data } : { kind: 'rejected', rejections: issuesOf(line, parsed.error) }
}

export type KitImportReport = UpsertCounts & { lines: number; removed: number; index: string; rejected: FeedRejection[] }

const FLUSH_AT = 2000

/**
 * Loads a JSONL kits feed into one kits index in one transaction (the same storage and versioning
 * as the car feeds): valid lines are upserted in bulk, invalid ones reported with line, field and
 * reason; with `replace`, kits the feed no longer has are removed.
 */
export async function importKitFeed(
  db: SqlDatabase,
  lines: AsyncIterable<string> | Iterable<string>,
  index: string,
  options: { replace?: boolean } = {},
): Promise<KitImportReport> {
  const report: KitImportReport = { lines: 0, inserted: 0, updated: 0, unchanged: 0, removed: 0, index, rejected: [] }
  const pending = new Map<string, StockRow>()
  const seen = new Set<string>()
  await db.transaction(async (tx) => {
    const flush = async () => {
      if (pending.size === 0) return
      const counts = await upsertStock(tx, 'kits', index, [...pending.values()])
      report.inserted += counts.inserted
      report.updated += counts.updated
      report.unchanged += counts.unchanged
      pending.clear()
    }
    for await (const text of lines) {
      report.lines += 1
      const parsed = parseKitLine(text, report.lines)
      if (parsed.kind === 'blank') continue
      if (parsed.kind === 'rejected') {
        report.rejected.push(...parsed.rejections)
        continue
      }
      seen.add(parsed.id)
      pending.set(parsed.id, toStockRow(parsed.id, parsed.record))
      if (pending.size >= FLUSH_AT) await flush()
    }
    await flush()
    if (options.replace) report.removed = await removeStockNotIn(tx, 'kits', index, seen)
    if (report.inserted + report.updated + report.removed > 0) await bumpIndexVersion(tx, 'kits', index)
  })
  return report
}
