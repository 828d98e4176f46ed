import type { CollectionConfig, FilterOptions } from 'payload'
import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { relationId } from '@/lib/relation-id'

import { assignedSiteIds, isAdmin, publishedOrLoggedIn } from '../access'
import { uniqueSlugOnSite } from './unique-on-site'

/** A story's tags come from its own site (the editor's sites while the story has none yet). */
const tagsOfTheStorysSite: FilterOptions = ({ req, data }) => {
  const site = relationId((data as { site?: unknown } | undefined)?.site)
  if (site !== undefined) return { site: { equals: site } }
  if (!req.user || isAdmin(req.user)) return true
  return { site: { in: assignedSiteIds(req.user) } }
}

/**
 * The stories (news articles) of a site (spec 01 §2.11, §3 Story page: date, title, preamble,
 * image, tags). A story lives at `{site's stories path}/{year}/{slug}` (features/stories), so the
 * article's back button is its path minus the last two segments. Drafts as for pages: anonymous
 * readers only ever see published stories; the multi-tenant plugin adds `site` and narrows editors
 * to their sites' stories.
 */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: { singular: 'Story', plural: 'Stories' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'author', '_status', 'site'],
    group: 'Content',
    description: 'News articles. They appear on the site’s stories page, newest first, and in the stories teaser.',
  },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-date',
  access: { read: publishedOrLoggedIn, create: ({ req }) => Boolean(req.user), update: ({ req }) => Boolean(req.user), delete: ({ req }) => Boolean(req.user) },
  // Shown across the site (lists, teasers, chips, the store locator): its cached pages go stale.
  hooks: siteWideCacheHooks(),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          index: true,
          maxLength: 80,
          validate: uniqueSlugOnSite('stories', 'slug', 'story'),
          admin: { description: 'The last part of the address (a-z, 0-9, dashes), unique on the site.' },
        },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Publish date: orders the list and names the year in the address.' },
        },
        { name: 'author', type: 'text', maxLength: 100 },
      ],
    },
    { name: 'preamble', type: 'textarea', localized: true, maxLength: 600, admin: { description: 'The intro on the card and above the article.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, maxRows: 10, filterOptions: tagsOfTheStorysSite },
    { name: 'body', type: 'richText', localized: true },
  ],
}
