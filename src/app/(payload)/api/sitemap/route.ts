import { buildSitemapXml, listPublishedPages } from '@/features/pages'
import { resolveRequestSite, siteCanonicalOrigin } from '@/features/sites'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const resolution = await resolveRequestSite(request.headers.get('host'))
  if (resolution.kind !== 'site')
    return new Response('No site is configured for this host.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const pages = await listPublishedPages(resolution.site)
  return new Response(buildSitemapXml(resolution.site, pages, siteCanonicalOrigin(resolution.site, request.headers.get('host'))), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
