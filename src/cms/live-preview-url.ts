import type { LivePreviewConfig } from 'payload'

type UrlArgs = Parameters<Extract<NonNullable<LivePreviewConfig['url']>, (...args: never[]) => unknown>>[0]

/**
 * The live-preview iframe loads /api/preview on the admin's own origin (so the editor's login
 * cookie goes along), which switches on draft mode and sends the editor to the preview route.
 * A page is previewed at its path; a story by its slug and date (its address also needs the
 * site's stories path, which /api/preview looks up). A story without both yet previews the start page.
 */
export function livePreviewUrl({ data, locale, collectionConfig }: UrlArgs): string {
  const doc = (data ?? {}) as { site?: unknown; path?: unknown; slug?: unknown; date?: unknown }
  const site = doc.site && typeof doc.site === 'object' ? (doc.site as { id?: unknown }).id : doc.site
  const params = new URLSearchParams({
    site: String(site ?? ''),
    locale: typeof locale === 'object' && locale ? locale.code : String(locale ?? ''),
    path: typeof doc.path === 'string' ? doc.path : '/',
  })
  if (collectionConfig?.slug === 'stories' && typeof doc.slug === 'string' && doc.slug && typeof doc.date === 'string' && doc.date) {
    params.set('story', doc.slug)
    params.set('date', doc.date)
  }
  return `/api/preview?${params.toString()}`
}
