import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { runAfterCommit } from '@/lib/after-commit'
import { announceCacheInvalidation } from '@/lib/cache-invalidation'
import { relationId } from '@/lib/relation-id'
import { sqlDatabaseOf } from '@/lib/sql-database'

/**
 * The CMS's side of the page cache (issue 23): collection hooks that name what a saved change
 * makes stale. A change shown across a site (its record, shell, texts, redirects, stories, tags,
 * places, pictures) makes `site:<id>` stale; a published page `page:<id>`, and its whole site when
 * what the menus, breadcrumbs and sitemap read of it changed. A draft saved (autosave every 800 ms
 * while an editor types) makes nothing stale.
 */
type Doc = Record<string, unknown> & { id?: unknown; site?: unknown; _status?: unknown }

/**
 * Once the save has committed (a process that rendered before then would cache the old content),
 * and not awaited by the save.
 */
function announce(req: PayloadRequest, tags: readonly string[]): void {
  const { payload } = req
  runAfterCommit(req, () => {
    void announceCacheInvalidation(sqlDatabaseOf(payload), tags).catch((error: unknown) => {
      payload.logger.error({ err: error, tags }, 'Announcing a cache invalidation failed; cached pages refresh within their lifetime')
    })
  })
}

const bySiteField = (doc: Doc) => doc.site

/** `site:<id>` of each document given (before and after a change) that names a site. */
const siteTags = (siteOf: (doc: Doc) => unknown, ...docs: (Doc | undefined)[]): string[] =>
  docs.flatMap((doc) => {
    const id = doc ? relationId(siteOf(doc)) : undefined
    return id === undefined ? [] : [`site:${id}`]
  })

/** Shown to visitors: a saved document (a create's previousDoc is empty) that is not a draft. */
const isLive = (doc: Doc | undefined) => doc?.id !== undefined && doc._status !== 'draft'

/**
 * Hooks for a collection whose documents show across their site; `siteOf` finds the site (default:
 * the `site` field). `onCreate: false` for documents shown nowhere until something uses them (an upload).
 */
export function siteWideCacheHooks(
  siteOf: (doc: Doc) => unknown = bySiteField,
  { onCreate = true } = {},
): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, req, operation }) => {
        if (operation === 'create' && !onCreate) return doc
        // A draft of a collection with drafts is not shown; its publishing or unpublishing is.
        if (!isLive(doc) && !isLive(previousDoc)) return doc
        announce(req, siteTags(siteOf, doc, previousDoc))
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        announce(req, siteTags(siteOf, doc))
        return doc
      },
    ],
  }
}

/** What the menus, breadcrumbs, hreflang links and sitemap read of a page (spec 01 §7.1). */
const NAVIGATION_FIELDS = [
  '_status',
  'title',
  'slug',
  'parent',
  'path',
  'languages',
  'hideInNavigation',
  'navOrder',
  'navImage',
  'navigableWithChildren',
  'externalLink',
  'navTitle',
]

function navigationFacts(doc: Doc | undefined): string {
  if (!doc) return ''
  return JSON.stringify(NAVIGATION_FIELDS.map((field) => (field === 'parent' ? relationId(doc.parent) : (doc[field] ?? null))))
}

/** The pages collection's hooks: the page itself, and its site when its place in the tree changed. */
export const pageCacheHooks: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } = {
  afterChange: [
    ({ doc, previousDoc, req }) => {
      if (!isLive(doc) && !isLive(previousDoc)) return doc
      const placeChanged = navigationFacts(doc) !== navigationFacts(previousDoc)
      announce(req, [`page:${String(doc.id)}`, ...(placeChanged ? siteTags(bySiteField, doc, previousDoc) : [])])
      return doc
    },
  ],
  afterDelete: [
    ({ doc, req }) => {
      announce(req, [`page:${String(doc.id)}`, ...siteTags(bySiteField, doc)])
      return doc
    },
  ],
}
