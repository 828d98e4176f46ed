import type { Payload } from 'payload'

import type { Locale } from '@/lib/locales'

import type { DemoSite } from './demo-sites'

type Id = number

/** A page's title, the block's heading and its slug in each language (one slug for all languages: the site's first language's). */
export type HiddenPageCopy = Record<Locale, { title: string; heading: string; slug: string }>

/**
 * A page out of the menus, under the start page, holding one block whose heading is translated
 * (the favourites page, the saved-searches page): created in the site's first language, then
 * given each other language's title and heading.
 */
export async function createHiddenBlockPage(
  payload: Payload,
  site: DemoSite,
  ids: { siteId: Id; home: Id },
  copy: HiddenPageCopy,
  block: { blockType: string; navOrder: number; fields?: Record<string, unknown> },
) {
  const first = copy[site.defaultLocale]
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      title: first.title,
      slug: first.slug,
      parent: ids.home,
      site: ids.siteId,
      hideInNavigation: true,
      navOrder: block.navOrder,
      metaDescription: first.heading,
      main: [{ blockType: block.blockType, title: first.heading, ...block.fields } as never],
      _status: 'published',
    },
  })
  for (const locale of site.extraLocales) {
    const { title, heading } = copy[locale]
    const main = (doc.main ?? []).map((b) => ({ ...b, title: heading }))
    await payload.update({
      collection: 'pages',
      depth: 0,
      id: doc.id,
      locale,
      draft: false,
      data: { title, metaDescription: heading, main, _status: 'published' },
    })
  }
}
