import type { SqlDatabase } from '@/lib/sql-database'

import { type CandidateRule, checkRules } from './redirect-checks'
import { type CsvExportRow, type CsvRule, type LineProblem, parseRedirectCsv, redirectsToCsv } from './redirect-csv'
import { loadSiteContext, loadSiteRules, type RuleWrite, writeImport } from './redirect-store'

/**
 * `npm run redirects:import -- <file.csv> --site KEY [--replace]` (issue 18): every line is
 * checked the way the CMS checks a save (syntax, duplicates in the file and against the site's
 * rules, circles, destination pages), and the file is written only when no line has a problem:
 * never half-saved. Without --replace the rules are added to the site's list (a source the site
 * already has is a duplicate); with it the file becomes the list: rules with the same source and
 * conditions are updated in place (their hit counts stay), the rest of the old list is deleted.
 */

export type ImportReport = { ok: true; inserted: number; updated: number; deleted: number; warnings: LineProblem[] } | { ok: false; problems: LineProblem[] }

export async function importRedirectCsv(
  db: SqlDatabase,
  site: { id: number; key: string },
  text: string,
  options: { replace: boolean },
): Promise<ImportReport> {
  const parsed = parseRedirectCsv(text)
  return importRedirectRules(db, site, parsed.rules, options, parsed.problems)
}

/**
 * The import's checks and write for rules already read (the CSV's lines, or the demo's tables):
 * written in one transaction only when no rule has a problem.
 */
export async function importRedirectRules(
  db: SqlDatabase,
  site: { id: number; key: string },
  rules: readonly CsvRule[],
  options: { replace: boolean },
  readProblems: readonly LineProblem[] = [],
): Promise<ImportReport> {
  const problems: LineProblem[] = [...readProblems]
  const context = await loadSiteContext(db, site.id)
  if (!context) return { ok: false, problems: [{ line: 0, message: `No site with the id ${site.id}.` }] }

  const pages = await db.query<{ id: number; path: string | null }>('SELECT id, path FROM pages WHERE site_id = ? AND path IS NOT NULL', [site.id])
  const pageByPath = new Map(pages.map((p) => [p.path!, Number(p.id)]))
  const candidates: Array<CandidateRule & { line: number; pageId: number | null }> = []
  for (const row of rules) {
    // The file's own site column must name the site imported into (a check on the file, not a site switch).
    const target = site.key
    if (row.site !== '' && row.site !== target) {
      problems.push({ line: row.line, message: `This line is for the site "${row.site}", not "${target}".` })
      continue
    }
    let pageId: number | null = null
    let destination = row.destination
    if (row.destinationPage !== '') {
      const path = row.destinationPage.replace(/(.)\/+$/, '$1')
      pageId = pageByPath.get(path) ?? null
      if (pageId === null) {
        problems.push({ line: row.line, message: `${site.key} has no page at ${row.destinationPage} (destination_page).` })
        continue
      }
      destination = path
    }
    candidates.push({
      line: row.line,
      label: `line ${row.line}`,
      source: row.source,
      queryConditions: row.queryConditions,
      ignoreCase: row.ignoreCase,
      destination,
      visitorQuery: row.visitorQuery,
      pageId,
    })
  }

  const saved = options.replace ? [] : await loadSiteRules(db, site.id)
  const verdicts = checkRules(candidates, saved, context)
  const warnings: LineProblem[] = []
  const writes: RuleWrite[] = []
  verdicts.forEach((verdict, i) => {
    const candidate = candidates[i]!
    for (const p of verdict.problems) problems.push({ line: candidate.line, message: `${p.field}: ${p.message}` })
    for (const w of verdict.warnings) warnings.push({ line: candidate.line, message: w })
    writes.push({
      source: verdict.source,
      queryConditions: verdict.queryConditions,
      ignoreCase: candidate.ignoreCase === true,
      destination: candidate.pageId === null ? candidate.destination.trim() : null,
      destinationPageId: candidate.pageId,
      visitorQuery: candidate.visitorQuery === 'drop' ? 'drop' : 'keep',
      matchKey: verdict.matchKey,
      warning: verdict.warnings.length > 0 ? verdict.warnings.join('\n') : null,
    })
  })
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) }
  const written = await writeImport(db, site.id, writes, options.replace)
  return { ok: true, ...written, warnings: warnings.sort((a, b) => a.line - b.line) }
}

/** `npm run redirects:export [-- --site KEY]`: one site's rules, or every site's with a site column. */
export async function exportRedirectCsv(db: SqlDatabase, sites: ReadonlyArray<{ id: number; key: string }>, withSite: boolean): Promise<string> {
  const rows: CsvExportRow[] = []
  for (const site of sites) {
    for (const rule of await loadSiteRules(db, site.id)) {
      rows.push({
        site: site.key,
        source: rule.source,
        queryConditions: rule.queryConditions ?? '',
        ignoreCase: rule.ignoreCase === true,
        destination: rule.destinationPageId === null ? (rule.destinationText ?? '') : '',
        destinationPage: rule.destinationPageId === null ? '' : (rule.pagePath ?? ''),
        visitorQuery: rule.visitorQuery === 'drop' ? 'drop' : 'keep',
        hits: rule.hits,
        lastHitAt: rule.lastHitAt,
      })
    }
  }
  return redirectsToCsv(rows, withSite)
}
