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
 * Response headers for every path (issue 15, 'Response headers on public pages'), applied in
 * next.config.ts. Next applies every matching rule in order and a later rule's value for the same
 * header wins, so the media rules come after the general one. Headers set here also win over a
 * route's own (Next appends a route's header only when it is not set yet), e.g. Payload's weaker
 * CSP on SVG files.
 *
 * - `nosniff`: a file is what its Content-Type says (an upload cannot become a script or a page).
 * - `strict-origin-when-cross-origin`: other sites see our origin, never a page's path and query.
 * - `frame-ancestors 'self'`: no other site can frame a page (clickjacking). The CMS frames its
 *   live preview from its own origin: the preview URL is relative to the admin
 *   (`cms/live-preview-url.ts`), so `/api/preview` and `/preview/*` are always on the admin's origin.
 */
export function securityHeaderRules(): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: FORWARDED_HTTPS }],
      headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
    },
    ...MEDIA_PATHS.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: MEDIA_CONTENT_SECURITY_POLICY }] })),
  ]
}
