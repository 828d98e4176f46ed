import type { z } from 'zod'

import { type CarRecord, carRecord } from '../car-record'
import { type DealerRecord, dealerRecord } from '../dealer-record'
import type { SqlDatabase } from '@/lib/sql-database'
import { refreshPriceAssessments } from './price-assessment-refresh'
import { bumpIndexVersion, removeStockNotIn, type StockKind, type StockRow, toStockRow, type UpsertCounts, upsertStock } from './stock-tables'

/** One problem with one feed line, as the import report prints it. */
export type FeedRejection = { line: number; field: string; reason: string }

export type ParsedFeedLine =
  | { kind: 'cars'; id: string; record: CarRecord }
  | { kind: 'dealers'; id: string; record: DealerRecord }
  | { kind: 'rejected'; rejections: FeedRejection[] }
  | { kind: 'blank' }

const issuesOf = (line: number, error: z.ZodError): FeedRejection[] =>
  error.issues.map((issue) => ({ line, field: issue.path.length ? issue.path.join('.') : '(record)', reason: issue.message }))

/**
 * Validates one JSON line of a feed. A line with `car_id` is a car (spec 02 §3), one with
 * `site_id` a dealer site (spec 03 §3); anything else is rejected with the reason.
 */
export function parseFeedLine(text: string, line: number): ParsedFeedLine {
  if (text.trim() === '') return { kind: 'blank' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { kind: 'rejected', rejections: [{ line, field: '(line)', reason: `not valid JSON: ${(error as Error).message}` }] }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { kind: 'rejected', rejections: [{ line, field: '(line)', reason: 'must be a JSON object' }] }
  if ('car_id' in value) {
    const parsed = carRecord.safeParse(value)
    return parsed.success ? { kind: 'cars', id: parsed.data.car_id, record: parsed.data } : { kind: 'rejected', rejections: issuesOf(line, parsed.error) }
  }
  if ('site_id' in value) {
    const parsed = dealerRecord.safeParse(value)
    return parsed.success ? { kind: 'dealers', id: parsed.data.site_id, record: parsed.data } : { kind: 'rejected', rejections: issuesOf(line, parsed.error) }
  }
  return { kind: 'rejected', rejections: [{ line, field: '(record)', reason: 'neither a car (car_id) nor a dealer site (site_id)' }] }
}

export type KindReport = UpsertCounts & { removed: number }
export type ImportReport = { lines: number; cars: KindReport; dealers: KindReport; rejected: FeedRejection[]; indexes: { cars?: string; dealers?: string } }

export type ImportTarget = {
  /** The vehicles index the feed's cars belong to. */
  cars?: string
  /** The sites index the feed's dealer sites belong to. */
  dealers?: string
}

const FLUSH_AT = 2000

/** The kinds a car/dealer feed holds (kits have their own import, kit-feed-import.ts). */
type FeedKind = Exclude<StockKind, 'kits'>

/**
 * Loads a JSONL feed into the stock tables in one transaction: valid lines are upserted in bulk,
 * invalid ones reported (line, field, reason) without losing the rest; with `replace`, records of
 * the target indexes that the feed no longer has are removed. When cars changed, the fair-price
 * assessments of every vehicles index are refreshed. Bumps the versions of the indexes that
 * changed so web processes rebuild their search index.
 */
export async function importFeed(
  db: SqlDatabase,
  lines: AsyncIterable<string> | Iterable<string>,
  target: ImportTarget,
  options: {
    replace?: boolean
    /** false when more imports of the same load follow: the last one assesses every car once (the demo load). */
    assessPrices?: boolean
  } = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    lines: 0,
    cars: { inserted: 0, updated: 0, unchanged: 0, removed: 0 },
    dealers: { inserted: 0, updated: 0, unchanged: 0, removed: 0 },
    rejected: [],
    indexes: target,
  }
  const pending: Record<FeedKind, Map<string, StockRow>> = { cars: new Map(), dealers: new Map() }
  const seen: Record<FeedKind, Set<string>> = { cars: new Set(), dealers: new Set() }

  await db.transaction(async (tx) => {
    const flush = async (kind: FeedKind) => {
      const index = target[kind]
      if (!index || pending[kind].size === 0) return
      const counts = await upsertStock(tx, kind, index, [...pending[kind].values()])
      report[kind].inserted += counts.inserted
      report[kind].updated += counts.updated
      report[kind].unchanged += counts.unchanged
      pending[kind].clear()
    }

    for await (const text of lines) {
      report.lines += 1
      const parsed = parseFeedLine(text, report.lines)
      if (parsed.kind === 'blank') continue
      if (parsed.kind === 'rejected') {
        report.rejected.push(...parsed.rejections)
        continue
      }
      if (!target[parsed.kind]) {
        report.rejected.push({
          line: report.lines,
          field: '(record)',
          reason: parsed.kind === 'cars' ? 'a car, but no vehicles index was given for this feed' : 'a dealer site, but no sites index was given for this feed',
        })
        continue
      }
      seen[parsed.kind].add(parsed.id)
      // The same id twice in one feed: the later line wins.
      pending[parsed.kind].set(parsed.id, toStockRow(parsed.id, parsed.record))
      if (pending[parsed.kind].size >= FLUSH_AT) await flush(parsed.kind)
    }
    await flush('cars')
    await flush('dealers')

    const changed: { kind: FeedKind; index: string }[] = []
    for (const kind of ['cars', 'dealers'] as const) {
      const index = target[kind]
      if (!index) continue
      if (options.replace) report[kind].removed = await removeStockNotIn(tx, kind, index, seen[kind])
      const r = report[kind]
      if (r.inserted + r.updated + r.removed > 0) changed.push({ kind, index })
    }
    // New or changed cars move the fair prices of their comparables, in any vehicles index (issue 41).
    if (options.assessPrices !== false && changed.some((entry) => entry.kind === 'cars')) {
      for (const index of (await refreshPriceAssessments(tx)).indexes)
        if (!changed.some((entry) => entry.kind === 'cars' && entry.index === index)) changed.push({ kind: 'cars', index })
    }
    for (const { kind, index } of changed) await bumpIndexVersion(tx, kind, index)
  })
  return report
}
