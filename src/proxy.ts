import { type NextRequest, NextResponse } from 'next/server'

import { siteRewritePath } from '@/features/routing/site-rewrite'

const indexHosts = (process.env.SHOWROOM_INDEX_HOSTS || 'localhost,127.0.0.1')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean)

/** Maps the request host to its site by rewriting to the site-scoped route (see site-rewrite.ts). */
export function proxy(request: NextRequest) {
  const target = siteRewritePath(request.nextUrl.pathname, request.headers.get('host'), indexHosts)
  if (!target) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  // The not-found page has no route params; it reads the visited path from this header.
  const headers = new Headers(request.headers)
  headers.set('x-showroom-pathname', request.nextUrl.pathname)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
}
