import type { Payload } from 'payload'

import { createHiddenBlockPage, type HiddenPageCopy } from './demo-hidden-page'
import type { DemoSite } from './demo-sites'

type Id = number

/** The page's title and the block's heading, and its address in the site's first language (one slug for all languages). */
const SAVED_SEARCHES: HiddenPageCopy = {
  sv: { title: 'Bevakade sökningar', heading: 'Bevakade sökningar', slug: 'bevakningar' },
  nb: { title: 'Overvåkede søk', heading: 'Overvåkede søk', slug: 'overvakinger' },
  fi: { title: 'Seuratut haut', heading: 'Seuratut haut', slug: 'seuratut-haut' },
  sk: { title: 'Sledované vyhľadávania', heading: 'Sledované vyhľadávania', slug: 'sledovane-vyhladavania' },
  en: { title: 'Saved searches', heading: 'Saved searches', slug: 'saved-searches' },
}

/** The saved-searches page's path on a demo site (the site record's `paths.savedSearches`). */
export const savedSearchesPath = (site: Pick<DemoSite, 'defaultLocale'>): string => `/${SAVED_SEARCHES[site.defaultLocale].slug}`

/**
 * The saved-searches page (issue 41 item 1): where the links in the alert e-mails lead. Out of the
 * menus (a visitor arrives from an e-mail); the site record's saved-searches path names it, which
 * is what makes the car lists offer "Save search".
 */
export async function createSavedSearchesPage(payload: Payload, site: DemoSite, siteId: Id, home: Id) {
  await createHiddenBlockPage(payload, site, { siteId, home }, SAVED_SEARCHES, { blockType: 'savedSearches', navOrder: 96 })
}
