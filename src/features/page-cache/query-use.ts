import { noteRenderDependency } from './render-tags'

/**
 * Which query parameters a page reads (issue 35 item 12). A parameter no page reads used to be
 * part of the cache key anyway, so `?x=<random>` made every request a render (30 at once held a
 * car list for 6.7 s). The page hands its blocks the query through `recordingSearchParams`, which
 * notes each name read as a render tag `query:<name>` (or `query:*` when the whole query is
 * enumerated); the entry learns per path which names count and keys the page by those alone.
 *
 * Why this is safe: a render reads names as a fixed function of the request. Two requests that
 * agree on every name the first one's render read take the same way through it, read the same
 * names and show the same page; so a name no render of the path has read cannot change it.
 */
export const QUERY_TAG_PREFIX = 'query:'
export const QUERY_READ_WHOLE = `${QUERY_TAG_PREFIX}*`
/**
 * A parameter value the page shows the same as no such parameter (`?page=1`, the default sort):
 * `query-default:["page","1"]`. The entry keys the path without it (issue 38: "defaults dropped"),
 * so `/kop-bil?page=1` is the cached `/kop-bil`. A block that notes one speaks for the page: any
 * other block reading the same name must treat that value as absent too (the car list and its
 * breadcrumb share one parser).
 */
const QUERY_DEFAULT_PREFIX = 'query-default:'

/** Notes, in the current render, query values that change nothing on the page. */
export function noteQueryDefaults(pairs: readonly (readonly [name: string, value: string])[]): void {
  for (const [name, value] of pairs) noteRenderDependency(`${QUERY_DEFAULT_PREFIX}${JSON.stringify([name, value])}`)
}

/** Per name, the values a page shows the same as the name's absence. */
export type QueryDefaults = ReadonlyMap<string, ReadonlySet<string>>

type SearchParamsRecord = Readonly<Record<string, string | readonly string[] | undefined>>

/** The query as blocks read it, noting every name they ask for in the current render's tags. */
export function recordingSearchParams<T extends SearchParamsRecord>(params: T): T {
  const note = (name: string | symbol) => {
    if (typeof name === 'string') noteRenderDependency(`${QUERY_TAG_PREFIX}${name}`)
  }
  return new Proxy(params, {
    get(target, name, receiver) {
      note(name)
      return Reflect.get(target, name, receiver) as unknown
    },
    has(target, name) {
      note(name)
      return Reflect.has(target, name)
    },
    getOwnPropertyDescriptor(target, name) {
      note(name)
      return Reflect.getOwnPropertyDescriptor(target, name)
    },
    ownKeys(target) {
      noteRenderDependency(QUERY_READ_WHOLE)
      return Reflect.ownKeys(target)
    },
  })
}

/** A render's tags split into the query names it read ('all' when it enumerated them), the values it said change nothing, and the rest. */
export function splitQueryTags(tags: readonly string[]): { queryNames: Set<string> | 'all'; defaults: Map<string, Set<string>>; tags: string[] } {
  const names = new Set<string>()
  const defaults = new Map<string, Set<string>>()
  let whole = false
  const rest: string[] = []
  for (const tag of tags) {
    if (tag === QUERY_READ_WHOLE) whole = true
    else if (tag.startsWith(QUERY_TAG_PREFIX)) names.add(tag.slice(QUERY_TAG_PREFIX.length))
    else if (tag.startsWith(QUERY_DEFAULT_PREFIX)) {
      const [name, value] = JSON.parse(tag.slice(QUERY_DEFAULT_PREFIX.length)) as [string, string]
      let values = defaults.get(name)
      if (!values) defaults.set(name, (values = new Set()))
      values.add(value)
    } else rest.push(tag)
  }
  return { queryNames: whole ? 'all' : names, defaults, tags: rest }
}

/** What the entry knows of a path's query: the names its renders read, and the values that change nothing. */
export type QueryUse = { names: Set<string> | 'all'; defaults: QueryDefaults }

/**
 * What the entry has learnt: per host and path, the query names any render of it read (their
 * union), or 'all'. Bounded: the least recently used paths are forgotten first (their next
 * request is keyed by the whole query again, as before anything was learnt).
 */
export class QueryNamesByPath {
  private readonly known = new Map<string, QueryUse>()

  constructor(private readonly maxPaths = 20_000) {}

  get(path: string): QueryUse | undefined {
    const use = this.known.get(path)
    if (use !== undefined) {
      this.known.delete(path)
      this.known.set(path, use)
    }
    return use
  }

  /** Adds what one render read (and said changes nothing); returns what the path is now keyed by. */
  learn(path: string, read: Set<string> | 'all', defaults: QueryDefaults = new Map()): QueryUse {
    const before = this.known.get(path)
    const names = before?.names === 'all' || read === 'all' ? 'all' : new Set([...(before?.names ?? []), ...read])
    const merged = new Map<string, Set<string>>()
    for (const source of [before?.defaults ?? new Map<string, ReadonlySet<string>>(), defaults])
      for (const [name, values] of source) merged.set(name, new Set([...(merged.get(name) ?? []), ...values]))
    const after: QueryUse = { names, defaults: merged }
    this.known.delete(path)
    this.known.set(path, after)
    if (this.known.size > this.maxPaths) this.known.delete(this.known.keys().next().value!)
    return after
  }
}
