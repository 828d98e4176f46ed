import Link from 'next/link'

import { CarNotFound, loadNotFoundRecommendations, notFoundListHref } from '@/features/car-detail'
import { carCardContext } from '@/features/car-list'
import { getDictionary } from '@/features/dictionary'
import { RecentlyViewedCarsLazy } from '@/features/recently-viewed'
import { SiteFrame } from '@/features/shell'
import { DEFAULT_THEME, ThemeScope } from '@/features/themes'
import { resolveRequestSite } from '@/features/sites'
import { isLocale } from '@/lib/locales'

import { tagManagerId } from '@/features/page-head'
import { localizedPath, segmentsToPath } from '@/lib/page-path'
import { carDetailPathOf } from './site-page-context'

/**
 * 404 for a site page that does not exist (in the site's theme and language), or for a host that
 * has no site at all (a plain explanation instead of a crash).
 */
export async function SiteNotFound({ host, pathname }: { host: string; pathname: string }) {
  const resolution = await resolveRequestSite(host)
  if (resolution.kind !== 'site') {
    return (
      <ThemeScope theme={DEFAULT_THEME}>
        <main id="main" className="mx-auto max-w-2xl px-4 py-20">
          <h1 className="mb-4">No site here</h1>
          <p className="mb-2">
            There is no Showroom site for the address <strong>{host || '(no host)'}</strong>.
          </p>
          <p className="text-muted">Check the address, or add this host name to a site in the CMS.</p>
        </main>
      </ThemeScope>
    )
  }
  const site = resolution.site
  const first = pathname.split('/')[1]
  const locale = isLocale(first) && site.locales.includes(first) ? first : site.defaultLocale
  const dictionary = await getDictionary(site, locale)
  const { t } = dictionary
  const home = localizedPath('/', locale, site.defaultLocale)
  const pagePath = locale === site.defaultLocale ? pathname : pathname.slice(locale.length + 1) || '/'
  const car = carDetailPathOf(site, segmentsToPath(pagePath.split('/').filter(Boolean)))
  if (car) {
    // spec 02 'Car not found page': recommendations and the car list searched for the slug's keyphrase.
    return (
      <SiteFrame site={site} locale={locale} dictionary={dictionary} theme={site.theme} tagManagerId={tagManagerId(undefined, site.gtmId)}>
        <CarNotFound
          recommendations={await loadNotFoundRecommendations(site)}
          cardContext={carCardContext(site, locale, dictionary)}
          listHref={notFoundListHref(localizedPath(site.paths.carList, locale, site.defaultLocale), car.kind === 'car' ? car.slug : undefined)}
          texts={{ title: t('carNotFoundTitle'), text: t('carNotFoundText'), recommendations: t('carNotFoundRecommendations'), button: t('carNotFoundButton') }}
        />
        {/* The car that is gone is left out: its card would lead back here. */}
        <RecentlyViewedCarsLazy heading={t('recentlyViewedHeading')} cardContext={carCardContext(site, locale, dictionary)} exceptCarId={car.id} />
      </SiteFrame>
    )
  }
  return (
    <SiteFrame site={site} locale={locale} dictionary={dictionary} theme={site.theme} tagManagerId={tagManagerId(undefined, site.gtmId)}>
      {/* The recently viewed row below is as wide as the page's content (7xl); the text keeps a
          readable measure but starts at the same left edge. */}
      <div className="mx-auto w-full max-w-7xl px-4 py-20">
        <p className="mb-2 text-sm font-semibold tracking-wide text-muted">404</p>
        <h1 className="mb-4 max-w-3xl">{t('pageNotFoundTitle')}</h1>
        <p className="mb-8 max-w-3xl">{t('pageNotFoundText')}</p>
        <Link href={home} className="btn-primary">
          {t('backToHome')}
        </Link>
      </div>
      <RecentlyViewedCarsLazy heading={t('recentlyViewedHeading')} cardContext={carCardContext(site, locale, dictionary)} />
    </SiteFrame>
  )
}
