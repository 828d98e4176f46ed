// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import { analyticsEventSchema } from './analytics-events'
import { allowTracking, declineTracking, forgetTracking, trackedEvents } from './testing/tracked-events'
import { trackEvent } from './track-event'

const purchase = { event: 'purchase', ecommerce: { currency: 'SEK', value: 0, transaction_id: 'TH-1042' } } as const

afterEach(forgetTracking)

describe('trackEvent', () => {
  it('pushes the event once the visitor allowed the tag manager', () => {
    allowTracking()
    trackEvent(purchase)
    expect(trackedEvents()).toEqual([purchase])
  })

  it('pushes nothing after "necessary only", or before the visitor chose', () => {
    declineTracking()
    trackEvent(purchase)
    expect(window.dataLayer).toEqual([])
    forgetTracking()
    trackEvent(purchase)
    expect(window.dataLayer ?? []).toEqual([])
  })
})

describe('the analytics events (docs/analytics.md)', () => {
  const valid = [
    { event: 'page_view', channel: 'WEB', currency: 'USD', pageName: 'Start', variantId: '12:sv', language: 'sv', path: '/', siteKey: 'nordbil' },
    { event: 'search', search_type: 'start page', search_term: 'Volvo XC60' },
    { event: 'loan_calculator', car_id: 'c-1', loan_term: 36, loan_down_payment: 50000, loan_monthly_cost: 3120, currency: 'SEK' },
    { event: 'lead', form_name: 'NordbilKontakt', form_submission_id: '5f0c…' },
    { event: 'form_interaction', form_name: 'NordbilKontakt', action: 'start' },
    { event: 'flow_interaction', flow: 'tire-hotel', step: 1, stepName: 'phone validation' },
    { event: 'event_error', flow: 'service-booking', error: 'VehicleNotFound' },
    purchase,
  ]

  it('accepts each event as the site sends it', () => {
    for (const event of valid) expect(analyticsEventSchema.safeParse(event).success, event.event).toBe(true)
  })

  it('refuses an unknown event, a missing field, a stray field, and a currency in lower case', () => {
    expect(analyticsEventSchema.safeParse({ event: 'lead_sent', form_name: 'x' }).success).toBe(false)
    expect(analyticsEventSchema.safeParse({ event: 'lead', form_name: 'NordbilKontakt' }).success).toBe(false)
    expect(analyticsEventSchema.safeParse({ event: 'search', search_type: 'start page', search_term: 'volvo', email: 'a@b.se' }).success).toBe(false)
    expect(analyticsEventSchema.safeParse({ ...purchase, ecommerce: { ...purchase.ecommerce, currency: 'sek' } }).success).toBe(false)
    expect(analyticsEventSchema.safeParse({ ...valid[0], currency: 'SEK' }).success).toBe(false)
  })
})
