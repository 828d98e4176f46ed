import { normalizeHost } from '@/lib/host-name'
import { isLocale } from '@/lib/locales'

/** Paths the CMS, the framework and the spec's fixed routes own; they are never site pages. */
const PASS_THROUGH = [
  /^\/admin(\/|$)/,
  /^\/api(\/|$)/,
  /^\/_next(\/|$)/,
  /^\/preview(\/|$)/,
  /^\/site-index$/,
  /^\/-\//,
  /^\/stock-images\//,
  /^\/demo-media\//,
]
const FIXED_FILES = new Set(['/healthz', '/robots.txt', '/sitemap.xml', '/favicon.ico'])

/** True for a path the CMS, the framework or a fixed route owns: it never reaches a site's pages (or its redirects). */
export function isPassThroughPath(pathname: string): boolean {
  return FIXED_FILES.has(pathname) || PASS_THROUGH.some((re) => re.test(pathname))
}

/**
 * Where the proxy sends a request (ARCHITECTURE "Sites"): site pages go to the site-scoped route
 * /site/<host>/<language or _>/<path>, where "_" means the site's default language. A first path
 * segment that is a language code is a language prefix (no automatic locale detection).
 * Returns null when the request should pass through untouched.
 */
export function siteRewritePath(pathname: string, rawHost: string | null, indexHosts: readonly string[]): string | null {
  if (isPassThroughPath(pathname)) return null
  const host = normalizeHost(rawHost) || 'unknown-host'
  if (pathname === '/' && indexHosts.includes(host)) return '/site-index'
  const [, first = '', ...rest] = pathname.split('/')
  const prefixed = isLocale(first)
  const lang = prefixed ? first : '_'
  const remainder = prefixed ? rest.join('/') : [first, ...rest].join('/')
  const tail = remainder.replace(/\/+$/, '')
  return `/site/${encodeURIComponent(host)}/${lang}${tail ? `/${tail}` : ''}`
}
