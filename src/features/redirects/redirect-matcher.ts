import {
  captureAsSlug,
  encodePathSegment,
  parseDestination,
  parseQueryConditions,
  parseSource,
  pathKey,
  type DestinationPart,
  type ParsedDestination,
  type QueryCondition,
  requestSegments,
  sourceCaptures,
} from './redirect-syntax'

/**
 * One site's redirect rules compiled for the proxy (spec 03 §2.9, issue 18): exact sources in a
 * map, patterns in a trie of path segments, both in a case-sensitive and an any-case version. A
 * lookup is a few map reads and a short walk; nothing is read from the database per request.
 *
 * Precedence (docs/architecture.md "Redirects"):
 *  1. an exact source before a pattern; exact case before any case;
 *  2. in the trie, at each segment: literal text, then `text:name` (longest text first), then
 *     `:name`, then `*` (the rest of the path); the first complete match wins;
 *  3. at one source, rules with more query conditions first, then in the order they were made;
 *  4. a request under a legacy market prefix (/en, /sv-se, /sv-SE) the site does not serve is
 *     matched as it is, then without the prefix, and otherwise sent to the path without it;
 *  5. a destination that another rule redirects again is followed (at most MAX_HOPS), so the
 *     visitor gets one redirect to the end of the chain; a circle is not redirected at all.
 */

/** spec 03 §2.9: "Legacy market prefixes /en, /sv-se and /sv-SE are treated as old." The language each one is. */
export const LEGACY_PREFIXES: ReadonlyArray<{ prefix: string; language: string }> = [
  { prefix: 'en', language: 'en' },
  { prefix: 'sv-se', language: 'sv' },
  { prefix: 'sv-SE', language: 'sv' },
]

/** Links in a chain followed for one request before it is called a circle. */
export const MAX_HOPS = 8

export type VisitorQuery = 'keep' | 'drop'

/** A rule as stored (the destination already resolved when it is a page). */
export type RedirectRule = {
  id: number | string
  source: string
  queryConditions?: string | null
  ignoreCase?: boolean | null
  destination: string
  visitorQuery?: VisitorQuery | null
}

export type SiteRedirectOptions = {
  /** The languages the site serves under a path prefix (its extra languages, e.g. ['en']). */
  servedPrefixes: readonly string[]
}

export type RedirectAnswer = {
  /** A path with query on the same site (already %-escaped), or an absolute URL. */
  location: string
  /** Every rule the request went through (the first is the one its address matched). */
  ruleIds: Array<number | string>
}

export type SkippedRule = { id: number | string; reason: string }

export type CompiledRedirects = {
  lookup(rawPath: string, rawSearch?: string): RedirectAnswer | null
  /** Like lookup, but without following chains: the first rule only (validation uses it). */
  lookupOne(rawPath: string, rawSearch?: string): { ruleId: number | string | null; location: string } | null
  /** Rules in force. */
  size: number
  /**
   * Every query parameter a rule's conditions look at, lower-cased: a request whose query has
   * none of them is redirected or not by its path alone (the page cache keys pages by these too).
   */
  queryNames: ReadonlySet<string>
  /** Rules left out: broken (should not happen; the CMS refuses them) or inactive. */
  skipped: SkippedRule[]
  /** Circles met while answering (each logged once by the caller). */
  onCircle?: (ruleIds: Array<number | string>) => void
}

type Rule = {
  id: number | string
  order: number
  conditions: QueryCondition[]
  ignoreCase: boolean
  captureNames: string[]
  destination: ParsedDestination
  /** The %-escaped destination path when it has no placeholders. */
  staticPath: string | null
  keepVisitorQuery: boolean
}

type TrieNode = {
  literal: Map<string, TrieNode> | null
  prefixed: Array<{ prefix: string; node: TrieNode }> | null
  param: TrieNode | null
  end: Rule[] | null
  rest: Rule[] | null
}

const newNode = (): TrieNode => ({ literal: null, prefixed: null, param: null, end: null, rest: null })

type Match = { rule: Rule; captures: string[]; restFrom: number }

/** Parsed visitor query, read only when a candidate rule has conditions. */
class VisitorParams {
  private params: Map<string, string[]> | null = null
  private folded: Map<string, string[]> | null = null
  constructor(private readonly search: string) {}
  private read(fold: boolean): Map<string, string[]> {
    const cached = fold ? this.folded : this.params
    if (cached) return cached
    const map = new Map<string, string[]>()
    for (const [key, value] of new URLSearchParams(this.search)) {
      const k = fold ? nfc(key).toLowerCase() : nfc(key)
      const v = fold ? nfc(value).toLowerCase() : nfc(value)
      const list = map.get(k)
      if (list) list.push(v)
      else map.set(k, [v])
    }
    if (fold) this.folded = map
    else this.params = map
    return map
  }
  holds(rule: Rule): boolean {
    if (rule.conditions.length === 0) return true
    const map = this.read(rule.ignoreCase)
    for (const condition of rule.conditions) {
      const values = map.get(condition.key)
      if (!values) return false
      if (condition.value !== undefined && !values.includes(condition.value)) return false
    }
    return true
  }
}

const NON_ASCII = /[^\u0000-\u007f]/
/** NFC, skipped for plain ASCII (nearly every query): normalize() is not free. */
const nfc = (s: string) => (NON_ASCII.test(s) ? s.normalize('NFC') : s)

const byPrecedence = (a: Rule, b: Rule) => b.conditions.length - a.conditions.length || a.order - b.order

function insertSorted(list: Rule[], rule: Rule) {
  list.push(rule)
  list.sort(byPrecedence)
}

/** Compiles one site's rules at once. Broken rules are skipped and listed, never thrown. */
export function compileRedirects(rules: readonly RedirectRule[], options: SiteRedirectOptions): CompiledRedirects {
  const builder = new RedirectTableBuilder(options)
  rules.forEach((rule) => builder.add(rule))
  return builder.finish()
}

/**
 * Compiles in slices of `slice` rules, yielding to the event loop between them: 10,000 rules take
 * some 100-500 ms of CPU, and the proxy must go on answering (with the previous table) meanwhile.
 */
export async function compileRedirectsInSlices(rules: readonly RedirectRule[], options: SiteRedirectOptions, slice = 250): Promise<CompiledRedirects> {
  const builder = new RedirectTableBuilder(options)
  for (let i = 0; i < rules.length; i++) {
    builder.add(rules[i]!)
    if (i % slice === slice - 1) await new Promise<void>((resolve) => setImmediate(resolve))
  }
  return builder.finish()
}

type Step = { ruleId: number | string | null; origin: string; path: string; search: string; hash: string }

class RedirectTableBuilder {
  private readonly exact = new Map<string, Rule[]>()
  private readonly exactFolded = new Map<string, Rule[]>()
  private readonly trie = newNode()
  private readonly trieFolded = newNode()
  private readonly skipped: SkippedRule[] = []
  private readonly activeLegacy: Set<string>
  private readonly inactiveLegacy: ReadonlyArray<{ prefix: string }>
  private size = 0
  private order = 0
  private anyFolded = false
  private readonly queryNames = new Set<string>()

  constructor(options: SiteRedirectOptions) {
    const served = new Set(options.servedPrefixes)
    this.activeLegacy = new Set(LEGACY_PREFIXES.filter((l) => !served.has(l.prefix)).map((l) => l.prefix))
    this.inactiveLegacy = LEGACY_PREFIXES.filter((l) => served.has(l.prefix))
  }

  add(input: RedirectRule): void {
    const order = this.order++
    const skip = (reason: string) => void this.skipped.push({ id: input.id, reason })
    const source = parseSource(input.source)
    if (!source.ok) return skip(source.problem)
    const conditionsText = source.value.queryText ? [source.value.queryText, input.queryConditions ?? ''].filter(Boolean).join('&') : input.queryConditions
    const conditions = parseQueryConditions(conditionsText)
    if (!conditions.ok) return skip(conditions.problem)
    const captures = sourceCaptures(source.value)
    const destination = parseDestination(input.destination, captures)
    if (!destination.ok) return skip(destination.problem)
    const ignoreCase = input.ignoreCase === true
    const first = source.value.segments[0]
    if (first?.kind === 'literal') {
      const legacy = this.inactiveLegacy.find((l) => (ignoreCase ? l.prefix.toLowerCase() === first.value.toLowerCase() : l.prefix === first.value))
      if (legacy) return skip(legacyInactiveReason(legacy.prefix))
    }
    const rule: Rule = {
      id: input.id,
      order,
      conditions: ignoreCase ? conditions.value.map((c) => ({ key: c.key.toLowerCase(), value: c.value?.toLowerCase() })) : conditions.value,
      ignoreCase,
      captureNames: captures.names,
      destination: destination.value,
      staticPath: destination.value.isStatic ? staticPath(destination.value) : null,
      keepVisitorQuery: input.visitorQuery !== 'drop',
    }
    this.size++
    if (ignoreCase) this.anyFolded = true
    for (const condition of conditions.value) this.queryNames.add(condition.key.toLowerCase())
    const fold = (s: string) => (ignoreCase ? s.toLowerCase() : s)
    if (!source.value.isPattern) {
      const key = fold(pathKey(source.value.segments.map((s) => (s as { value: string }).value)))
      const map = ignoreCase ? this.exactFolded : this.exact
      const list = map.get(key)
      if (list) insertSorted(list, rule)
      else map.set(key, [rule])
      return
    }
    let node = ignoreCase ? this.trieFolded : this.trie
    for (const segment of source.value.segments) {
      if (segment.kind === 'rest') {
        insertSorted((node.rest ??= []), rule)
        return
      }
      if (segment.kind === 'literal') {
        const literal = (node.literal ??= new Map())
        const key = fold(segment.value)
        let next = literal.get(key)
        if (!next) literal.set(key, (next = newNode()))
        node = next
      } else if (segment.prefix === '') {
        node = node.param ??= newNode()
      } else {
        const prefixed = (node.prefixed ??= [])
        const prefix = fold(segment.prefix)
        let entry = prefixed.find((p) => p.prefix === prefix)
        if (!entry) {
          prefixed.push((entry = { prefix, node: newNode() }))
          prefixed.sort((a, b) => b.prefix.length - a.prefix.length)
        }
        node = entry.node
      }
    }
    insertSorted((node.end ??= []), rule)
  }

  finish(): CompiledRedirects {
    const { exact, exactFolded, trie, trieFolded, skipped, activeLegacy, size, anyFolded } = this
    // The first segments any rule (or a legacy prefix) starts with: a destination outside them
    // cannot be redirected again, so most requests skip the chain lookup.
    const rootIsOpen = [trie, trieFolded].some((n) => n.param !== null || n.prefixed !== null || n.rest !== null)
    const firstSegments = new Set<string>(activeLegacy)
    for (const key of [...exact.keys(), ...exactFolded.keys()]) firstSegments.add(firstSegmentOfKey(key))
    for (const key of trie.literal?.keys() ?? []) firstSegments.add(key)
    for (const key of trieFolded.literal?.keys() ?? []) firstSegments.add(key)
    const mayRedirect = (segs: readonly string[]): boolean => {
      if (rootIsOpen) return true
      const first = segs[0] ?? ''
      return firstSegments.has(first) || (anyFolded && firstSegments.has(first.toLowerCase()))
    }

    function find(segs: readonly string[], query: VisitorParams): Match | null {
      const key = pathKey(segs)
      const exactRule = pick(exact.get(key), query)
      if (exactRule) return { rule: exactRule, captures: NO_CAPTURES, restFrom: -1 }
      const folded = anyFolded ? segs.map((s) => s.toLowerCase()) : null
      if (folded) {
        const foldedRule = pick(exactFolded.get(key.toLowerCase()), query)
        if (foldedRule) return { rule: foldedRule, captures: NO_CAPTURES, restFrom: -1 }
      }
      const found = walk(trie, segs, 0, [], query)
      if (found) return found
      return folded ? walk(trieFolded, folded, 0, [], query) : null
    }

    function step(segs: readonly string[], search: string): Step | null {
      const query = new VisitorParams(search)
      const match = find(segs, query)
      if (match) return build(match, segs, search)
      const first = segs[0]
      if (first === undefined || !activeLegacy.has(first)) return null
      const rest = segs.slice(1)
      const below = find(rest, query)
      if (below) return build(below, rest, search)
      // An old market prefix with nothing for it: the same address without the prefix.
      return { ruleId: null, origin: '', path: `/${rest.map(encodePathSegment).join('/')}`, search, hash: '' }
    }

    const compiled: CompiledRedirects = {
      size,
      skipped,
      queryNames: this.queryNames,
      lookupOne(rawPath, rawSearch = '') {
        const segs = requestSegments(rawPath)
        if (!segs) return null
        const s = step(segs, rawSearch)
        return s ? { ruleId: s.ruleId, location: `${s.origin}${s.path}${s.search}${s.hash}` } : null
      },
      lookup(rawPath, rawSearch = '') {
        if (size === 0 && activeLegacy.size === 0) return null
        let segs = requestSegments(rawPath)
        if (!segs) return null
        let search = rawSearch === '?' ? '' : rawSearch
        const ruleIds: Array<number | string> = []
        const seen = [`${pathKey(segs)}${search}`]
        let last: Step | null = null
        for (let hop = 0; ; hop++) {
          const next = step(segs, search)
          if (!next) break
          if (hop === MAX_HOPS) {
            // Still redirecting after MAX_HOPS links: a chain that grows (/a/* -> /a/b/*) or a circle.
            compiled.onCircle?.(ruleIds)
            return null
          }
          if (next.ruleId !== null) ruleIds.push(next.ruleId)
          if (last?.hash && !next.hash) next.hash = last.hash
          last = next
          if (next.origin !== '') break // another host: not ours to follow
          const nextSegs = requestSegments(next.path)
          if (!nextSegs || !mayRedirect(nextSegs)) break
          const key = `${pathKey(nextSegs)}${next.search}`
          if (seen.includes(key)) {
            compiled.onCircle?.(ruleIds)
            return null
          }
          seen.push(key)
          segs = nextSegs
          search = next.search
        }
        if (!last) return null
        return { location: `${last.origin}${last.path}${last.search}${last.hash}`, ruleIds }
      },
    }
    return compiled
  }
}

const NO_CAPTURES: string[] = []

/** 'om-oss' for '/om-oss/team', '' for '/'. */
function firstSegmentOfKey(key: string): string {
  const end = key.indexOf('/', 1)
  return end < 0 ? key.slice(1) : key.slice(1, end)
}

function pick(list: Rule[] | null | undefined, query: VisitorParams): Rule | undefined {
  if (!list) return undefined
  for (const rule of list) if (query.holds(rule)) return rule
  return undefined
}

function walk(node: TrieNode, segs: readonly string[], i: number, captures: string[], query: VisitorParams): Match | null {
  if (i === segs.length) {
    const ended = pick(node.end, query)
    if (ended) return { rule: ended, captures: [...captures], restFrom: -1 }
    const rest = pick(node.rest, query)
    return rest ? { rule: rest, captures: [...captures], restFrom: i } : null
  }
  const segment = segs[i]!
  const child = node.literal?.get(segment)
  if (child) {
    const found = walk(child, segs, i + 1, captures, query)
    if (found) return found
  }
  if (node.prefixed) {
    for (const { prefix, node: next } of node.prefixed) {
      if (segment.length <= prefix.length || !segment.startsWith(prefix)) continue
      captures.push(segment.slice(prefix.length))
      const found = walk(next, segs, i + 1, captures, query)
      captures.pop()
      if (found) return found
    }
  }
  if (node.param && segment !== '') {
    captures.push(segment)
    const found = walk(node.param, segs, i + 1, captures, query)
    captures.pop()
    if (found) return found
  }
  const rest = pick(node.rest, query)
  return rest ? { rule: rest, captures: [...captures], restFrom: i } : null
}

/** The %-escaped path of a destination without placeholders, worked out once. */
function staticPath(destination: ParsedDestination): string {
  const out: string[] = []
  for (const parts of destination.segments) {
    const segment = parts.join('')
    if (segment !== '') out.push(encodePathSegment(segment))
  }
  return `/${out.join('/')}`
}

/** Where a matched rule sends this request: path, query (the visitor's kept unless dropped) and fragment. */
function build(match: Match, segs: readonly string[], search: string): Step {
  const { rule, captures, restFrom } = match
  const restSegments = restFrom >= 0 ? segs.slice(restFrom) : NO_CAPTURES
  let text = (parts: DestinationPart[]) => parts.join('')
  let path = rule.staticPath
  if (path === null) {
    const values = new Map<string, string>()
    rule.captureNames.forEach((name, i) => values.set(name, captureAsSlug(captures[i] ?? '')))
    text = (parts) => parts.map((p) => (typeof p === 'string' ? p : 'param' in p ? (values.get(p.param) ?? '') : restSegments.join('/'))).join('')
    const out: string[] = []
    for (const parts of rule.destination.segments) {
      const only = parts[0]
      if (parts.length === 1 && typeof only === 'object' && 'rest' in only) {
        for (const s of restSegments) out.push(encodePathSegment(s))
        continue
      }
      const segment = text(parts)
      if (segment !== '') out.push(encodePathSegment(segment))
    }
    path = `/${out.join('/')}`
  }
  const visitor = rule.keepVisitorQuery && search.length > 1 ? search : ''
  let query = ''
  if (rule.destination.query.length === 0) {
    // The visitor's query as it came (no re-encoding).
    query = visitor === '' ? '' : visitor.startsWith('?') ? visitor : `?${visitor}`
  } else {
    const params = new URLSearchParams()
    const own = new Set<string>()
    for (const { key, value } of rule.destination.query) {
      params.append(key, text(value))
      own.add(key)
    }
    if (visitor) for (const [key, value] of new URLSearchParams(visitor)) if (!own.has(key)) params.append(key, value)
    const qs = params.toString()
    query = qs ? `?${qs}` : ''
  }
  return { ruleId: rule.id, origin: rule.destination.origin, path, search: query, hash: rule.destination.hash }
}

/** Why a rule under a legacy prefix is not in force on a site that serves that language there. */
export function legacyInactiveReason(prefix: string): string {
  return `Inactive: this site serves its /${prefix} pages, so /${prefix} is no legacy prefix here (rules under it apply only on sites without that language).`
}
