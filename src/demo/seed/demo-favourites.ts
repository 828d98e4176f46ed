import type { Payload } from 'payload'

import type { Locale } from '@/lib/locales'

import { createHiddenBlockPage, type HiddenPageCopy } from './demo-hidden-page'
import type { DemoSite } from './demo-sites'

type Id = number

/** The page's title and the block's heading, and its address in the site's first language (one slug for all languages). */
const FAVOURITES: HiddenPageCopy = {
  sv: { title: 'Favoriter', heading: 'Mina favoritbilar', slug: 'favoriter' },
  nb: { title: 'Favoritter', heading: 'Mine favorittbiler', slug: 'favoritter' },
  fi: { title: 'Suosikit', heading: 'Suosikkiautoni', slug: 'suosikit' },
  sk: { title: 'Obľúbené', heading: 'Moje obľúbené autá', slug: 'oblubene' },
  en: { title: 'Favourites', heading: 'My favourite cars', slug: 'favourites' },
}

/** The favourites page's address (its slug in the site's first language) and its name in a language, for the menu's link. */
export function favouritesPageLink(site: DemoSite, locale: Locale): { path: string; title: string } {
  return { path: `/${FAVOURITES[site.defaultLocale].slug}`, title: FAVOURITES[locale].title }
}

/**
 * The favourites page (issue 41 item 2): one favourite cars block under the start page. Out of the
 * page menu: the header links to it (the dealer-group menu's heart icon, the brand menu's extra
 * item), so the cars a visitor saved with a heart are a click away on every page.
 */
export async function createFavouritesPage(payload: Payload, site: DemoSite, siteId: Id, home: Id) {
  await createHiddenBlockPage(payload, site, { siteId, home }, FAVOURITES, { blockType: 'favouriteCars', navOrder: 95, fields: { titleTag: 'h1' } })
}
