import { BRAND_MODEL_FACET, carListHref, emptyCarListQuery, type FacetConfig } from '@/features/car-list'
import type { SiteRecord } from '@/features/sites'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import type { Locale } from '@/lib/locales'
import { localizedPath } from '@/lib/page-path'

/** The car list's facets the facility page filters on (the list honours them: car-list DEFAULT_LIST_FACETS). */
const FACILITY_FACETS: FacetConfig[] = [
  { name: BRAND_MODEL_FACET, label: '', kind: 'hierarchy' },
  { name: 'car_site_city', label: '', kind: 'terms' },
  { name: 'car_site_name', label: '', kind: 'terms' },
]

/** The facility page of a dealer: `{site-detail path}/{slug}` in the page's language (spec 03 §2.1). */
export function dealerHref(site: SiteRecord, locale: Locale, slug: string): string {
  return `${localizedPath(site.paths.siteDetail, locale, site.defaultLocale)}/${slug}`
}

/** The list of all facilities (the back link's and the load failure's target); `/` when the site has none. */
export function dealerListPath(site: SiteRecord, locale: Locale): string {
  return localizedPath(site.paths.siteList || '/', locale, site.defaultLocale)
}

/**
 * spec 03 §2.1 "a button to the car list filtered by city and site name", in the car list's own
 * URL form (car-list query-state), optionally narrowed to some brands (the cars-in-stock button of
 * a new-cars department: its brands).
 */
export function dealerCarListHref(
  site: SiteRecord,
  locale: Locale,
  dealer: Pick<DealerRecord, 'site_city' | 'site_official_name'>,
  brands: readonly string[] = [],
): string {
  const filters: Record<string, string[]> = { car_site_city: [dealer.site_city], car_site_name: [dealer.site_official_name] }
  if (brands.length > 0) filters[BRAND_MODEL_FACET] = [...brands]
  return carListHref(localizedPath(site.paths.carList, locale, site.defaultLocale), { ...emptyCarListQuery(), filters }, [], FACILITY_FACETS)
}

/** spec 03 §2.1 Swedish-site extra: the booking page (dealer-lookup SERVICE_BOOKING_PATH) with the facility's lat and lng. */
export function serviceBookingHref(bookingPath: string, position: { lat: number; lng: number }): string {
  return `${bookingPath}?lat=${encodeURIComponent(String(position.lat))}&lng=${encodeURIComponent(String(position.lng))}`
}
