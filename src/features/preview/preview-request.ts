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
})

/** The preview route of a page: /preview/<site>/<locale>/<path>. */
export function previewRoute(site: string, locale: string, path: string): string {
  return `/preview/${encodeURIComponent(site)}/${locale}${path === '/' ? '' : path}`
}

/** Only same-site relative paths are followed after leaving preview (no open redirect). */
export function safeNextPath(next: string | null | undefined, fallback = '/admin'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback
  return next
}
