import { resolveRequestSite } from '@/features/sites'

export const dynamic = 'force-dynamic'

/** /favicon.ico, which browsers ask for on their own: the site's own icon, whatever its format. */
export async function GET(request: Request) {
  const resolution = await resolveRequestSite(request.headers.get('host'))
  const favicon = resolution.kind === 'site' ? resolution.site.favicon : undefined
  if (!favicon) return new Response(null, { status: 404 })
  return new Response(null, { status: 302, headers: { location: favicon.url, 'cache-control': 'public, max-age=3600' } })
}
