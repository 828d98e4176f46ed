import '@/app/globals.css'

import type { ReactNode } from 'react'

import { getDictionary } from '@/features/dictionary'
import { PageErrorTextsProvider } from '@/features/errors'
import { SiteDocument } from '@/features/shell'
import { resolveRequestSite } from '@/features/sites'
import { isLocale, languageTag } from '@/lib/locales'

type Props = { children: ReactNode; params: Promise<{ host: string; lang: string }> }

export default async function SiteLayout({ children, params }: Props) {
  const { host, lang } = await params
  const resolution = await resolveRequestSite(decodeURIComponent(host))
  const site = resolution.kind === 'site' || resolution.kind === 'redirect' ? resolution.site : undefined
  if (!site) return <SiteDocument lang="en">{children}</SiteDocument>

  const locale = isLocale(lang) && site.locales.includes(lang) ? lang : site.defaultLocale
  const { t } = await getDictionary(site, locale)
  return (
    <SiteDocument lang={languageTag(locale, site.country)}>
      <PageErrorTextsProvider value={{ title: t('pageErrorTitle'), text: t('pageErrorText'), retry: t('tryAgain') }}>{children}</PageErrorTextsProvider>
    </SiteDocument>
  )
}
