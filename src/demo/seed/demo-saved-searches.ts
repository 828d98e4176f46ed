import type { Payload } from 'payload'

import type { Locale } from '@/lib/locales'

import type { DemoSite } from './demo-sites'

type Id = number

/** The page's title and the block's heading, and its address in the site's first language (one slug for all languages). */
const SAVED_SEARCHES: Record<Locale, { title: string; slug: string }> = {
  sv: { title: 'Bevakade sökningar', slug: 'bevakningar' },
  nb: { title: 'Overvåkede søk', slug: 'overvakinger' },
  fi: { title: 'Seuratut haut', slug: 'seuratut-haut' },
  sk: { title: 'Sledované vyhľadávania', slug: 'sledovane-vyhladavania' },
  en: { title: 'Saved searches', slug: 'saved-searches' },
}

/** The saved-searches page's path on a demo site (the site record's `paths.savedSearches`). */
export const savedSearchesPath = (site: Pick<DemoSite, 'defaultLocale'>): string => `/${SAVED_SEARCHES[site.defaultLocale].slug}`

/**
 * The saved-searches page (issue 41 item 1): where the links in the alert e-mails lead. Out of the
 * menus (a visitor arrives from an e-mail); the site record's saved-searches path names it, which
 * is what makes the car lists offer "Save search".
 */
export async function createSavedSearchesPage(payload: Payload, site: DemoSite, siteId: Id, home: Id) {
  const first = SAVED_SEARCHES[site.defaultLocale]
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      title: first.title,
      slug: first.slug,
      parent: home,
      site: siteId,
      hideInNavigation: true,
      navOrder: 96,
      metaDescription: first.title,
      main: [{ blockType: 'savedSearches', title: first.title }],
      _status: 'published',
    },
  })
  for (const locale of site.extraLocales) {
    const copy = SAVED_SEARCHES[locale]
    const main = (doc.main ?? []).map((block) => ({ ...block, title: copy.title }))
    await payload.update({
      collection: 'pages',
      depth: 0,
      id: doc.id,
      locale,
      draft: false,
      data: { title: copy.title, metaDescription: copy.title, main, _status: 'published' },
    })
  }
}
