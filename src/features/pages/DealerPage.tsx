import type { BlockContext } from '@/features/content-blocks'
import { DealerDetailRoute } from '@/features/dealers'
import { getDictionary } from '@/features/dictionary'
import { recordingSearchParams } from '@/features/page-cache'
import type { SiteRecord } from '@/features/sites'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import type { Locale } from '@/lib/locales'

import { BlockZone } from './BlockZone'
import { Breadcrumb } from './Breadcrumb'
import type { findPageByPath } from './page-repository'

type Props = {
  site: SiteRecord
  locale: Locale
  dealer: DealerRecord
  origin: string
  extraPage: Awaited<ReturnType<typeof findPageByPath>>
  serviceBookingPath?: string
  searchParams: Readonly<Record<string, string | string[] | undefined>>
}

/**
 * The facility detail page (features/dealers) with what only pages know: the breadcrumb from the
 * page tree and, when the CMS has a page at exactly this path, its main blocks as the facility's
 * extra content zone (spec 03 §2.1 "a placeholder area for extra content"); empty otherwise.
 */
export async function DealerPage({ site, locale, dealer, origin, extraPage, serviceBookingPath, searchParams }: Props) {
  const dictionary = await getDictionary(site, locale)
  const path = `${site.paths.siteDetail.replace(/\/$/, '')}/${dealer.slug}`
  const context: BlockContext = {
    site,
    locale,
    dictionary,
    preview: false,
    zone: 'main',
    request: { path, segments: [], searchParams: recordingSearchParams(searchParams), origin },
  }
  const hasExtra = Array.isArray(extraPage?.main) && extraPage.main.length > 0
  return (
    <DealerDetailRoute
      site={site}
      locale={locale}
      dealer={dealer}
      origin={origin}
      serviceBookingPath={serviceBookingPath}
      breadcrumb={
        <Breadcrumb site={site} locale={locale} origin={origin} label={dictionary.t('breadcrumbLabel')} page={{ path, name: dealer.site_official_name }} />
      }
      extraContent={hasExtra ? <BlockZone blocks={extraPage?.main} context={context} /> : undefined}
    />
  )
}
