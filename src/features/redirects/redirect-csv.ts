import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

import type { VisitorQuery } from './redirect-matcher'

/**
 * The CSV form of a site's redirect list (issue 18: `npm run redirects:import` / `redirects:export`).
 * A header row names the columns, in any order:
 *
 *   source            required: the old path (a query after "?" is read as conditions)
 *   query_conditions  optional: cat=nyheter, br, a&b=1
 *   any_case          optional: yes / no (default no)
 *   destination       a path with query, or a full https:// address …
 *   destination_page  … or the path of a page of the site (the rule then follows the page)
 *   visitor_query     optional: keep (default) / drop
 *   permanent         optional: yes (every redirect is permanent; "no" is refused)
 *   site              optional: the site key; must be the one imported into
 *   hits, last_hit_at written by the export, ignored by the import
 */

export const CSV_COLUMNS = [
  'site',
  'source',
  'query_conditions',
  'any_case',
  'destination',
  'destination_page',
  'visitor_query',
  'permanent',
  'hits',
  'last_hit_at',
] as const
type Column = (typeof CSV_COLUMNS)[number]

export type CsvRule = {
  line: number
  source: string
  queryConditions: string
  ignoreCase: boolean
  destination: string
  destinationPage: string
  visitorQuery: VisitorQuery
  site: string
}

export type LineProblem = { line: number; message: string }

const YES = new Set(['yes', 'true', '1', 'y', 'ja'])
const NO = new Set(['', 'no', 'false', '0', 'n', 'nej'])

/** Reads a CSV file's text into rules, or the problems of each line (the file's own line numbers). */
export function parseRedirectCsv(text: string): { rules: CsvRule[]; problems: LineProblem[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as unknown as typeof records
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1
    return { rules: [], problems: [{ line, message: `The file is not valid CSV here: ${(error as Error).message}` }] }
  }
  const [header, ...body] = records
  if (!header)
    return { rules: [], problems: [{ line: 1, message: 'The file is empty: a header row (source,destination,…) and one rule per line are expected.' }] }
  const columns = header.record.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  )
  const problems: LineProblem[] = []
  const unknown = columns.filter((c) => !(CSV_COLUMNS as readonly string[]).includes(c))
  if (unknown.length > 0)
    problems.push({
      line: header.info.lines,
      message: `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; the columns are ${CSV_COLUMNS.join(', ')}.`,
    })
  if (!columns.includes('source')) problems.push({ line: header.info.lines, message: 'The header has no "source" column.' })
  if (!columns.includes('destination') && !columns.includes('destination_page'))
    problems.push({ line: header.info.lines, message: 'The header has neither a "destination" nor a "destination_page" column.' })
  if (problems.length > 0) return { rules: [], problems }

  const rules: CsvRule[] = []
  for (const { record, info } of body) {
    // info.lines is the line the record ends on; a record spanning lines (a quoted newline) is named by it.
    const line = info.lines
    if (record.length !== columns.length) {
      problems.push({ line, message: `${record.length} fields where the header has ${columns.length}.` })
      continue
    }
    const cell = (name: Column) => {
      const at = columns.indexOf(name)
      return at < 0 ? '' : (record[at] ?? '').trim()
    }
    const anyCase = cell('any_case').toLowerCase()
    const visitor = cell('visitor_query').toLowerCase()
    const permanent = cell('permanent').toLowerCase()
    const lineProblems: string[] = []
    if (!YES.has(anyCase) && !NO.has(anyCase)) lineProblems.push(`any_case must be yes or no, not "${cell('any_case')}".`)
    if (visitor !== '' && visitor !== 'keep' && visitor !== 'drop') lineProblems.push(`visitor_query must be keep or drop, not "${cell('visitor_query')}".`)
    if (!YES.has(permanent) && permanent !== '') lineProblems.push('Only permanent redirects exist (spec 03 §2.9): leave permanent empty or write yes.')
    if (cell('destination') !== '' && cell('destination_page') !== '') lineProblems.push('Give destination or destination_page, not both.')
    if (cell('destination') === '' && cell('destination_page') === '') lineProblems.push('A destination (or destination_page) is required.')
    for (const message of lineProblems) problems.push({ line, message })
    if (lineProblems.length > 0) continue
    rules.push({
      line,
      source: cell('source'),
      queryConditions: cell('query_conditions'),
      ignoreCase: YES.has(anyCase),
      destination: cell('destination'),
      destinationPage: cell('destination_page'),
      visitorQuery: visitor === 'drop' ? 'drop' : 'keep',
      site: cell('site'),
    })
  }
  return { rules, problems }
}

export type CsvExportRow = {
  site?: string
  source: string
  queryConditions: string
  ignoreCase: boolean
  destination: string
  destinationPage: string
  visitorQuery: VisitorQuery
  hits: number
  lastHitAt: string | null
}

/** A site's rules (or several sites', with the site column) as CSV that the import reads back. */
export function redirectsToCsv(rows: readonly CsvExportRow[], withSite: boolean): string {
  const columns = CSV_COLUMNS.filter((c) => withSite || c !== 'site')
  const records = rows.map((r) => {
    const values: Record<Column, string> = {
      site: r.site ?? '',
      source: r.source,
      query_conditions: r.queryConditions,
      any_case: r.ignoreCase ? 'yes' : 'no',
      destination: r.destination,
      destination_page: r.destinationPage,
      visitor_query: r.visitorQuery,
      permanent: 'yes',
      hits: String(r.hits),
      last_hit_at: r.lastHitAt ?? '',
    }
    return columns.map((c) => values[c])
  })
  return stringify([columns as unknown as string[], ...records])
}
