import type { Access, FieldAccess } from 'payload'

import { relationId } from '@/lib/relation-id'

type RoleUser = { role?: string | null } | null | undefined

export const isAdmin = (user: RoleUser): boolean => user?.role === 'admin'

export const loggedIn: Access = ({ req }) => Boolean(req.user)
export const adminsOnly: Access = ({ req }) => isAdmin(req.user as RoleUser)
export const adminsOnlyField: FieldAccess = ({ req }) => isAdmin(req.user as RoleUser)

/**
 * Anonymous readers (the public site, REST and GraphQL without a login) only ever see published
 * documents; drafts need a logged-in editor. The multi-tenant plugin then narrows editors to the
 * sites they are assigned to.
 */
export const publishedOrLoggedIn: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/** The ids of the sites an editor is assigned to (the multi-tenant plugin's `sites` array on the user). */
export function assignedSiteIds(user: unknown): Array<number | string> {
  const rows = (user as { sites?: Array<{ site?: unknown }> | null } | null)?.sites
  if (!Array.isArray(rows)) return []
  return rows.flatMap((row) => {
    const id = relationId(row?.site)
    return id === undefined ? [] : [id]
  })
}
