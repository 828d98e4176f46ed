/**
 * The analytics port (ARCHITECTURE 'integrations/': analytics). The spec's site sent page views to
 * a content-platform events service (spec 01 §7.2: channel WEB, currency, page name, page-variant
 * id, language). Built in: a JSON-lines file per day (file-analytics.ts), so the product runs
 * offline. Outside: an events service over HTTP (http-analytics.ts), chosen by configuration
 * (SHOWROOM_ANALYTICS_URL).
 */

/** One page view, as validated by features/tracking/page-view.ts. */
export type PageViewEvent = {
  channel: 'WEB'
  /** ISO 4217, three upper-case letters. */
  currency: string
  pageName: string
  /** The page variant shown (the CMS page id, or an A/B variant's id). */
  variantId: string
  /** Language tag of the page, e.g. 'sv' or 'sv-SE'. */
  language: string
  /** Path only: no query string or fragment, which may hold personal data. */
  path: string
  siteKey: string
}

export interface AnalyticsPort {
  recordPageView(event: PageViewEvent): Promise<void>
}
