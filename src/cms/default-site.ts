import type { DefaultValue, PayloadRequest } from 'payload'

import { assignedSiteIds, isAdmin } from './access'

/**
 * The site a new document belongs to (the multi-tenant plugin's `site` field): the site chosen in
 * the admin's site selector (its `payload-tenant` cookie) when the user may use it, else an
 * editor's first site. The plugin's own default only falls back to the editor's site on
 * autosaving collections, so a dictionary entry or form created by an editor who had not opened
 * the dashboard first failed with "The following field is invalid: Assigned Tenant" (issue 24).
 */
export const siteOfTheEditor: DefaultValue = ({ req }) => newDocumentSite(req)

/**
 * The same for a check that runs before the site is set: the admin re-validates its form on the
 * server (form state) without the `site` a create is given, so a per-site check must assume it.
 */
export function newDocumentSite(req: Pick<PayloadRequest, 'user' | 'headers'>): number | string | null {
  const user = req.user
  if (!user) return null
  const cookie = req.headers?.get('cookie') ?? ''
  const chosen = /(?:^|;\s*)payload-tenant=([^;]+)/.exec(cookie)?.[1]
  const mine = assignedSiteIds(user)
  if (chosen) {
    const id = /^\d+$/.test(chosen) ? Number(chosen) : decodeURIComponent(chosen)
    if (isAdmin(user) || mine.some((s) => String(s) === String(id))) return id
  }
  return mine[0] ?? null
}
