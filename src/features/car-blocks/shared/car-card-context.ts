import { carCardContext } from '@/features/car-list'
import type { CarCardContext } from '@/features/car-card'
import type { BlockContext } from '@/features/content-blocks'
import { localizedPath } from '@/lib/page-path'

/** The car cards of a block share the car list's card context (texts from the site's dictionary). */
export function blockCarCardContext({ site, locale, dictionary }: Pick<BlockContext, 'site' | 'locale' | 'dictionary'>): CarCardContext {
  return carCardContext(site, locale, dictionary)
}

/** The site's car list path in the page language (the hero search and 'show all' links go there). */
export function blockCarListPath({ site, locale }: Pick<BlockContext, 'site' | 'locale'>): string {
  return localizedPath(site.paths.carList, locale, site.defaultLocale)
}
