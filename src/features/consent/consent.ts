/**
 * The visitor's cookie-consent choice (spec 01 §1 "The footer links to a cookie-consent settings
 * dialog"), kept in a first-party cookie so the server and every tab see the same answer.
 * Pure and client-safe: no zod, since this module ships on every page.
 */

export const CONSENT_COOKIE = 'showroom-consent'
/** Raise when the categories change: stored choices of an older version count as undecided. */
export const CONSENT_VERSION = 1
/** One year, a common upper bound for how long a consent answer is relied on. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** Dispatched on window when the choice changes, so trackers can react at once. */
export const CONSENT_EVENT = 'showroom:consent'

export type ConsentChoice = {
  necessary: true
  statistics: boolean
  marketing: boolean
  version: typeof CONSENT_VERSION
  /** ISO 8601 time of the decision. */
  decidedAt: string
}

export type ConsentCategories = { statistics: boolean; marketing: boolean }

export function decideConsent(categories: ConsentCategories, now: Date = new Date()): ConsentChoice {
  return { necessary: true, statistics: categories.statistics, marketing: categories.marketing, version: CONSENT_VERSION, decidedAt: now.toISOString() }
}

export const ACCEPT_ALL: ConsentCategories = { statistics: true, marketing: true }
export const NECESSARY_ONLY: ConsentCategories = { statistics: false, marketing: false }

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * The stored choice from the cookie's (URL-encoded JSON) value. Anything else (missing, cut off,
 * hand-edited, an older version) is undefined: the visitor is asked again rather than assumed to
 * have agreed.
 */
export function parseConsent(value: string | undefined | null): ConsentChoice | undefined {
  if (!value) return undefined
  let data: unknown
  try {
    data = JSON.parse(decodeURIComponent(value))
  } catch {
    return undefined
  }
  if (typeof data !== 'object' || data === null) return undefined
  const { necessary, statistics, marketing, version, decidedAt } = data as Record<string, unknown>
  if (necessary !== true || version !== CONSENT_VERSION) return undefined
  if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return undefined
  if (typeof decidedAt !== 'string' || !isoTime.test(decidedAt) || Number.isNaN(Date.parse(decidedAt))) return undefined
  return { necessary: true, statistics, marketing, version: CONSENT_VERSION, decidedAt }
}

/** The cookie's value for a choice: URL-encoded JSON, only the known fields. */
export function serializeConsent(choice: ConsentChoice): string {
  const { necessary, statistics, marketing, version, decidedAt } = choice
  return encodeURIComponent(JSON.stringify({ necessary, statistics, marketing, version, decidedAt }))
}

/**
 * A whole `document.cookie` assignment: first-party, one year, the whole site (Path=/), sent on
 * top-level navigations from other sites (SameSite=Lax) so a visitor arriving from a search result
 * is not asked again. Secure on https.
 */
export function consentCookie(choice: ConsentChoice, options: { secure: boolean }): string {
  const parts = [`${CONSENT_COOKIE}=${serializeConsent(choice)}`, `Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax']
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** The consent cookie's raw value out of a Cookie header or `document.cookie`. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === CONSENT_COOKIE) return part.slice(index + 1).trim()
  }
  return undefined
}

/** Tags (the tag manager) may load only with statistics or marketing consent. */
export function allowsTagManager(choice: ConsentChoice | undefined): boolean {
  return Boolean(choice && (choice.statistics || choice.marketing))
}

type ConsentModeValue = 'granted' | 'denied'
export type GoogleConsentState = {
  analytics_storage: ConsentModeValue
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
}

/**
 * Google consent mode for a choice: statistics grants analytics storage, marketing grants the
 * three advertising signals. Undecided means everything denied (the 'default' command).
 */
export function googleConsentState(choice: ConsentChoice | undefined): GoogleConsentState {
  const statistics: ConsentModeValue = choice?.statistics ? 'granted' : 'denied'
  const marketing: ConsentModeValue = choice?.marketing ? 'granted' : 'denied'
  return { analytics_storage: statistics, ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing }
}
