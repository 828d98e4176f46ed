import type { ReactNode } from 'react'

import { ConsentDialog, ConsentProvider } from '@/features/consent'
import { ConsentGatedTagManager, PageViewTracker } from '@/features/tracking'
import type { Dictionary } from '@/features/dictionary'
import { SiteFooter } from '@/features/footer'
import { BrandNavigationLazy, DealerGroupNavigationLazy } from '@/features/navigation'
import { localizedPath } from '@/lib/page-path'
import { PreviewBar } from '@/features/preview'
import type { SiteRecord } from '@/features/sites'
import { type ThemeKey, ThemeScope } from '@/features/themes'
import type { Locale } from '@/lib/locales'

import { AlertBarLazy } from './AlertBarLazy'
import { MessageBannerLazy } from './MessageBannerLazy'
import { RenderAfterLoad } from './RenderAfterLoad'
import { ScrollToTop } from './ScrollToTop'
import { SiteBar } from './SiteBar'
import { loadShellSettingsSafely, loadSiteMenu } from '@/features/shell-content'

type Props = {
  site: SiteRecord
  locale: Locale
  dictionary: Dictionary
  theme: ThemeKey
  /** The page being shown; absent on the not-found page. */
  page?: {
    id: string | number
    path: string
    name: string
    /** Languages the page exists in, when not a CMS page (a car exists in every site language). */ locales?: Locale[]
  }
  /** The tag-manager container to load once the visitor consents (never in preview). */
  tagManagerId?: string
  /** Editors' preview: no tracking, no consent dialog (spec 01 §2.2, §6). */
  preview?: { exitHref: string }
  /** The page's header zone blocks (banners), under the navigation. */
  headerBlocks?: ReactNode
  /** The header zone has a banner: on the start page the brand menu floats over it (spec 01 §2.3). */
  hasBanner?: boolean
  /** The page's footer zone blocks, above the site-wide footer. */
  footerBlocks?: ReactNode
  children: ReactNode
}

/**
 * The frame every page of every site sits in (spec 01 §2.2-2.6): alert bar, the site's
 * navigation variant with its message banner, main area, footer, scroll-to-top, cookie consent
 * and page-view tracking. What it shows is CMS data per site and language; which menu is a switch
 * on the site record.
 */
export async function SiteFrame({
  site,
  locale,
  dictionary,
  theme,
  page,
  tagManagerId,
  preview,
  headerBlocks,
  hasBanner = false,
  footerBlocks,
  children,
}: Props) {
  const { t } = dictionary
  const path = page?.path ?? '/'
  const [settings, menu] = await Promise.all([
    loadShellSettingsSafely(site, locale),
    loadSiteMenu(site, locale, { id: page?.id, path, locales: page?.locales }),
  ])
  const homeHref = localizedPath('/', locale, site.defaultLocale)
  const currentHref = localizedPath(path, locale, site.defaultLocale)
  const navigation = { ...settings.navigation, logo: settings.navigation.logo ?? (site.logo ? { url: site.logo.url, alt: site.name } : undefined) }

  const alert = settings.alertBar ? <AlertBarLazy message={settings.alertBar} closeLabel={t('closeMessage')} /> : null
  const banner = settings.messageBanner ? <MessageBannerLazy message={settings.messageBanner} closeLabel={t('closeMessage')} /> : null
  const navTexts = {
    mainLabel: t('navMainLabel'),
    more: t('navMore'),
    openMenu: t('navOpenMenu'),
    closeMenu: t('navCloseMenu'),
    back: t('navBack'),
    showSubmenu: t('navShowSubmenu'),
    allIn: t('navAllIn'),
    language: t('navLanguage'),
    home: t('navHome'),
  }

  let header: ReactNode
  if (!menu) {
    // spec 01 §8: navigation fetch failure → no navigation; the logo and messages still show.
    header = (
      <header>
        {alert}
        <SiteBar site={site} homeHref={homeHref} />
        {banner}
      </header>
    )
  } else if (site.features.navigationVariant === 'dealerGroup') {
    header = (
      <DealerGroupNavigationLazy
        settings={navigation}
        items={menu.items}
        languages={menu.languages}
        homeHref={homeHref}
        siteName={site.name}
        currentHref={currentHref}
        texts={navTexts}
        alert={alert}
        banner={banner}
      />
    )
  } else {
    header = (
      <>
        <BrandNavigationLazy
          settings={navigation}
          items={menu.items}
          languages={menu.languages}
          homeHref={homeHref}
          siteName={site.name}
          isHome={path === '/' && hasBanner}
          currentHref={currentHref}
          texts={navTexts}
          message={alert}
        />
        {banner}
      </>
    )
  }

  return (
    <ThemeScope theme={theme}>
      <ConsentProvider>
        <a href="#main" className="skip-link" data-preview-allow="">
          {t('skipToContent')}
        </a>
        {preview ? <PreviewBar label={t('previewBanner')} exitLabel={t('exitPreview')} exitHref={preview.exitHref} /> : null}
        {header}
        {headerBlocks}
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter
          footer={settings.footer}
          siteName={site.name}
          consumerCreditWarning={site.features.consumerCreditWarning ? t('consumerCreditWarning') : undefined}
          texts={{
            copy: t('footerCopy'),
            copied: t('footerCopied'),
            social: t('footerSocialHeading'),
            brands: t('footerBrandsLabel'),
            cookieSettings: t('cookieSettings'),
          }}
        >
          {footerBlocks}
        </SiteFooter>
        <ScrollToTop label={t('scrollToTop')} />
        <RenderAfterLoad />
        {preview ? null : (
          <>
            <ConsentDialog
              texts={{
                title: t('consentTitle'),
                text: t('consentText'),
                necessary: t('consentNecessary'),
                necessaryText: t('consentNecessaryText'),
                statistics: t('consentStatistics'),
                statisticsText: t('consentStatisticsText'),
                marketing: t('consentMarketing'),
                marketingText: t('consentMarketingText'),
                acceptAll: t('consentAcceptAll'),
                necessaryOnly: t('consentNecessaryOnly'),
                save: t('consentSave'),
                customize: t('consentCustomize'),
              }}
            />
            {tagManagerId ? <ConsentGatedTagManager id={tagManagerId} /> : null}
            {page ? <PageViewTracker pageName={page.name} variantId={`${page.id}:${locale}`} language={locale} siteKey={site.key} /> : null}
          </>
        )}
      </ConsentProvider>
    </ThemeScope>
  )
}
