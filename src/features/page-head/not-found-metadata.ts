import type { Metadata } from 'next'

import { getDictionary } from '@/features/dictionary'
import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'

import { pageTitle } from './page-head'

/** Head of the 404 page: the translated title in the site's template, kept out of search results. */
export async function notFoundMetadata(site: SiteRecord, locale: Locale): Promise<Metadata> {
  const { t } = await getDictionary(site, locale)
  return { title: pageTitle(site.titleTemplate, { title: t('pageNotFoundTitle') }), robots: { index: false } }
}
