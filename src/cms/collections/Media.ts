import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { getConfig } from '@/lib/config'
import { loggedIn } from '../access'

/**
 * Images and icons, shared by all sites (brand logos appear on many of them). Files live in the
 * data folder and are served under /api/media/file/*, and under the spec's /-/media/* and
 * /-/jssmedia/* paths through rewrites (next.config.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: () => true, create: loggedIn, update: loggedIn, delete: loggedIn },
  upload: {
    staticDir: path.join(getConfig().mediaDir),
    mimeTypes: ['image/*'],
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
