import {
  APIError,
  type Access,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type PayloadRequest,
  type Where,
} from 'payload'

import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { relationId } from '@/lib/relation-id'

import { assignedSiteIds, isAdmin } from '../access'
import { describeMediaUses, findMediaUses } from '../media-usage'
import { sanitizeSvg } from '../svg-sanitizer'

/** Raster formats plus SVG (sanitised on upload); nothing that a browser would run. */
// PDFs for the file list block, MP4/WebM for the video fields of the hero and blurb blocks (issue 21).
const ACCEPTED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/svg+xml',
  'application/pdf',
  'video/mp4',
  'video/webm',
]

/**
 * Who may do what with media (issue 15, docs/architecture.md "Access"): files are public (pages
 * show them to anyone); an editor sees, changes and deletes only the media of their sites, and
 * may use shared media (no site: brand logos) without changing it; administrators manage all.
 */
const readMedia: Access = ({ req }) => {
  if (!req.user || isAdmin(req.user)) return true
  return { or: [{ site: { in: assignedSiteIds(req.user) } }, { site: { exists: false } }] }
}
const changeOwnSitesMedia: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req.user)) return true
  const sites = assignedSiteIds(req.user)
  return sites.length > 0 ? { site: { in: sites } } : false
}

/** An editor's upload belongs to one of their sites: the only one they have is filled in for them. */
const assignSite: CollectionBeforeValidateHook = ({ data, req, originalDoc }) => {
  if (!data || !req.user || isAdmin(req.user)) return data
  const chosen = relationId(data.site !== undefined ? data.site : originalDoc?.site)
  const mine = assignedSiteIds(req.user)
  return chosen === undefined && mine.length === 1 ? { ...data, site: mine[0] } : data
}

/** The site field's check, shown under the field (issue 24): editors keep media in their own sites. */
const validateMediaSite = (value: unknown, { req }: { req: PayloadRequest }): string | true => {
  if (!req.user || isAdmin(req.user)) return true
  const chosen = relationId(value)
  if (chosen === undefined) return 'Choose which of your sites this file belongs to; shared media is managed by administrators.'
  return assignedSiteIds(req.user).map(String).includes(String(chosen)) ? true : 'Choose one of your own sites.'
}

/**
 * A new media item needs its file, sent with the request (issue 35 item 9). Without one Payload
 * either fetches `url` itself from the server (REST; the guard refuses that first with the same
 * message) or fails with a 500 (GraphQL, which cannot carry files). Duplicating an item reads its
 * own stored file, which is fine.
 */
const requireUploadedFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || req.file || (args as { duplicateFromID?: unknown }).duplicateFromID != null) return args
  throw new APIError('Upload the file itself; uploads from a URL are not accepted.', 400, undefined, true)
}

/** SVGs are sanitised before they are stored; one that is not a drawing is refused. */
const sanitizeUploadedSvg: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const file = req.file
  const looksLikeSvg =
    file.mimetype === 'image/svg+xml' || /\.svg$/i.test(file.name) || /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(file.data.subarray(0, 512).toString('utf8'))
  if (!looksLikeSvg) return args
  const clean = await sanitizeSvg(file.data.toString('utf8'))
  if (!clean)
    throw new APIError(
      'This SVG file holds no drawing that can be shown safely; upload a PNG, JPEG or WebP instead.',
      400,
      [{ path: 'file', message: 'Not a usable SVG.' }],
      true,
    )
  const data = Buffer.from(clean, 'utf8')
  req.file = { ...file, data, size: data.length, mimetype: 'image/svg+xml', tempFilePath: undefined }
  return args
}

/** A picture a page or site still shows is not deleted (409 naming where), so no page breaks. */
const refuseDeletingMediaInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses = await findMediaUses(req.payload, id)
  if (uses.length === 0) return
  throw new APIError(`This media item is still used by ${describeMediaUses(uses)}. Remove it there first, then delete it.`, 409, { uses }, true)
}

/**
 * Images and icons of the sites. Each belongs to one site (`site`), or to none: shared media such
 * as brand logos, managed by administrators. Files live in the data dir or S3 (media storage
 * plugin, integrations/media-storage) and are served under /api/media/file/*, and under the
 * spec's /-/media/* and /-/jssmedia/* paths through rewrites (next.config.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'site', 'updatedAt'], listSearchableFields: ['filename', 'alt'] },
  access: { read: readMedia, create: changeOwnSitesMedia, update: changeOwnSitesMedia, delete: changeOwnSitesMedia },
  hooks: {
    beforeOperation: [requireUploadedFile, sanitizeUploadedSvg],
    beforeValidate: [assignSite],
    beforeDelete: [refuseDeletingMediaInUse],
    // A replaced picture or changed alt text shows wherever the file is used on its site.
    ...siteWideCacheHooks((doc) => doc.site, { onCreate: false }),
  },
  upload: {
    mimeTypes: ACCEPTED_TYPES,
    focalPoint: true,
  },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      index: true,
      admin: { position: 'sidebar', description: 'The site this file belongs to. Empty: shared by all sites (administrators only).' },
      // An editor picks among their own sites only.
      validate: validateMediaSite,
      filterOptions: ({ req }): Where | true => (!req.user || isAdmin(req.user) ? true : { id: { in: assignedSiteIds(req.user) } }),
    },
  ],
}
