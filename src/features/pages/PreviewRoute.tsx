import { draftMode, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { getPayloadClient } from '@/cms/payload-client'
import { previewRoute } from '@/features/preview'
import { findSite } from '@/features/sites'
import { isLocale } from '@/lib/locales'
import { segmentsToPath } from '@/lib/page-path'
import { requestOrigin } from '@/lib/request-origin'

import { PreviewPage } from './PreviewPage'

export type PreviewRouteProps = { params: Promise<{ site: string; lang: string; path?: string[] }> }

/** Editors' preview of a page with its drafts; only for logged-in users in draft mode (spec 01 §6). */
export async function PreviewRoute({ params }: PreviewRouteProps) {
  const { site: siteId, lang, path: segments } = await params
  const path = segmentsToPath(segments)
  const h = await headers()
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: h })
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(previewRoute(siteId, lang, path))}`)

  const site = await findSite(decodeURIComponent(siteId))
  if (!site || !isLocale(lang) || !site.locales.includes(lang)) notFound()
  const { isEnabled } = await draftMode()
  return <PreviewPage site={site} locale={lang} path={path} user={user} draftMode={isEnabled} origin={requestOrigin(h)} />
}
