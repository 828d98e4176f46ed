import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { getConfig } from '@/lib/config'
import { escapeHtml } from '@/lib/html-text'

/**
 * Whether the admin's session cookie is `Secure` (issue 35 item 10): when the admin is reached
 * over https (SHOWROOM_PUBLIC_URL), the browser must never send the session over plain http. A
 * local `npm start` on http keeps it without, or the browser would drop the cookie there.
 */
export const adminCookieSecure = (publicUrl = getConfig().publicUrl) => new URL(publicUrl).protocol === 'https:'

/**
 * The password-reset link (issue 35 item 11): absolute, on the configured public URL. Payload's
 * own takes the request's origin only when it is in the CORS/CSRF allow-list and otherwise writes
 * a relative link (`/admin/reset/…`) that no mail client can open; the Host header is never used,
 * so a request with a forged Host cannot send the user a reset link (and the token) to another site.
 */
export function passwordResetUrl(token: string, req: Pick<PayloadRequest, 'payload'>, publicUrl = getConfig().publicUrl): string {
  const { routes, admin } = req.payload.config
  const path = formatAdminURL({ adminRoute: routes.admin, path: `${admin.routes.reset}/${encodeURIComponent(token)}`, relative: true })
  return new URL(path, `${publicUrl.replace(/\/$/, '')}/`).toString()
}

/** Payload's forgot-password mail (its own texts, in the request's language) with the absolute link. */
export function passwordResetEmailHtml(args?: { req?: PayloadRequest; token?: string }): string {
  const { req, token } = args ?? {}
  if (!req || !token) throw new Error('A password-reset mail needs the request and the token')
  const url = escapeHtml(passwordResetUrl(token, req))
  return `${req.t('authentication:youAreReceivingResetPassword')}
    <a href="${url}">${url}</a>
    ${req.t('authentication:youDidNotRequestPassword')}`
}
