import type { MessageType, SiteMessage } from '@/features/shell-content'

/** spec 01 §7.2: the only cookie the site writes itself. */
export const HIDE_ALERT_COOKIE = 'hideAlert'

/** spec 01 §9: a closed alert bar stays hidden for one day. */
export const HIDE_ALERT_MAX_AGE_SECONDS = 86_400

/**
 * spec 01 §2.6 / §4: the bar exists only when HasMessage is set and there is message text. The
 * shell parser already drops such messages; this guards components that receive raw props.
 */
export function shouldShowAlert(message: SiteMessage | null | undefined): message is SiteMessage {
  return message != null && message.text.trim() !== ''
}

/** spec 01 §2.6: a Warning cannot be closed, so it has no close button. */
export const alertHasCloseButton = (type: MessageType): boolean => type !== 'Warning'

/** The `Set-Cookie`-style string the close button writes to `document.cookie` (spec 01 §2.6, §9). */
export function hideAlertCookie(): string {
  return `${HIDE_ALERT_COOKIE}=1; Max-Age=${HIDE_ALERT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}

/** The value of cookie `name` in a `document.cookie` / Cookie-header string, if present. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=')
    const key = (separator === -1 ? pair : pair.slice(0, separator)).trim()
    if (key === name) return separator === -1 ? '' : pair.slice(separator + 1).trim()
  }
  return undefined
}

/** spec 01 §4: only the cookie's presence matters, not its value. */
export const hasHideAlertCookie = (cookies: string): boolean => readCookie(cookies, HIDE_ALERT_COOKIE) !== undefined

/**
 * spec 01 §4: the bar starts hidden (on load and after a route change) when the visitor closed it
 * within the last day; a Warning is always shown.
 */
export function alertStartsHidden(type: MessageType, cookies: string): boolean {
  return alertHasCloseButton(type) && hasHideAlertCookie(cookies)
}
