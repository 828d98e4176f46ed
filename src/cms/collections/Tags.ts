import type { CollectionConfig } from 'payload'
import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { loggedIn } from '../access'
import { uniqueSlugOnSite } from './unique-on-site'

/**
 * The tags of a site's stories (spec 01 §3 Tag: key, value, id). The key is what the stories list
 * puts in its address (`?tags=elbil|service`, spec 01 §9 '|'), the value the chip's text in each
 * language. The multi-tenant plugin adds `site`: an editor reads and changes only their sites' tags.
 */
export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: 'Tag', plural: 'Tags' },
  admin: { useAsTitle: 'value', defaultColumns: ['value', 'key', 'site', 'updatedAt'], group: 'Content', description: 'Topics that stories are tagged with.' },
  // Tag names are public (the chips of the stories list); changing them needs a login.
  access: { read: () => true, create: loggedIn, update: loggedIn, delete: loggedIn },
  // Shown across the site (lists, teasers, chips, the store locator): its cached pages go stale.
  hooks: siteWideCacheHooks(),
  fields: [
    { name: 'value', label: 'Name', type: 'text', required: true, localized: true, maxLength: 60 },
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      maxLength: 60,
      admin: { description: 'One word for the address (a-z, 0-9, dashes), unique on the site.' },
      validate: uniqueSlugOnSite('tags', 'key', 'tag'),
    },
  ],
}
