'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { useConsentChoice } from '@/features/consent'

import { buildPageViewEvent, type PageViewEvent, type PageViewPage } from './page-view'
import { trackEvent } from './track-event'

export const PAGE_VIEW_ENDPOINT = '/api/analytics/page-view'

/** sendBeacon survives the page being left; fetch with keepalive where beacons are unavailable. */
function sendPageView(event: PageViewEvent) {
  const body = JSON.stringify(event)
  const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PAGE_VIEW_ENDPOINT, new Blob([body], { type: 'application/json' }))
  if (queued) return
  fetch(PAGE_VIEW_ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(
    () => {
      // Tracking must never disturb the visitor.
    },
  )
}

type Props = PageViewPage & {
  /** Always 'WEB' (spec 01 §7.2); accepted so the whole event minus path can be passed. */
  channel?: 'WEB'
}

/**
 * Sends a page view (spec 01 §7.2) on mount and on every route change, and pushes the same event
 * as `page_view` to the dataLayer, but only when the visitor allowed statistics cookies. It
 * re-renders on the consent event, so accepting sends the view of the page being read at once.
 * Render it in the page (its props describe the page), never in editors' preview (spec 01 §2.2).
 */
export function PageViewTracker({ pageName, variantId, language, siteKey }: Props) {
  const pathname = usePathname()
  const choice = useConsentChoice()
  const allowed = Boolean(choice?.statistics)
  const lastSentPath = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!allowed) return
    // The address the visitor sees; the app's internal (rewritten) route is not what they visited.
    const event = buildPageViewEvent({ pageName, variantId, language, siteKey }, window.location.pathname)
    // One view per page shown: not again for re-renders, Strict Mode or a second consent save.
    if (lastSentPath.current === event.path) return
    lastSentPath.current = event.path
    sendPageView(event)
    trackEvent({ event: 'page_view', ...event, currency: 'USD' })
  }, [allowed, pathname, pageName, variantId, language, siteKey])

  return null
}
