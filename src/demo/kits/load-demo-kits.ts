import type { Payload } from 'payload'

import { importKitFeed } from '@/integrations/search/built-in/kit-feed-import'
import { countStock } from '@/integrations/search/built-in/stock-tables'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { DEMO_KITS_INDEX, generateKits } from './generate-kits'

/** The Finnish car store shows the kits (issue 22); the site record names its kits index. */
export const DEMO_KITS_SITE = 'kilometra-fi'
const KITS_PAGE = { slug: 'lisavarusteet', title: 'Lisävarusteet', intro: 'Lisävarusteet ja asennus autoosi' }

/**
 * Loads the demo kits into the Finnish kits index when it is empty (bulk upserts through the kits
 * import, a few statements for 600 kits), names the index on the site record and adds the kits
 * page with the kits block. Returns how many kits it loaded.
 */
export async function loadDemoKits(payload: Payload): Promise<number> {
  const db = sqlDatabaseOf(payload)
  const found = await payload.find({ collection: 'sites', where: { key: { equals: DEMO_KITS_SITE } }, limit: 1, depth: 0 })
  const site = found.docs[0]
  if (!site) return 0
  if (!site.searchIndexes?.kits) {
    await payload.update({ collection: 'sites', id: site.id, depth: 0, data: { searchIndexes: { ...site.searchIndexes, kits: DEMO_KITS_INDEX } } })
  }
  const pages = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, { slug: { equals: KITS_PAGE.slug } }] },
    limit: 1,
    depth: 0,
  })
  if (pages.docs.length === 0) {
    const home = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: site.id } }, { parent: { exists: false } }] },
      limit: 1,
      depth: 0,
      sort: 'id',
    })
    await payload.create({
      collection: 'pages',
      locale: 'fi',
      draft: false,
      data: {
        title: KITS_PAGE.title,
        metaDescription: KITS_PAGE.intro,
        slug: KITS_PAGE.slug,
        parent: home.docs[0]?.id,
        site: site.id,
        navOrder: 40,
        main: [{ blockType: 'kits', title: KITS_PAGE.title }],
        _status: 'published' as const,
      },
    })
  }
  if ((await countStock(db, 'kits', DEMO_KITS_INDEX)) > 0) return 0
  const report = await importKitFeed(
    db,
    generateKits().map((kit) => JSON.stringify(kit)),
    DEMO_KITS_INDEX,
  )
  if (report.rejected.length > 0) throw new Error(`Demo kits were rejected: ${JSON.stringify(report.rejected.slice(0, 3))}`)
  return report.inserted
}
