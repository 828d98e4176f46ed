import { type CollectionConfig, type FieldHook, type PayloadRequest, type Where } from 'payload'
import { pageCacheHooks } from '@/features/page-cache/cms'

import { pageBlocks } from '../blocks'
import { pagePath, slugFromTitle, slugProblem } from '@/lib/page-path'
import { invalidateShellCache } from '@/lib/shell-cache'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { THEME_KEYS, THEMES } from '@/features/themes/cms'
import { relationId } from '@/lib/relation-id'

import { publishedOrLoggedIn } from '../access'

const zone = (name: 'header' | 'main' | 'footer', label: string) => ({ name, label, type: 'blocks', blocks: pageBlocks }) as const

/**
 * Which languages a page has a title in ("SV · EN"), for the editors' page list. Read only for
 * logged-in users (the admin and preview), so public page reads never pay the extra query.
 */
const pageLanguages: FieldHook = async ({ data, req }) => {
  const id = (data as { id?: number | string } | undefined)?.id
  if (!req.user || id === undefined) return undefined
  const rows = await sqlDatabaseOf(req.payload).query<{ locale: string }>(
    `SELECT DISTINCT _locale AS locale FROM pages_locales WHERE _parent_id = ? AND title IS NOT NULL AND title <> '' ORDER BY _locale`,
    [id],
  )
  return rows.map((r) => r.locale.toUpperCase()).join(' · ')
}

type PageData = { slug?: unknown; title?: unknown; site?: unknown; parent?: unknown; id?: unknown; path?: unknown }
type Placement = { slug: string; path: string } | { slug?: string; problem: { field: 'slug' | 'parent'; message: string } }

/**
 * Where a page goes (spec 01 §7.1 page tree): its slug (its own, or one suggested from its title)
 * and the full path below its parent, or what stops it, named by the field to fix.
 */
async function pagePlacement(req: PayloadRequest, { data, originalDoc }: { data: PageData; originalDoc?: PageData }): Promise<Placement> {
  const slugValue = data.slug || originalDoc?.slug || slugFromTitle(data.title ?? originalDoc?.title)
  const slugIssue = slugProblem(slugValue)
  if (slugIssue) return { problem: { field: 'slug', message: slugIssue } }
  const slug = slugValue as string
  const siteId = relationId(data.site ?? originalDoc?.site)
  const parentId = relationId(data.parent !== undefined ? data.parent : originalDoc?.parent)
  const ownId = relationId(originalDoc?.id ?? data.id)
  let parentPath: string | null = null
  if (parentId !== undefined && parentId !== null) {
    const parentIssue = (message: string): Placement => ({ slug, problem: { field: 'parent', message } })
    if (ownId !== undefined && String(parentId) === String(ownId)) return parentIssue('A page cannot be its own parent.')
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId,
      depth: 0,
      select: { site: true, path: true },
      req,
      draft: false,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!parent) return parentIssue('The parent page does not exist.')
    if (siteId !== undefined && String(relationId(parent.site)) !== String(siteId)) return parentIssue('The parent page belongs to another site.')
    if (!parent.path) return parentIssue('The parent page has no path yet: give it a slug first.')
    const ownPath = originalDoc?.path
    if (typeof ownPath === 'string' && ownPath !== '/' && parent.path.startsWith(`${ownPath}/`))
      return parentIssue('A page cannot be moved below one of its own sub-pages.')
    parentPath = parent.path
  }
  const path = pagePath(slug, parentPath)
  const clash: Where = { and: [{ path: { equals: path } }, ...(siteId !== undefined ? [{ site: { equals: siteId } }] : [])] }
  const existing = await req.payload.find({
    collection: 'pages',
    where: clash,
    depth: 0,
    select: { path: true },
    limit: 2,
    req,
    draft: false,
    pagination: false,
    overrideAccess: true,
  })
  if (existing.docs.some((d) => String(d.id) !== String(ownId)))
    return { slug, problem: { field: 'slug', message: `Another page of this site already has the path ${path}; choose another slug.` } }
  return { slug, path }
}

/**
 * The slug and parent fields' validation: Payload runs it when a page is published (not on draft
 * autosaves) and shows the message under the field (issue 24). Both fields validate the same
 * document data object in one pass, so the placement (a read of the page, its parent and a path
 * check) is worked out once per pass and each field reports its own part.
 */
const placementsInValidation = new WeakMap<object, Promise<Placement>>()

function placementForValidation(req: PayloadRequest, data: Partial<PageData>, id: number | string | undefined): Promise<Placement> {
  let placement = placementsInValidation.get(data)
  if (!placement) {
    placement = (async () => {
      const original =
        id !== undefined
          ? ((await req.payload.findByID({
              collection: 'pages',
              id,
              depth: 0,
              select: { slug: true, title: true, site: true, parent: true, path: true },
              req,
              draft: true,
              disableErrors: true,
              overrideAccess: true,
            })) as PageData | null)
          : null
      return pagePlacement(req, { data: { ...data, id }, originalDoc: original ?? undefined })
    })()
    placementsInValidation.set(data, placement)
  }
  return placement
}

const validatePlacement =
  (field: 'slug' | 'parent') =>
  async (_value: unknown, { req, data, id }: { req: PayloadRequest; data: Partial<PageData>; id?: number | string }): Promise<string | true> => {
    const placement = await placementForValidation(req, data, id)
    return 'problem' in placement && placement.problem.field === field ? placement.problem.message : true
  }

/**
 * The page tree of every site (spec 01 §3 page fields, §7.1). A page's full path is derived from
 * its parent and slug, kept unique per site, and re-derived for the subtree when a page moves.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    // What an editor needs to find a page (issue 24): where it is, whether it is live, in which languages, when it changed.
    defaultColumns: ['title', 'path', '_status', 'languages', 'updatedAt', 'site'],
    group: 'Content',
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: false }, maxPerDoc: 30 },
  access: { read: publishedOrLoggedIn, create: ({ req }) => Boolean(req.user), update: ({ req }) => Boolean(req.user), delete: ({ req }) => Boolean(req.user) },
  hooks: {
    afterDelete: [() => invalidateShellCache(), ...pageCacheHooks.afterDelete],
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        // A draft may be saved before a slug is chosen (the create view autosaves an empty draft
        // at once): it gets one from its title when it has one, and a path when that path is free.
        // What is wrong with a slug or parent is said by their fields' validation (which Payload
        // runs on publish and shows under the field); a draft just waits without a path.
        // (Collection hooks run before field validation, so this hook must not throw: a page being
        // published with a problem is then refused by the validation, with the field's message.)
        const placement = await pagePlacement(req, { data, originalDoc })
        if ('problem' in placement) return { ...data, slug: data.slug || placement.slug || null, path: null }
        return { ...data, slug: placement.slug, path: placement.path }
      },
    ],
    afterChange: [
      // The menus are built from the page tree (spec 01 §7.1); drop the cached menus.
      () => invalidateShellCache(),
      ...pageCacheHooks.afterChange,
      async ({ doc, req, context }) => {
        // A moved or renamed page moves its whole subtree: re-save the children whose paths no
        // longer start with the page's. Compared with the children themselves, not with the
        // previous version: when the admin autosaved the move as a draft first, the previous
        // version already had the new path, and the subtree stayed behind.
        if (context.skipSubtree || !doc.path || doc._status === 'draft') return doc
        const children = await req.payload.find({
          collection: 'pages',
          where: { parent: { equals: doc.id } },
          depth: 0,
          select: { path: true, slug: true },
          pagination: false,
          req,
        })
        for (const child of children.docs) {
          if (!child.path || !child.slug || child.path === pagePath(child.slug, doc.path)) continue
          await req.payload.update({ collection: 'pages', id: child.id, data: { parent: doc.id }, req, depth: 0 })
        }
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          index: true,
          validate: validatePlacement('slug'),
          admin: {
            description:
              'One path segment (a-z, 0-9, dashes). Suggested from the title when left empty; required to publish. The root page "home" is the start page (/).',
          },
        },
        {
          name: 'parent',
          type: 'relationship',
          relationTo: 'pages',
          validate: validatePlacement('parent'),
          filterOptions: ({ id, data }) => {
            const site = relationId(data?.site)
            const where: Where[] = []
            if (id) where.push({ id: { not_equals: id } })
            if (site !== undefined) where.push({ site: { equals: site } })
            return where.length ? { and: where } : true
          },
        },
      ],
    },
    {
      name: 'path',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Derived from the parent and the slug.' },
    },
    {
      name: 'languages',
      label: 'Languages',
      type: 'text',
      virtual: true,
      // Computed, not stored: nothing to filter, group or sort on in the database.
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The languages this page has a title in.',
        disableListFilter: true,
        disableGroupBy: true,
        disableBulkEdit: true,
      },
      hooks: { afterRead: [pageLanguages] },
    },
    {
      name: 'hideInNavigation',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Leave this page (and its sub-pages) out of the menus (spec 01 §2.3).' },
    },
    {
      name: 'navOrder',
      type: 'number',
      defaultValue: 100,
      admin: { position: 'sidebar', description: 'Position among its sibling pages in the menus; lower comes first.' },
    },
    {
      type: 'collapsible',
      label: 'Menu',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'navImage',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Picture in the desktop mega menu (spec 01 §2.4).' },
        },
        {
          name: 'navigableWithChildren',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Dealer-group menu: the item is a link even when it has sub-pages.' },
        },
        {
          name: 'externalLink',
          type: 'group',
          admin: { description: 'Dealer-group menu: send the item somewhere else instead of this page.' },
          fields: [
            {
              name: 'href',
              type: 'text',
              validate: (v: unknown) =>
                !v || (typeof v === 'string' && /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(v)) ? true : 'Use an absolute URL or a path starting with /.',
            },
            { name: 'text', type: 'text', localized: true },
          ],
        },
      ],
    },
    {
      name: 'brandDesign',
      label: 'BrandDesign',
      type: 'select',
      options: THEME_KEYS.map((k) => ({ label: THEMES[k].label, value: k })),
      admin: { position: 'sidebar', description: 'Overrides the site theme on this page.' },
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [zone('header', 'Header'), zone('main', 'Main'), zone('footer', 'Footer')] },
        {
          label: 'Page head',
          fields: [
            { name: 'metaTitle', type: 'text', localized: true },
            { name: 'navTitle', type: 'text', localized: true },
            { name: 'metaDescription', type: 'textarea', localized: true },
            { name: 'ogDescription', type: 'textarea', localized: true },
            { name: 'ogImage', type: 'upload', relationTo: 'media' },
            {
              name: 'canonicalURL',
              type: 'text',
              localized: true,
              validate: (v: unknown) =>
                !v || (typeof v === 'string' && /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(v)) ? true : 'Use an absolute URL or a path starting with /.',
            },
            { name: 'gtmID', type: 'text', admin: { description: 'Tag-manager container for this page; the site’s is used when empty.' } },
          ],
        },
      ],
    },
  ],
}
