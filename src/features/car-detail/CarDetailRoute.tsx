import { cache } from 'react'

import { carCardContext } from '@/features/car-list'
import { getDictionary } from '@/features/dictionary'
import { FinanceSidebar } from '@/features/finance'
import { FinanceQuoteSidebar } from '@/features/finance-quote'
import { settlePageOutcome, tagManagerId } from '@/features/page-head'
import { localizedPath } from '@/lib/page-path'
import { SiteFrame } from '@/features/shell'
import type { SiteRecord } from '@/features/sites'
import { CarContactSection } from './contact-form/CarContactSection'
import { getConfig } from '@/lib/config'
import type { Locale } from '@/lib/locales'
import { JsonLd } from '@/lib/ui/JsonLd'

import { type CarDetailResult, loadCarDetail } from './car-detail-service'
import { CarDetailPage } from './page/CarDetailPage'
import { ProductDetailPageTracker } from './page/ProductDetailPageTracker'
import { carDetailTitle } from './rules/detail-head'
import { carJsonLd, productDetailPageEvent } from './rules/structured-data'

/** One lookup per request, shared by the page and its metadata. */
export const loadCarDetailOnce = cache((site: SiteRecord, carId: string) => loadCarDetail(site, carId))

export class CarDetailUnavailableError extends Error {
  constructor(carId: string) {
    super(`The car ${carId} could not be loaded right now`)
    this.name = 'CarDetailUnavailableError'
  }
}

/**
 * The car detail page (spec 02 'Car detail page') in the site frame, for a car the lookup
 * (loadCarDetailOnce) found or failed to read: the caller draws an unknown car as the not-found
 * page (404, with recommendations: SiteNotFound). A failing lookup is logged by the service and
 * shown as the page error (500) with the dictionary's texts, never a stack trace.
 */
export async function CarDetailRoute({
  site,
  locale,
  carId,
  origin,
  result,
}: {
  site: SiteRecord
  locale: Locale
  carId: string
  origin: string
  result: Exclude<CarDetailResult, { status: 'not-found' }>
}) {
  settlePageOutcome('other')
  if (result.status === 'error') throw new CarDetailUnavailableError(carId)
  const { car, dealer, dealers, similar, trimPackages, extraMedia } = result.data
  const dictionary = await getDictionary(site, locale)
  const detailBase = localizedPath(site.paths.carDetail, locale, site.defaultLocale)
  const path = `${site.paths.carDetail}/${car.car_id}/${car.slug}`
  const url = `${origin}${detailBase}/${car.car_id}/${car.slug}`
  const cardContext = carCardContext(site, locale, dictionary)
  // The provider's reserve / part-exchange pages when configured; else the widget's own (this page's contact section).
  const financeLinks = getConfig().financeQuote
  const dealerHref = dealer?.slug ? `${localizedPath(site.paths.siteDetail, locale, site.defaultLocale)}/${dealer.slug}` : undefined

  return (
    <SiteFrame
      site={site}
      locale={locale}
      dictionary={dictionary}
      theme={site.theme}
      page={{ id: `car-${car.car_id}`, path, name: carDetailTitle(car), locales: site.locales }}
      tagManagerId={tagManagerId(undefined, site.gtmId)}
    >
      <CarDetailPage
        car={car}
        dealer={dealer}
        similar={similar}
        trimPackages={trimPackages}
        site={site}
        locale={locale}
        dictionary={dictionary}
        cardContext={cardContext}
        carListHref={localizedPath(site.paths.carList, locale, site.defaultLocale)}
        dealerHref={dealerHref}
        extraMedia={extraMedia}
        contactSlot={<CarContactSection car={car} site={site} locale={locale} dictionary={dictionary} dealer={dealer} dealers={dealers} />}
        financeSlot={
          // Each renders only where it applies: the Nordic calculators, or the UK quote widget (site switch financeQuoteWidget).
          <>
            <FinanceSidebar car={car} site={site} dictionary={dictionary} languageTag={cardContext.languageTag} />
            <FinanceQuoteSidebar
              car={car}
              dealerOfficialName={dealer?.site_official_name}
              site={site}
              dictionary={dictionary}
              languageTag={cardContext.languageTag}
              reserveUrlTemplate={financeLinks.reserveUrl}
              partExchangeUrlTemplate={financeLinks.partExchangeUrl}
            />
          </>
        }
      />
      {/* A sample is offered by every dealer of its brand, so its event names no one dealer. */}
      <ProductDetailPageTracker event={productDetailPageEvent(car, car.car_is_sample ? null : dealer)} />
      <JsonLd data={carJsonLd(car, { url, sellerName: dealer?.site_official_name ?? car.car_site_name })} />
    </SiteFrame>
  )
}
