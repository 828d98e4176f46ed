import { foldToSlug } from '@/lib/page-path'
import { isPassThroughPath } from '@/features/routing'

/**
 * The language of a redirect rule (spec 03 §2.9, issue 18): what a source, a query condition and a
 * destination may say, read into a form the matcher compiles. Every problem is a sentence an
 * editor can act on (the CMS shows it under the field, the CSV import next to the line number).
 *
 * Source: a path starting with "/". A segment may be
 *   - literal text (`om-oss`, `FindUs`, `för-företag`: accented letters raw or %-escaped alike),
 *   - `:name`, one whole segment captured as `name`,
 *   - `text:name`, a segment that starts with `text`, the rest captured (`nordbil-bil-:location`),
 *   - `*` as the last segment: the rest of the path, zero or more segments.
 * A literal colon is written `\:`. A query string after `?` is read as query conditions.
 *
 * Query conditions: `key` (present, any value) or `key=value`, several joined by `&`: all must hold.
 *
 * Destination: a path (`/kop-bil`, `/buy-car?car_fuel=Electric`, `/om-oss#kontakt`) or an absolute
 * http(s) URL. `:name` puts a captured segment in (as a slug: lower-case, no accents, spec 03 §2.9
 * "Location and brand slugs are lowercase without accents"); `*` puts the rest of the path in as
 * it came.
 */

export const MAX_SOURCE_LENGTH = 2000
export const MAX_SEGMENTS = 32

export type SourceSegment =
  | { kind: 'literal'; value: string }
  /** `prefix:name`; an empty prefix is a whole-segment capture. Captures are never empty. */
  | { kind: 'param'; prefix: string; name: string }
  | { kind: 'rest' }

export type ParsedSource = {
  /** The normalised source as stored and shown: decoded, NFC, no trailing slash, `\:` kept. */
  text: string
  segments: SourceSegment[]
  /** Any `:name` or `*`: the rule goes in the pattern trie, not the exact map. */
  isPattern: boolean
  /** Conditions written after a `?` in the source (merged with the conditions field). */
  queryText: string
}

export type QueryCondition = { key: string; value?: string }

type Result<T> = { ok: true; value: T } | { ok: false; problem: string }
const ok = <T>(value: T): Result<T> => ({ ok: true, value })
const fail = <T>(problem: string): Result<T> => ({ ok: false, problem })

const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]*$/
const NON_ASCII = /[^\u0000-\u007f]/
const COLON_PLACEHOLDER = '\u0000'

/** decodeURIComponent that reports instead of throwing. */
function decodeSegment(segment: string): string | null {
  if (segment.indexOf('%') < 0 && !NON_ASCII.test(segment)) return segment
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return null
  }
}

/**
 * A request path (as the proxy gets it: %-escaped) as decoded segments, NFC: `/om-k%C3%B6p/` and
 * `/om-köp` give the same ['om-köp']. A trailing slash is dropped. Null when an escape is broken.
 */
export function requestSegments(rawPath: string): string[] | null {
  const parts = rawPath.split('/')
  const segments: string[] = []
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!
    if (part === '' && i === parts.length - 1) break
    const decoded = decodeSegment(part)
    if (decoded === null) return null
    segments.push(decoded)
  }
  return segments
}

/** The key of a path in the exact map: decoded segments joined by "/" (a decoded "/" inside a segment stays %2F). */
export function pathKey(segments: readonly string[]): string {
  let key = ''
  for (const s of segments) key += '/' + (s.indexOf('/') < 0 ? s : s.replaceAll('/', '%2F'))
  return key || '/'
}

/** A source as written by an editor or a CSV file, read and normalised. */
export function parseSource(raw: unknown): Result<ParsedSource> {
  if (typeof raw !== 'string' || raw.trim() === '') return fail('A source path is required, e.g. /om-oss.')
  let text = raw.trim()
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return fail('Write the source as a path starting with "/", without the host (https://… is for destinations).')
  if (!text.startsWith('/')) return fail('The source must start with "/", e.g. /om-oss.')
  if (text.length > MAX_SOURCE_LENGTH) return fail(`The source is longer than ${MAX_SOURCE_LENGTH} characters.`)
  if (text.includes('#')) return fail('A source cannot contain "#": browsers never send the part after it.')
  if (/[\u0000-\u001f\u007f]/.test(text)) return fail('The source contains a control character.')
  let queryText = ''
  const q = text.indexOf('?')
  if (q >= 0) {
    queryText = text.slice(q + 1)
    text = text.slice(0, q)
  }
  const rawSegments = text.split('/').slice(1)
  if (rawSegments.length > 1 && rawSegments[rawSegments.length - 1] === '') rawSegments.pop()
  if (rawSegments.length > MAX_SEGMENTS) return fail(`The source has more than ${MAX_SEGMENTS} segments.`)
  const segments: SourceSegment[] = []
  const shown: string[] = []
  const names = new Set<string>()
  for (let i = 0; i < rawSegments.length; i++) {
    const rawSegment = rawSegments[i]!
    if (rawSegment === '') {
      if (rawSegments.length === 1) break // the root "/"
      return fail('The source has an empty segment ("//").')
    }
    const decoded = decodeSegment(rawSegment.replaceAll('\\:', COLON_PLACEHOLDER))
    if (decoded === null) return fail(`The segment "${rawSegment}" has a broken %-escape (write "%" as %25).`)
    if (decoded === '*') {
      if (i !== rawSegments.length - 1) return fail('"*" stands for the rest of the path: it can only be the last segment (e.g. /used/*).')
      segments.push({ kind: 'rest' })
      shown.push('*')
      continue
    }
    if (decoded.includes('*')) return fail(`"*" stands for the rest of the path and must be a segment of its own (found in "${rawSegment}").`)
    const colon = decoded.indexOf(':')
    if (colon >= 0) {
      const prefix = decoded.slice(0, colon)
      const name = decoded.slice(colon + 1)
      if (!PARAM_NAME.test(name))
        return fail(
          `"${decoded.replaceAll(COLON_PLACEHOLDER, ':')}": after ":" comes a name of letters and digits (e.g. :location); write a literal colon as \\:.`,
        )
      if (names.has(name)) return fail(`The source captures ":${name}" twice.`)
      names.add(name)
      const literalPrefix = prefix.replaceAll(COLON_PLACEHOLDER, ':')
      segments.push({ kind: 'param', prefix: literalPrefix, name })
      shown.push(`${literalPrefix.replaceAll(':', '\\:')}:${name}`)
      continue
    }
    const literal = decoded.replaceAll(COLON_PLACEHOLDER, ':')
    segments.push({ kind: 'literal', value: literal })
    shown.push(literal.replaceAll(':', '\\:'))
  }
  const normalisedText = `/${shown.join('/')}`
  const literalPath = segments.every((s) => s.kind === 'literal') ? pathKey(segments.map((s) => (s as { value: string }).value)) : null
  if (literalPath !== null && isPassThroughPath(literalPath))
    return fail(`${literalPath} belongs to the CMS or a fixed route; it never reaches a site's redirects.`)
  const first = segments[0]
  if (first?.kind === 'literal' && isPassThroughPath(`/${first.value}/x`))
    return fail(`Paths under /${first.value} belong to the CMS or the framework; they never reach a site's redirects.`)
  return ok({ text: normalisedText, segments, isPattern: segments.some((s) => s.kind !== 'literal'), queryText })
}

/** Query conditions as written (`br`, `cat=nyheter`, `a&b=1`), sorted by key. */
export function parseQueryConditions(raw: unknown): Result<QueryCondition[]> {
  if (raw === undefined || raw === null) return ok([])
  if (typeof raw !== 'string') return fail('Query conditions are text such as cat=nyheter.')
  const text = raw.trim().replace(/^\?/, '')
  if (text === '') return ok([])
  if (/[\u0000-\u001f\u007f#]/.test(text)) return fail('Query conditions cannot contain "#" or control characters.')
  const conditions: QueryCondition[] = []
  for (const part of text.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const rawKey = eq < 0 ? part : part.slice(0, eq)
    const key = decodeQueryPart(rawKey)
    const value = eq < 0 ? undefined : decodeQueryPart(part.slice(eq + 1))
    if (key === null || value === null) return fail(`The condition "${part}" has a broken %-escape.`)
    if (key === '') return fail(`The condition "${part}" has no parameter name.`)
    if (conditions.some((c) => c.key === key)) return fail(`The parameter "${key}" is named twice in the conditions.`)
    conditions.push(value === undefined ? { key } : { key, value })
  }
  conditions.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return ok(conditions)
}

function decodeQueryPart(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' ')).normalize('NFC')
  } catch {
    return null
  }
}

/** Conditions back as text, sorted: the stored and shown form. */
export function conditionsText(conditions: readonly QueryCondition[]): string {
  const enc = (s: string) => encodeURIComponent(s).replaceAll('%20', '+')
  return conditions.map((c) => (c.value === undefined ? enc(c.key) : `${enc(c.key)}=${enc(c.value)}`)).join('&')
}

/** A piece of a destination: literal text, a captured segment, or the rest of the path. */
export type DestinationPart = string | { param: string } | { rest: true }

export type ParsedDestination = {
  /** `https://host` for an absolute URL, '' for a path on the same site. */
  origin: string
  /** Path segments, each a list of parts (`*` as a whole segment may expand to several). */
  segments: DestinationPart[][]
  /** Query parameters: key (literal) and value parts. */
  query: Array<{ key: string; value: DestinationPart[] }>
  hash: string
  /** The destination as stored and shown. */
  text: string
  /** No captures and no rest: the same for every request. */
  isStatic: boolean
}

const PLACEHOLDER = /:([A-Za-z][A-Za-z0-9_]*)|\*/g

function templateParts(text: string): DestinationPart[] {
  if (text.indexOf(':') < 0 && text.indexOf('*') < 0) return [text]
  const parts: DestinationPart[] = []
  let last = 0
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > last) parts.push(text.slice(last, m.index))
    parts.push(m[0] === '*' ? { rest: true } : { param: m[1]! })
    last = m.index + m[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/**
 * A destination as written, checked against what its source captures (`names`; `hasRest` for `*`).
 * Placeholders are only read in the path and the query, never in an absolute URL's host.
 */
export function parseDestination(raw: unknown, captures: { names: readonly string[]; hasRest: boolean }): Result<ParsedDestination> {
  if (typeof raw !== 'string' || raw.trim() === '')
    return fail('A destination is required: a page of the site, a path such as /kop-bil, or a full https:// address.')
  const text = raw.trim()
  if (text.length > MAX_SOURCE_LENGTH) return fail(`The destination is longer than ${MAX_SOURCE_LENGTH} characters.`)
  if (/[\u0000-\u001f\u007f]/.test(text)) return fail('The destination contains a control character.')
  let origin = ''
  let rest = text
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    const m = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(text)
    if (!m) return fail('An absolute destination must be an http:// or https:// address.')
    try {
      const url = new URL(m[1]!)
      if (url.username || url.password) return fail('An absolute destination cannot carry a user name or password.')
      origin = url.origin
    } catch {
      return fail(`"${m[1]}" is not a valid address.`)
    }
    rest = m[2] || '/'
    if (!rest.startsWith('/') && !rest.startsWith('?') && !rest.startsWith('#')) return fail('The destination address is malformed.')
    if (!rest.startsWith('/')) rest = `/${rest}`
  } else if (!text.startsWith('/')) {
    return fail('The destination must start with "/" (a path on this site) or be a full https:// address.')
  } else if (text.startsWith('//')) {
    return fail('A destination starting with "//" would leave the site: write the full https:// address instead.')
  }
  const hashAt = rest.indexOf('#')
  const hash = hashAt >= 0 ? rest.slice(hashAt) : ''
  if (hashAt >= 0) rest = rest.slice(0, hashAt)
  const queryAt = rest.indexOf('?')
  const pathText = queryAt >= 0 ? rest.slice(0, queryAt) : rest
  const queryText = queryAt >= 0 ? rest.slice(queryAt + 1) : ''

  const segments: DestinationPart[][] = []
  const rawSegments = pathText.split('/').slice(1)
  if (rawSegments.length > 1 && rawSegments[rawSegments.length - 1] === '') rawSegments.pop()
  for (const rawSegment of rawSegments) {
    if (rawSegment === '' && rawSegments.length > 1) return fail('The destination has an empty segment ("//").')
    if (rawSegment === '') continue
    const decoded = decodeSegment(rawSegment)
    if (decoded === null) return fail(`The destination segment "${rawSegment}" has a broken %-escape (write "%" as %25).`)
    segments.push(templateParts(decoded))
  }
  const query: ParsedDestination['query'] = []
  for (const part of queryText.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const key = decodeQueryPart(eq < 0 ? part : part.slice(0, eq))
    const value = eq < 0 ? '' : decodeQueryPart(part.slice(eq + 1))
    if (key === null || value === null) return fail(`The destination's query "${part}" has a broken %-escape.`)
    query.push({ key, value: templateParts(value) })
  }
  const used = [...segments.flat(), ...query.flatMap((q) => q.value)]
  for (const part of used) {
    if (typeof part === 'string') continue
    if ('rest' in part && !captures.hasRest) return fail('The destination uses "*", but the source has no "*" whose rest of path it could carry.')
    if ('param' in part && !captures.names.includes(part.param))
      return fail(
        captures.names.length > 0
          ? `The destination uses ":${part.param}", but the source captures only ${captures.names.map((n) => `:${n}`).join(', ')}.`
          : `The destination uses ":${part.param}", but the source captures nothing (write a literal colon as %3A).`,
      )
  }
  for (const segment of segments) {
    if (segment.some((p) => typeof p !== 'string' && 'rest' in p) && segment.length > 1)
      return fail('In the destination, "*" must be a segment of its own (e.g. /buy-car/used-cars/*).')
  }
  return ok({ origin, segments, query, hash, text, isStatic: used.every((p) => typeof p === 'string') })
}

/** The names a parsed source captures, and whether it has a rest of path. */
export function sourceCaptures(source: ParsedSource): { names: string[]; hasRest: boolean } {
  return {
    names: source.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : [])),
    hasRest: source.segments.some((s) => s.kind === 'rest'),
  }
}

/** A captured segment as it goes into a destination: a slug (spec 03 §2.9). */
export const captureAsSlug = (value: string): string => foldToSlug(value)

const UNRESERVED = /^[A-Za-z0-9._~-]*$/
const SUB_DELIMS = /%(3A|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi

/** One decoded path segment for a Location header: %-escaped, sub-delimiters (,;:=@…) left readable. */
export function encodePathSegment(segment: string): string {
  if (UNRESERVED.test(segment)) return segment
  return encodeURIComponent(segment).replace(SUB_DELIMS, (m) => decodeURIComponent(m))
}
