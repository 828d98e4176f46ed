import { describe, expect, it } from 'vitest'

import {
  ACCEPT_ALL,
  allowsTagManager,
  consentCookie,
  consentCookieValue,
  decideConsent,
  googleConsentState,
  NECESSARY_ONLY,
  parseConsent,
  serializeConsent,
} from './consent'

const at = new Date('2025-03-04T10:20:30.000Z')

describe('consent choice', () => {
  it('always includes necessary cookies and records when the visitor decided', () => {
    expect(decideConsent({ statistics: true, marketing: false }, at)).toEqual({
      necessary: true,
      statistics: true,
      marketing: false,
      version: 1,
      decidedAt: '2025-03-04T10:20:30.000Z',
    })
  })

  it('reads back what it stored', () => {
    for (const categories of [ACCEPT_ALL, NECESSARY_ONLY, { statistics: false, marketing: true }]) {
      const choice = decideConsent(categories, at)
      expect(parseConsent(serializeConsent(choice))).toEqual(choice)
    }
  })

  it('stores URL-encoded JSON so the cookie value has no ; , or spaces', () => {
    const value = serializeConsent(decideConsent(ACCEPT_ALL, at))
    expect(value).not.toMatch(/[;, "]/)
    expect(JSON.parse(decodeURIComponent(value))).toMatchObject({ statistics: true, marketing: true })
  })

  it('treats a missing, broken or tampered cookie as undecided, so the visitor is asked again', () => {
    const valid = { necessary: true, statistics: true, marketing: true, version: 1, decidedAt: at.toISOString() }
    const encode = (v: unknown) => encodeURIComponent(JSON.stringify(v))
    expect(parseConsent(undefined)).toBeUndefined()
    expect(parseConsent('')).toBeUndefined()
    expect(parseConsent('yes')).toBeUndefined()
    expect(parseConsent('%E0%A4%A')).toBeUndefined()
    expect(parseConsent(encode(null))).toBeUndefined()
    expect(parseConsent(encode([1, 2]))).toBeUndefined()
    expect(parseConsent(encode({ ...valid, necessary: false }))).toBeUndefined()
    expect(parseConsent(encode({ ...valid, statistics: 'true' }))).toBeUndefined()
    expect(parseConsent(encode({ ...valid, marketing: undefined }))).toBeUndefined()
    expect(parseConsent(encode({ ...valid, decidedAt: 'yesterday' }))).toBeUndefined()
    expect(parseConsent(encode({ ...valid, decidedAt: '2025-13-45T99:00:00Z' }))).toBeUndefined()
  })

  it('asks again after the categories change (another version)', () => {
    const v2 = { necessary: true, statistics: true, marketing: true, version: 2, decidedAt: at.toISOString() }
    expect(parseConsent(encodeURIComponent(JSON.stringify(v2)))).toBeUndefined()
  })

  it('drops unknown fields instead of carrying them along', () => {
    const extra = { necessary: true, statistics: false, marketing: false, version: 1, decidedAt: at.toISOString(), admin: true }
    expect(parseConsent(encodeURIComponent(JSON.stringify(extra)))).not.toHaveProperty('admin')
  })
})

describe('consent cookie', () => {
  it('is first-party for the whole site for one year, SameSite=Lax, Secure on https', () => {
    const choice = decideConsent(NECESSARY_ONLY, at)
    const cookie = consentCookie(choice, { secure: true })
    expect(cookie.startsWith(`showroom-consent=${serializeConsent(choice)}; `)).toBe(true)
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toMatch(/; Secure$/)
    expect(consentCookie(choice, { secure: false })).not.toContain('Secure')
  })

  it('finds its value among other cookies', () => {
    const value = serializeConsent(decideConsent(ACCEPT_ALL, at))
    expect(consentCookieValue(`hideAlert=1; showroom-consent=${value}; other=x`)).toBe(value)
    expect(consentCookieValue('hideAlert=1; showroom-consent-old=1')).toBeUndefined()
    expect(consentCookieValue('')).toBeUndefined()
  })
})

describe('what the choice allows', () => {
  it('loads the tag manager only with statistics or marketing consent', () => {
    expect(allowsTagManager(undefined)).toBe(false)
    expect(allowsTagManager(decideConsent(NECESSARY_ONLY, at))).toBe(false)
    expect(allowsTagManager(decideConsent({ statistics: true, marketing: false }, at))).toBe(true)
    expect(allowsTagManager(decideConsent({ statistics: false, marketing: true }, at))).toBe(true)
  })

  it('maps the choice onto Google consent mode, everything denied while undecided', () => {
    expect(googleConsentState(undefined)).toEqual({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
    expect(googleConsentState(decideConsent({ statistics: true, marketing: false }, at))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(googleConsentState(decideConsent(ACCEPT_ALL, at))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })
})
