import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/cms/payload-client'
import { previewQuery, previewRoute } from '@/features/preview'
import { findSite } from '@/features/sites'
import { storyPath } from '@/features/stories'

/** GET /api/preview: turns on draft mode for a logged-in editor and opens the page's preview (spec 01 §6). */
export async function openPreview(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const parsed = previewQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success) return Response.json({ error: 'Invalid preview request', issues: parsed.error.issues.map((i) => i.message) }, { status: 400 })

  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(url.pathname + url.search)}`)

  // A story (the live preview of Stories) is shown at its address: `{stories path}/{year}/{slug}`.
  const { site: siteId, locale, story, date } = parsed.data
  let path = parsed.data.path
  if (story && date) {
    const site = await findSite(siteId)
    if (!site) return Response.json({ error: 'Invalid preview request', issues: ['no such site'] }, { status: 404 })
    path = storyPath(site, { slug: story, date })
  }
  ;(await draftMode()).enable()
  redirect(previewRoute(siteId, locale, path))
}
