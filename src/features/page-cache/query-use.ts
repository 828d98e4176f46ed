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

/** A render's tags split into the query names it read ('all' when it enumerated them) and the rest. */
export function splitQueryTags(tags: readonly string[]): { queryNames: Set<string> | 'all'; tags: string[] } {
  const names = new Set<string>()
  let whole = false
  const rest: string[] = []
  for (const tag of tags) {
    if (tag === QUERY_READ_WHOLE) whole = true
    else if (tag.startsWith(QUERY_TAG_PREFIX)) names.add(tag.slice(QUERY_TAG_PREFIX.length))
    else rest.push(tag)
  }
  return { queryNames: whole ? 'all' : names, tags: rest }
}

/**
 * What the entry has learnt: per host and path, the query names any render of it read (their
 * union), or 'all'. Bounded: the least recently used paths are forgotten first (their next
 * request is keyed by the whole query again, as before anything was learnt).
 */
export class QueryNamesByPath {
  private readonly known = new Map<string, Set<string> | 'all'>()

  constructor(private readonly maxPaths = 20_000) {}

  get(path: string): Set<string> | 'all' | undefined {
    const names = this.known.get(path)
    if (names !== undefined) {
      this.known.delete(path)
      this.known.set(path, names)
    }
    return names
  }

  /** Adds what one render read; returns the names the path is now keyed by. */
  learn(path: string, read: Set<string> | 'all'): Set<string> | 'all' {
    const before = this.known.get(path)
    const after = before === 'all' || read === 'all' ? 'all' : new Set([...(before ?? []), ...read])
    this.known.delete(path)
    this.known.set(path, after)
    if (this.known.size > this.maxPaths) this.known.delete(this.known.keys().next().value!)
    return after
  }
}
