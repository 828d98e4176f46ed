import { RENDER_FAILED_TAG } from './render-tags'

/**
 * Which requests and responses the page cache may serve and keep (issue 23). Only anonymous page
 * views: a GET (or HEAD) of a site path, without a session or preview cookie, that is not one of
 * Next's own client requests. Only a 200 page with nothing personal in it: no Set-Cookie, a page's
 * content type, and the tags of what it shows (a render that named none is not kept).
 */
const NEVER_CACHED_PATHS = /^\/(admin|api|_next|preview|healthz|site-index|__nextjs)(\/|$)/
/** Pictures, fonts and other files pass straight through; pages have no extension (or are a feed, sitemap or robots.txt). */
const FILE_EXTENSION = /\.[a-z0-9]+$/i
const PAGE_FILES = /\.(xml|txt|rss)$/i
/** Next's client navigation and server actions, which answer per visitor state. */
const NEXT_CLIENT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'next-router-segment-prefetch']
/** Payload's session, Next's draft mode. */
const PERSONAL_COOKIES = /(?:^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=/
const PAGE_CONTENT_TYPES = /^(text\/html|text\/plain|text\/xml|application\/xml|application\/rss\+xml|application\/atom\+xml)\b/i

export type RequestFacts = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }

/** Null when the request may be answered from the cache; else why not (said in x-showroom-cache). */
export function pageCacheBypassReason(request: RequestFacts): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'method'
  const url = request.url ?? '/'
  const path = url.split('?')[0] ?? '/'
  if (NEVER_CACHED_PATHS.test(path)) return 'path'
  if (FILE_EXTENSION.test(path) && !PAGE_FILES.test(path)) return 'file'
  if (/[?&]_rsc=/.test(url)) return 'client-navigation'
  if (NEXT_CLIENT_HEADERS.some((name) => request.headers[name] !== undefined)) return 'client-navigation'
  if (request.headers.authorization !== undefined) return 'personal'
  const cookie = request.headers.cookie
  if (typeof cookie === 'string' && PERSONAL_COOKIES.test(cookie)) return 'personal'
  if (!request.headers.host) return 'no-host'
  return null
}

/** Whether a finished response may be kept for other visitors. */
export function mayStoreResponse(status: number, headers: Record<string, number | string | string[] | undefined>, tags: readonly string[]): boolean {
  if (status !== 200 || tags.length === 0 || tags.includes(RENDER_FAILED_TAG)) return false
  if (headers['set-cookie'] !== undefined) return false
  // A route handler's headers reach Node as lists.
  const raw = headers['content-type']
  const type = Array.isArray(raw) ? raw[0] : raw
  if (typeof type !== 'string' || !PAGE_CONTENT_TYPES.test(type)) return false
  return true
}

/** Response headers not kept with a cached page: per connection, per response, or re-made on serving. */
export const HEADERS_NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
  'x-showroom-cache',
  // Each answer names its own request (lib/access-log.ts).
  'x-request-id',
])
