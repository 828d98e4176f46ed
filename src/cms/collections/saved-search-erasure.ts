import type { PayloadRequest } from 'payload'

/** Marks the nested erasures a cascade starts, so they do not cascade again. */
const CASCADE = 'savedSearchErasureCascade'

export const isCascadedErasure = (context: Record<string, unknown>): boolean => context[CASCADE] === true

/**
 * Erases the saved searches of an e-mail address (issue 41 item 1: "erasable with the address's
 * other personal data"), on one site or on all: when an administrator erases one of them, or
 * anyone allowed to erase a lead erases that lead's sender. Access is overridden on purpose: an
 * erasure only ever removes data, and editors have no other way to reach saved searches.
 */
export async function eraseSavedSearchesOf(req: PayloadRequest, email: string, siteId?: number | string): Promise<void> {
  const address = email.trim().toLowerCase()
  if (!address) return
  await req.payload.update({
    collection: 'saved-searches',
    where: {
      and: [{ email: { equals: address } }, { erasedAt: { exists: false } }, ...(siteId === undefined ? [] : [{ site: { equals: siteId } }])],
    },
    data: { erasePersonalData: true },
    overrideAccess: true,
    depth: 0,
    req,
    context: { [CASCADE]: true },
  })
}
