import { noteRenderTags } from '@/features/page-cache'
import { buildRobotsTxt } from '@/features/pages'
import { NO_SITE, resolveRequestSite, siteCanonicalOrigin } from '@/features/sites'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const resolution = await resolveRequestSite(request.headers.get('host'))
  const text = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  // The development index and unknown hosts are not sites: nothing there to crawl. A www host that
  // redirects to its bare host is its site's (siteForHost would say no site).
  if (resolution.kind === 'index') return text('User-agent: *\nDisallow: /\n')
  if (resolution.kind === 'unknown') return text(`${NO_SITE.message}.\n`, NO_SITE.status)
  noteRenderTags(request.headers, [`site:${resolution.site.id}`])
  return text(buildRobotsTxt(siteCanonicalOrigin(resolution.site, request.headers.get('host'))))
}
