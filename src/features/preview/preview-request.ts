import { z } from 'zod'

import { LOCALES } from '@/lib/locales'

/** Query of /api/preview, sent by the admin's live preview (cms/live-preview-url.ts). */
export const previewQuery = z.object({
  site: z.string().min(1, 'site is required (the site id)'),
  locale: z.enum(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` }),
  path: z
    .string()
    .regex(/^\/[a-z0-9/-]*$/, 'path must be a page path such as /om-oss')
    .default('/'),
  /** A story instead of a page: its slug and date (its address is `{site's stories path}/{year}/{slug}`). */
  story: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'story must be a story slug such as vinterklar-bil')
    .optional(),
  date: z.iso.datetime({ message: 'date must be the story date (ISO 8601)' }).optional(),
})

/** The preview route of a page: /preview/<site>/<locale>/<path>. */
export function previewRoute(site: string, locale: string, path: string): string {
  return `/preview/${encodeURIComponent(site)}/${locale}${path === '/' ? '' : path}`
}

const SAME_SITE_BASE = 'http://same-site.invalid'

/**
 * Query of /api/exit-preview: where to go after leaving preview, a path on this site (no open
 * redirect). Control characters are refused rather than dropped: in a Location header they would
 * split the response. The path comes back percent-encoded, so the header holds only ASCII.
 */
export const exitPreviewQuery = z.object({
  next: z
    .string()
    .regex(/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/, 'next must be a path on this site such as /preview/3/sv')
    .transform((path) => {
      const url = new URL(path, SAME_SITE_BASE)
      return `${url.pathname}${url.search}${url.hash}`
    })
    .default('/admin'),
})
