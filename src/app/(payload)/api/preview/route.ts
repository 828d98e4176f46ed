import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { previewQuery, previewRoute } from '@/features/preview'
import { getPayloadClient } from '@/cms/payload-client'

export const dynamic = 'force-dynamic'

/** Turns on draft mode for a logged-in editor and opens the page's preview (spec 01 §6). */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const parsed = previewQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success) return Response.json({ error: 'Invalid preview request', issues: parsed.error.issues.map((i) => i.message) }, { status: 400 })

  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(url.pathname + url.search)}`)

  ;(await draftMode()).enable()
  redirect(previewRoute(parsed.data.site, parsed.data.locale, parsed.data.path))
}
