import type { NextConfig } from 'next'

/** One entry of next.config's headers(): a path pattern, optional request conditions, headers to set. */
export type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/**
 * Uploaded media is served as the file itself, so an SVG (or a file whose type a browser guesses)
 * opened directly could run script on our origin. This makes such a response a sandboxed document
 * that may load nothing: no script, no frames, no requests; inline styles only, which SVG drawings
 * use. It does not affect `<img>` use, which never runs script anyway.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** The paths uploaded media is served on: Payload's own and the spec's aliases (next.config rewrites). */
export const MEDIA_PATHS = ['/api/media/file/:path*', '/-/media/:path*', '/-/jssmedia/:path*'] as const

/**
 * X-Forwarded-Proto with an https entry anywhere: the request reached our proxy over TLS. Matched
 * as a whole-value regex by Next. Whether the proxy is trusted cannot be known here (these rules
 * are fixed at build time), and need not be: browsers ignore Strict-Transport-Security received
 * over plain http (RFC 6797 §8.1), so a client that forges the header learns nothing and changes
 * nothing, and a response over https always has it.
 */
export const FORWARDED_HTTPS = '(?:.*,\\s*)?https(?:\\s*,.*)?'

/** One year; no includeSubDomains: other hosts under a site's domain are not ours to decide. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'

/**
 * Browser features no page of ours uses, switched off for the page and every frame in it (an
 * injected script or a third-party tag cannot ask for them either). Geolocation stays on for our own
 * origin: the store locator's and the booking's "near me". Autoplay, fullscreen, encrypted media
 * and picture-in-picture are left at their defaults: the YouTube and video frames ask for them
 * (`allow=`), and a frame can only get what the page has. Only features Chromium knows are named,
 * so the header raises no console warnings (it does not know `bluetooth`).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/**
 * A page opened from another site (or one we open) gets no handle on our window and we none on
 * its: no `window.opener` tricks, and a browsing context group of its own (Spectre). The admin's
 * live preview pop-out is on the admin's own origin, so it keeps its opener.
 */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin'

/**
 * The script policy of every page, the admin included (issue 35 item 10). With a nonce: only
 * scripts that carry it run (Next puts it on its own scripts when it finds it in the request's
 * policy; ours read it with `useScriptNonce`), and `'strict-dynamic'` lets those load more (Next's
 * chunks, the tag manager and what it loads, MapLibre's worker). `'self'` counts only in
 * browsers without `'strict-dynamic'` (CSP 2). Without a nonce (paths the proxy does not see:
 * `/_next/static`, `/_next/image`, the entry's own 503/500 pages) only our own files may run,
 * and no inline script. `'unsafe-eval'` only under `next dev` (its refresh runtime evaluates code).
 *
 * - `object-src 'none'`: no plugins.
 * - `base-uri 'self'`: an injected `<base>` cannot move the page's relative script URLs elsewhere.
 * - `frame-ancestors 'self'`: no other site can frame a page (clickjacking). The CMS frames its
 *   live preview from its own origin: the preview URL is relative to the admin
 *   (`cms/live-preview-url.ts`), so `/api/preview` and `/preview/*` are always on the admin's origin.
 */
export function contentSecurityPolicy(nonce?: string, options: { dev?: boolean } = {}): string {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'"]
  if (options.dev) scripts.push("'unsafe-eval'")
  return [`script-src ${scripts.join(' ')}`, "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"].join('; ')
}

/** A fresh nonce: 128 random bits, base64 (Web Crypto, so it runs wherever the proxy runs). */
export function newScriptNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The nonce of a policy's `script-src`, as Next reads it (`'nonce-…'`), or undefined. */
export function nonceOfPolicy(policy: string | null | undefined): string | undefined {
  const scripts = policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '))
  return scripts
    ?.split(/\s+/)
    .map((source) => /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/.exec(source)?.[1])
    .find((nonce) => nonce !== undefined)
}

const MEDIA_PATH_PREFIXES = MEDIA_PATHS.map((source) => source.replace(/:path\*$/, ''))

/** Whether a path serves uploaded media, which keeps MEDIA_CONTENT_SECURITY_POLICY (the proxy leaves its policy alone). */
export const isMediaPath = (pathname: string) => MEDIA_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))

/** The headers every response carries besides its script policy (also set by the HTTP entry on the answers it makes itself). */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', CROSS_ORIGIN_OPENER_POLICY],
]

/**
 * Response headers for every path (issue 15, issue 35 item 10, 'Response headers on public
 * pages'), applied in next.config.ts. Next applies every matching rule in order and a later rule's
 * value for the same header wins, so the media rules come after the general one. Headers set here
 * also win over a route's own (Next appends a route's header only when it is not set yet), e.g.
 * Payload's weaker CSP on SVG files. The proxy (`src/proxy.ts`) runs after these rules and replaces
 * the general policy with one carrying the request's nonce (everywhere but on media).
 *
 * - `nosniff`: a file is what its Content-Type says (an upload cannot become a script or a page).
 * - `strict-origin-when-cross-origin`: other sites see our origin, never a page's path and query.
 * - `Permissions-Policy`, `Cross-Origin-Opener-Policy`: see PERMISSIONS_POLICY, CROSS_ORIGIN_OPENER_POLICY.
 * - `Content-Security-Policy`: contentSecurityPolicy() without a nonce, for what the proxy does not see.
 */
export function securityHeaderRules(): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [...SECURITY_HEADERS.map(([key, value]) => ({ key, value })), { key: 'Content-Security-Policy', value: contentSecurityPolicy() }],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: FORWARDED_HTTPS }],
      headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
    },
    ...MEDIA_PATHS.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: MEDIA_CONTENT_SECURITY_POLICY }] })),
  ]
}
