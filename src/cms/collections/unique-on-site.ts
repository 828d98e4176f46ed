import type { CollectionSlug, TextFieldSingleValidation } from 'payload'

import { slugProblem } from '@/lib/page-path'
import { relationId } from '@/lib/relation-id'

/**
 * A slug-like text field that is unique among the documents of one site (a tag's key, a story's
 * slug): the message shows under the field in the admin, and the REST API answers 400.
 */
export const uniqueSlugOnSite =
  (collection: CollectionSlug, field: string, what: string): TextFieldSingleValidation =>
  async (value, { req, data, id }) => {
    const problem = slugProblem(value)
    if (problem) return problem
    const site = relationId((data as { site?: unknown } | undefined)?.site)
    const clash = await req.payload.find({
      collection,
      where: { and: [{ [field]: { equals: value } }, ...(site !== undefined ? [{ site: { equals: site } }] : [])] },
      depth: 0,
      limit: 2,
      req,
      overrideAccess: true,
      pagination: false,
    })
    return clash.docs.some((d) => String(d.id) !== String(id)) ? `Another ${what} of this site already has ${String(value)}; choose another.` : true
  }
