import { currentConsentChoice, allowsTagManager } from '@/features/consent'

// Types only: the schemas (zod) stay out of the browser's bundles.
import type { AnalyticsEvent } from './analytics-events'
import { pushDataLayer } from './data-layer'

/**
 * The one way the site reports an analytics event (analytics-events.ts lists them all). The event
 * goes to the tag manager's dataLayer only when the visitor allowed the tag manager (statistics or
 * marketing, as ConsentGatedTagManager loads it): without that choice nothing is queued that a
 * later consent would send after the fact. Never throws: tracking must not disturb the visitor.
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  if (!allowsTagManager(currentConsentChoice())) return
  pushDataLayer(event)
}
