import type { LivePreviewConfig } from 'payload'

type UrlArgs = Parameters<Extract<NonNullable<LivePreviewConfig['url']>, (...args: never[]) => unknown>>[0]

/**
 * The live-preview iframe loads /api/preview on the admin's own origin (so the editor's login
 * cookie goes along), which switches on draft mode and sends the editor to the preview route.
 */
export function livePreviewUrl({ data, locale }: UrlArgs): string {
  const doc = (data ?? {}) as { site?: unknown; path?: unknown }
  const site = doc.site && typeof doc.site === 'object' ? (doc.site as { id?: unknown }).id : doc.site
  const params = new URLSearchParams({
    site: String(site ?? ''),
    locale: typeof locale === 'object' && locale ? locale.code : String(locale ?? ''),
    path: typeof doc.path === 'string' ? doc.path : '/',
  })
  return `/api/preview?${params.toString()}`
}
