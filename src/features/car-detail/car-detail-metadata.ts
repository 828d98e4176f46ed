import type { Metadata } from 'next'

import { carCardContext } from '@/features/car-list'
import { getDictionary } from '@/features/dictionary'
import { detailPageMetadata, notFoundMetadata } from '@/features/page-head'
import { localizedPath } from '@/lib/page-path'
import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'

import { loadCarDetailOnce } from './CarDetailRoute'
import { carDetailCanonicalUrl, carDetailDescription, carDetailTitle } from './rules/detail-head'

/** Title, description, canonical link and share image of a car (issue 6 "Head and data"). */
export async function carDetailMetadata(site: SiteRecord, locale: Locale, carId: string, origin: string): Promise<Metadata> {
  const result = await loadCarDetailOnce(site, carId)
  if (result.status !== 'found') return notFoundMetadata(site, locale)
  const { car } = result.data
  const dictionary = await getDictionary(site, locale)
  const context = carCardContext(site, locale, dictionary)
  const title = site.titleTemplate.replace('%s', carDetailTitle(car))
  const description = carDetailDescription(car, { languageTag: context.languageTag, texts: context.texts })
  const canonical = carDetailCanonicalUrl(origin, localizedPath(site.paths.carDetail, locale, site.defaultLocale), car)
  const image = car.car_primary_image?.thumbnail_url ?? car.car_images?.[0]?.original
  return detailPageMetadata({ title, description, canonical, image, origin })
}
