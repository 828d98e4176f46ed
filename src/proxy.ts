import { type NextRequest, NextResponse } from 'next/server'

import {
  badPathResponse,
  CAR_LOCATION_ROUTE,
  CAR_LOCATION_TIMEOUT_MS,
  carLocationFromAnswer,
  formPostToPageResponse,
  isFormPostToPage,
  mayBeIdOnlyCarPath,
  pathProblem,
  siteRewritePath,
} from '@/features/routing'
import { proxyRedirect } from '@/features/redirects'
import { requestOrigin } from '@/lib/request-origin'
import { contentSecurityPolicy, isMediaPath, newScriptNonce } from '@/lib/security-headers'

const indexHosts = (process.env.SHOWROOM_INDEX_HOSTS || 'localhost,127.0.0.1')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean)

/**
 * Every request but Next's static files: a fresh script nonce in the request's
 * Content-Security-Policy (Next reads it there and puts it on its own scripts; the site's inline
 * scripts read it in SiteDocument), and the same policy on whatever answers, this proxy's own
 * redirects and refusals included. Uploaded media keeps its stricter policy from next.config.
 * See lib/security-headers.ts and docs/architecture.md "Response headers on public pages".
 */
export async function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  if (isMediaPath(request.nextUrl.pathname)) return route(request, headers)
  const policy = contentSecurityPolicy(newScriptNonce(), { dev: process.env.NODE_ENV === 'development' })
  headers.set('content-security-policy', policy)
  const response = await route(request, headers)
  response.headers.set('content-security-policy', policy)
  return response
}

/** Maps the request host to its site by rewriting to the site-scoped route (see site-rewrite.ts). `headers`: the request's, to pass on. */
async function route(request: NextRequest, headers: Headers): Promise<Response> {
  // Before anything reads the path: Next would answer 500 decoding a malformed escape for a route,
  // and Node to a control character that reaches a header (the default language's redirect).
  const badPath = pathProblem(request.nextUrl.pathname)
  if (badPath) return badPathResponse(request.nextUrl.pathname, badPath)
  if (isFormPostToPage(request.method, request.nextUrl.pathname, request.headers)) return formPostToPageResponse()
  const target = siteRewritePath(request.nextUrl.pathname, request.headers.get('host'), indexHosts)
  if (!target) return NextResponse.next({ request: { headers } })
  // The site's permanent redirects (spec 03 §2.9), from a table held in memory: before any page.
  const redirect = await proxyRedirect(request, requestOrigin(request.headers))
  if (redirect) return NextResponse.redirect(redirect.location, redirect.status)
  if (request.method === 'GET' && mayBeIdOnlyCarPath(request.nextUrl.pathname)) {
    // Absolute, on the visitor's host: Next wants absolute targets, and request.url names the server's own address.
    const location = await idOnlyCarLocation(request)
    if (location) return NextResponse.redirect(new URL(`${location}${request.nextUrl.search}`, requestOrigin(request.headers)), 302)
  }
  const url = request.nextUrl.clone()
  url.pathname = target
  // The not-found page has no route params; it reads the visited path from this header.
  headers.set('x-showroom-pathname', request.nextUrl.pathname)
  return NextResponse.rewrite(url, { request: { headers } })
}

/**
 * Where an id-only car URL redirects, asked of this server's own lookup route over loopback
 * (spec 02: 302 to id/slug; see car-id-redirect.ts). Null when it is no car or the lookup fails.
 */
async function idOnlyCarLocation(request: NextRequest): Promise<string | null> {
  // src/server.ts puts the port it listens on in PORT.
  const lookup = new URL(CAR_LOCATION_ROUTE, `http://127.0.0.1:${process.env.PORT || 3000}`)
  lookup.searchParams.set('path', request.nextUrl.pathname)
  // As a parameter: fetch sets the Host header from the loopback URL.
  lookup.searchParams.set('host', request.headers.get('host') ?? '')
  try {
    const res = await fetch(lookup, { signal: AbortSignal.timeout(CAR_LOCATION_TIMEOUT_MS), cache: 'no-store' })
    if (!res.ok) {
      await res.arrayBuffer().catch(() => undefined)
      return null
    }
    return carLocationFromAnswer(await res.json())
  } catch {
    return null
  }
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
}
