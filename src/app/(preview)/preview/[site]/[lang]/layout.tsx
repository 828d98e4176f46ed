import '@/app/globals.css'

import type { ReactNode } from 'react'

import { SiteDocument } from '@/features/shell'
import { findSite } from '@/features/sites'
import { isLocale, languageTag } from '@/lib/locales'

type Props = { children: ReactNode; params: Promise<{ site: string; lang: string }> }

export const metadata = { robots: { index: false, follow: false } }

export default async function PreviewLayout({ children, params }: Props) {
  const { site: siteId, lang } = await params
  const site = await findSite(decodeURIComponent(siteId))
  const tag = site && isLocale(lang) ? languageTag(lang, site.country) : 'en'
  return <SiteDocument lang={tag}>{children}</SiteDocument>
}
