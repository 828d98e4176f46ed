import { compileRedirects, MAX_HOPS, type RedirectRule, type SiteRedirectOptions } from './redirect-matcher'
import { conditionsText, parseDestination, parseQueryConditions, parseSource, type ParsedSource, type QueryCondition, sourceCaptures } from './redirect-syntax'

/**
 * The checks a rule passes before it is saved, in the CMS or by the CSV import (issue 18 "Validation
 * on save and import"): its own syntax, no other rule of the site with the same source, no circle
 * through the other rules, and what an editor should know without being stopped: a chain that the
 * proxy collapses, a live page the rule hides, a legacy prefix the site serves.
 */

export type FieldName = 'source' | 'queryConditions' | 'destination'
export type RuleProblem = { field: FieldName; message: string }

/** A rule being saved; `label` names it in messages ("this rule", "line 4"). */
export type CandidateRule = Omit<RedirectRule, 'id'> & { id?: number | string; label: string }
/** A rule already saved; `label` names it ("rule #12"). */
export type SavedRule = RedirectRule & { label: string }

export type CandidateVerdict = {
  problems: RuleProblem[]
  /** Shown with the rule, never blocking: chain collapsed, live page hidden, inactive prefix. */
  warnings: string[]
  /** The stored forms. */
  source: string
  queryConditions: string
  /** Unique per site: normalised source and conditions (lower-case when any case). */
  matchKey: string
}

export type RuleSetContext = SiteRedirectOptions & {
  /** Paths of the site's published pages as visitors reach them (with each served language prefix). */
  livePaths: readonly string[]
}

type Normalised = { source: ParsedSource; conditions: QueryCondition[]; conditionsText: string; matchKey: string }

/** The source and conditions of a rule in stored form, or the problems that stop it. */
export function normaliseRule(
  rule: Pick<RedirectRule, 'source' | 'queryConditions' | 'ignoreCase'>,
): { ok: true; value: Normalised } | { ok: false; problems: RuleProblem[] } {
  const source = parseSource(rule.source)
  if (!source.ok) return { ok: false, problems: [{ field: 'source', message: source.problem }] }
  const written = [source.value.queryText, typeof rule.queryConditions === 'string' ? rule.queryConditions.trim().replace(/^\?/, '') : '']
  const conditions = parseQueryConditions(written.filter(Boolean).join('&'))
  if (!conditions.ok) return { ok: false, problems: [{ field: 'queryConditions', message: conditions.problem }] }
  if (source.value.segments.length === 0 && conditions.value.length === 0)
    return {
      ok: false,
      problems: [{ field: 'source', message: 'The start page itself cannot be redirected; add a query condition (e.g. page_id for /?page_id=12).' }],
    }
  const text = conditionsText(conditions.value)
  const key = `${source.value.text}?${text}`
  return {
    ok: true,
    value: {
      source: source.value,
      conditions: conditions.value,
      conditionsText: text,
      matchKey: rule.ignoreCase === true ? `anycase:${key.toLowerCase()}` : key,
    },
  }
}

const describe = (rule: { label: string; source: string; queryConditions?: string | null; destination: string }) =>
  `${rule.label} (${rule.source}${rule.queryConditions ? `?${rule.queryConditions}` : ''} → ${rule.destination})`

/** A request that the source matches: captures filled with "x", conditions satisfied. */
function sampleRequest(source: ParsedSource, conditions: readonly QueryCondition[]): { path: string; search: string } {
  const segments = source.segments.map((s) => (s.kind === 'literal' ? s.value : s.kind === 'param' ? `${s.prefix}x` : 'x'))
  const search = conditions.map((c) => `${encodeURIComponent(c.key)}=${encodeURIComponent(c.value ?? 'x')}`).join('&')
  return { path: `/${segments.map(encodeURIComponent).join('/')}`, search: search ? `?${search}` : '' }
}

/**
 * Checks `candidates` against each other and against `saved` (the site's other rules; with the
 * import's --replace, none). Every candidate gets a verdict; one with problems must not be saved.
 */
export function checkRules(candidates: readonly CandidateRule[], saved: readonly SavedRule[], context: RuleSetContext): CandidateVerdict[] {
  const normalised = candidates.map((c) => normaliseRule(c))
  const verdicts: CandidateVerdict[] = candidates.map((c, i) => {
    const n = normalised[i]!
    if (!n.ok) return { problems: n.problems, warnings: [], source: String(c.source ?? ''), queryConditions: String(c.queryConditions ?? ''), matchKey: '' }
    const problems: RuleProblem[] = []
    const destination = parseDestination(c.destination, sourceCaptures(n.value.source))
    if (!destination.ok) problems.push({ field: 'destination', message: destination.problem })
    return { problems, warnings: [], source: n.value.source.text, queryConditions: n.value.conditionsText, matchKey: n.value.matchKey }
  })

  // Duplicates: the same source and conditions (any case when either rule ignores case).
  type Keyed = { label: string; describe: string; key: string; folded: string; anyCase: boolean; candidate?: number }
  const keyed: Keyed[] = []
  for (const rule of saved) {
    const n = normaliseRule(rule)
    if (!n.ok) continue
    const key = `${n.value.source.text}?${n.value.conditionsText}`
    keyed.push({ label: rule.label, describe: describe(rule), key, folded: key.toLowerCase(), anyCase: rule.ignoreCase === true })
  }
  candidates.forEach((c, i) => {
    const n = normalised[i]!
    if (!n.ok) return
    const key = `${n.value.source.text}?${n.value.conditionsText}`
    const mine: Keyed = {
      label: c.label,
      describe: describe({ ...c, source: n.value.source.text }),
      key,
      folded: key.toLowerCase(),
      anyCase: c.ignoreCase === true,
      candidate: i,
    }
    const clash = keyed.find((k) => k.key === key || ((k.anyCase || mine.anyCase) && k.folded === mine.folded))
    if (clash) {
      const conditions = n.value.conditionsText ? ` with the query conditions ${n.value.conditionsText}` : ''
      verdicts[i]!.problems.push({
        field: 'source',
        message: `${clash.describe} already has the source ${n.value.source.text}${conditions}; change that rule instead.`,
      })
    } else keyed.push(mine)
  })

  // Circles and chains, through every rule the site would have.
  const usable = candidates.flatMap((c, i) =>
    verdicts[i]!.problems.length === 0 ? [{ ...c, source: verdicts[i]!.source, queryConditions: verdicts[i]!.queryConditions, id: `candidate:${i}` }] : [],
  )
  const labels = new Map<string, { label: string; describe: string }>()
  for (const rule of saved) labels.set(String(rule.id), { label: rule.label, describe: describe(rule) })
  for (const rule of usable) labels.set(String(rule.id), { label: rule.label, describe: describe(rule) })
  const everything = compileRedirects([...saved, ...usable], context)
  for (const skipped of everything.skipped) {
    const index = Number(String(skipped.id).replace('candidate:', ''))
    if (String(skipped.id).startsWith('candidate:') && skipped.reason.startsWith('Inactive')) verdicts[index]!.warnings.push(skipped.reason)
  }
  usable.forEach((rule) => {
    const index = Number(rule.id.replace('candidate:', ''))
    const n = normalised[index]!
    if (!n.ok) return
    const request = sampleRequest(n.value.source, n.value.conditions)
    const chain: string[] = [rule.id]
    let path = request.path
    let search = request.search
    let location = ''
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      const found = everything.lookupOne(path, search)
      if (!found) break
      if (hop === 0 && found.ruleId !== rule.id) return // another rule wins at this source (e.g. an exact one): not this rule's chain
      if (hop > 0 && found.ruleId !== null) {
        const id = String(found.ruleId)
        if (chain.includes(id)) {
          const closing = labels.get(chain[chain.length - 1]!)!
          const other = id === rule.id ? closing : labels.get(id)!
          const names = other.label === rule.label ? 'This rule leads back to itself' : `This rule and ${other.describe} send visitors in a circle`
          verdicts[index]!.problems.push({ field: 'destination', message: `${names}: ${[...chain, id].map((c) => labels.get(c)?.label ?? c).join(' → ')}.` })
          return
        }
        chain.push(id)
      }
      location = found.location
      if (/^https?:/i.test(location)) break
      const q = location.indexOf('?')
      const h = location.indexOf('#')
      path = location.slice(0, q >= 0 ? q : h >= 0 ? h : undefined)
      search = q >= 0 ? location.slice(q, h > q ? h : undefined) : ''
      if (hop === MAX_HOPS) {
        verdicts[index]!.problems.push({
          field: 'destination',
          message: `The destination is redirected more than ${MAX_HOPS} times (${chain.map((c) => labels.get(c)?.label ?? c).join(' → ')} → …); point it at the end of the chain.`,
        })
        return
      }
    }
    if (chain.length > 1) {
      const via = chain.slice(1).map((c) => labels.get(c)?.label ?? c)
      verdicts[index]!.warnings.push(`Chain collapsed: visitors go straight on to ${location} (via ${via.join(', ')}).`)
    }
  })

  // Live pages the rules hide (the rule wins: it is answered before any page renders).
  const own = compileRedirects(usable, context)
  const hidden = new Map<number, string[]>()
  for (const livePath of context.livePaths) {
    const found = own.lookupOne(livePath.split('/').map(encodeURIComponent).join('/'), '')
    if (!found || found.ruleId === null) continue
    const index = Number(String(found.ruleId).replace('candidate:', ''))
    hidden.set(index, [...(hidden.get(index) ?? []), livePath])
  }
  for (const [index, paths] of hidden) {
    const list = paths.slice(0, 3).join(', ') + (paths.length > 3 ? ` and ${paths.length - 3} more` : '')
    verdicts[index]!.warnings.push(
      `Hides a live page: ${list} ${paths.length === 1 ? 'is a published page' : 'are published pages'}; visitors get this redirect instead.`,
    )
  }
  return verdicts
}
