import type { PageViewEvent } from '@/integrations/analytics/analytics-port'

export type { PageViewEvent }

// The zod schema lives in page-view-schema.ts: this module runs in the browser and stays free of zod.

/** spec 01 §7.2: the page-view event's currency is USD on every site, whatever the site sells in. */
export const PAGE_VIEW_CURRENCY = 'USD'

/** What the page knows about itself; the tracker adds the channel, the currency and the path it is shown at. */
export type PageViewPage = Omit<PageViewEvent, 'channel' | 'currency' | 'path'>

/**
 * The path of a location for analytics: no query string or fragment (they may carry search
 * terms, e-mail addresses or tokens a visitor did not agree to share).
 */
export function pageViewPath(location: string): string {
  const path = location.split(/[?#]/, 1)[0] ?? ''
  const withSlash = path.startsWith('/') ? path : `/${path}`
  return withSlash.replace(/\s/g, '%20')
}

/** The event for one page view (spec 01 §7.2). */
export function buildPageViewEvent(page: PageViewPage, location: string): PageViewEvent {
  return {
    channel: 'WEB',
    currency: PAGE_VIEW_CURRENCY,
    pageName: page.pageName,
    variantId: page.variantId,
    language: page.language,
    path: pageViewPath(location),
    siteKey: page.siteKey,
  }
}
