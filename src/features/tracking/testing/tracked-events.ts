import { ACCEPT_ALL, CONSENT_COOKIE, decideConsent, NECESSARY_ONLY, serializeConsent } from '@/features/consent/consent'

import { type AnalyticsEvent, analyticsEventSchema } from '../analytics-events'

/** The visitor allowed statistics and marketing (the consent dialog's "accept all"), in jsdom. */
export function allowTracking(): void {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(decideConsent(ACCEPT_ALL))}; path=/`
  window.dataLayer = []
}

/** The visitor chose "necessary only". */
export function declineTracking(): void {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(decideConsent(NECESSARY_ONLY))}; path=/`
  window.dataLayer = []
}

/** No choice made (the cookie gone) and an empty dataLayer. */
export function forgetTracking(): void {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`
  delete window.dataLayer
}

/**
 * The events pushed so far (gtag commands left out), each checked against its schema: a push
 * that does not match fails the test that reads it.
 */
export function trackedEvents(name?: AnalyticsEvent['event']): AnalyticsEvent[] {
  const events = (window.dataLayer ?? []).filter((entry) => !(entry instanceof Object && 'length' in entry)).map((entry) => analyticsEventSchema.parse(entry))
  return name ? events.filter((event) => event.event === name) : events
}
