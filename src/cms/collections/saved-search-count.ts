import type { Field } from 'payload'

import { assignedSiteIds, isAdmin } from '../access'

/**
 * How many confirmed saved searches a site has (issue 41 item 1): what an editor may know of them.
 * The searches themselves (e-mail addresses) are for administrators only. Counted only for a
 * signed-in reader, so the public site's reads of its site record cost no query.
 */
export const savedSearchCountField: Field = {
  name: 'savedSearchCount',
  type: 'number',
  virtual: true,
  label: 'Saved searches (confirmed)',
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar', description: 'Visitors who get e-mail alerts for a car search on this site.' },
  hooks: {
    afterRead: [
      async ({ data, req }) => {
        if (!req.user || data?.id === undefined) return undefined
        // An editor learns the count of their own sites only.
        if (!isAdmin(req.user) && !assignedSiteIds(req.user).some((id) => String(id) === String(data.id))) return undefined
        const { totalDocs } = await req.payload.count({
          collection: 'saved-searches',
          where: { and: [{ site: { equals: data.id } }, { status: { equals: 'confirmed' } }] },
          overrideAccess: true,
          req,
        })
        return totalDocs
      },
    ],
  },
}
