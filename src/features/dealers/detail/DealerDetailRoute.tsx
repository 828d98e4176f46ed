import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { carCardContext } from '@/features/car-list'
import { getDictionary } from '@/features/dictionary'
import { absoluteUrl, detailPageMetadata, settlePageOutcome, tagManagerId } from '@/features/page-head'
import { SiteFrame } from '@/features/shell'
import { loadShellSettingsSafely } from '@/features/shell-content'
import type { SiteRecord } from '@/features/sites'
import { directionsUrlFor, PlaceMap } from '@/features/store-locator'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import { languageTag, type Locale } from '@/lib/locales'
import { JsonLd } from '@/lib/ui/JsonLd'

import { dealerCarListHref, dealerHref, dealerListPath, serviceBookingHref } from './dealer-links'
import { calendarDate, countryTimeZone, DEALER_MAP_ZOOM, dealerJsonLd, mapCentreOf, parseGeocoord } from './dealer-rules'
import { loadLatestCars } from './dealer-detail-service'
import { DealerDetailPage, heroImageOf, type DealerDetailPageProps } from './DealerDetailPage'

export type DealerDetailRouteProps = {
  site: SiteRecord
  locale: Locale
  dealer: DealerRecord
  /** The site's canonical origin (features/sites siteCanonicalOrigin). */
  origin: string
  breadcrumb?: ReactNode
  /** The main blocks of a CMS page at exactly this path (spec 03 §2.1 "a placeholder area for extra content"). */
  extraContent?: ReactNode
  /** The Swedish service booking page's path when the site has one (spec 03 §2.1 Swedish-site extras). */
  serviceBookingPath?: string
}

function addressOf(dealer: DealerRecord): string {
  return [dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/**
 * spec 03 §2.1 Swedish-site extras, driven by site data: on a Swedish site ('SE' in its record) the
 * workshop department links to the service booking page (when the site has one) with the
 * facility's position, and the new-cars department to its brands' cars at this site.
 */
function swedishExtras(
  site: SiteRecord,
  locale: Locale,
  dealer: DealerRecord,
  t: (key: 'facilityServiceBooking' | 'facilityCarsInStock') => string,
  bookingPath?: string,
) {
  const links: DealerDetailPageProps['extraLinks'] = {}
  if (site.country !== 'SE') return links
  if (bookingPath) links.Workshop = { href: serviceBookingHref(bookingPath, mapCentreOf(dealer)), label: t('facilityServiceBooking') }
  const newCars = dealer.site_departments.find((d) => d.group === 'New cars')
  if (newCars) {
    links['New cars'] = {
      href: dealerCarListHref(
        site,
        locale,
        dealer,
        newCars.brands.map((b) => b.name),
      ),
      label: t('facilityCarsInStock'),
    }
  }
  return links
}

/**
 * The facility detail page (spec 03 §2.1) in the site frame: the dealer found by the page context,
 * its latest cars (left out when their search fails), structured business data (AutoDealer).
 */
export async function DealerDetailRoute({ site, locale, dealer, origin, breadcrumb, extraContent, serviceBookingPath }: DealerDetailRouteProps) {
  settlePageOutcome('other')
  const [dictionary, latestCars, shell] = await Promise.all([getDictionary(site, locale), loadLatestCars(site, dealer), loadShellSettingsSafely(site, locale)])
  // The brand row of the site's footer holds the brands' logos (spec 03 §3 Brand: brandCode, logo).
  const brandLogos = new Map(shell.footer.brands.map((b) => [b.name.toLowerCase(), b.logo]))
  const tag = languageTag(locale, site.country)
  const path = `${site.paths.siteDetail}/${dealer.slug}`
  const url = `${origin}${dealerHref(site, locale, dealer.slug)}`
  const hero = heroImageOf(dealer)
  const centre = mapCentreOf(dealer)
  const address = addressOf(dealer)
  const geo = parseGeocoord(dealer.site_geocoord)

  return (
    <SiteFrame
      site={site}
      locale={locale}
      dictionary={dictionary}
      theme={site.theme}
      page={{ id: `facility-${dealer.site_id}`, path, name: dealer.site_official_name, locales: site.locales }}
      tagManagerId={tagManagerId(undefined, site.gtmId)}
    >
      <DealerDetailPage
        dealer={dealer}
        dictionary={dictionary}
        languageTag={tag}
        today={calendarDate(new Date(), countryTimeZone(dealer.country_code))}
        backHref={dealerListPath(site, locale)}
        directionsHref={directionsUrlFor({
          name: dealer.site_official_name,
          address: dealer.site_street ?? '',
          zip: dealer.site_zip ?? '',
          city: dealer.site_city,
          ...(geo ? { lat: geo.lat, lng: geo.lng } : {}),
        })}
        carListHref={dealerCarListHref(site, locale, dealer)}
        extraLinks={swedishExtras(site, locale, dealer, (key) => dictionary.t(key), serviceBookingPath)}
        latestCars={latestCars}
        cardContext={carCardContext(site, locale, dictionary)}
        breadcrumb={breadcrumb}
        extraContent={extraContent}
        brandLogos={brandLogos}
        map={
          <PlaceMap
            centre={centre}
            zoom={DEALER_MAP_ZOOM}
            label={dictionary.t('facilityMapLabel', { name: dealer.site_official_name, address })}
            className="h-64 md:h-full md:min-h-64"
          />
        }
      />
      <JsonLd data={dealerJsonLd({ dealer, url, image: hero ? absoluteUrl(origin, hero.src) : undefined })} />
    </SiteFrame>
  )
}

/** spec 03 §2.1 "Page head: title from a title template, social image"; the canonical link is the facility's own address. */
export async function dealerDetailMetadata(site: SiteRecord, locale: Locale, dealer: DealerRecord, origin: string): Promise<Metadata> {
  const dictionary = await getDictionary(site, locale)
  const title = dictionary.t('facilityDetailTitle', { name: dealer.site_official_name, site: site.name })
  const description = dictionary.t('facilityDetailDescription', { name: dealer.site_official_name, address: addressOf(dealer) })
  const canonical = `${origin}${dealerHref(site, locale, dealer.slug)}`
  const hero = heroImageOf(dealer)
  return detailPageMetadata({ title, description, canonical, image: hero?.src, origin })
}
