import type { RelationshipField, Where } from 'payload'

import { relationId } from '@/lib/relation-id'

/**
 * A block's choice of a form built in the CMS (Content → Forms): only the page's own site's forms
 * are offered. Shared by the form, marketing popup and survey blocks.
 */
export function formRelationshipField(description: string): RelationshipField {
  return {
    name: 'form',
    type: 'relationship',
    relationTo: 'forms',
    admin: { description },
    filterOptions: ({ data }): Where | true => {
      const site = relationId((data as { site?: unknown } | undefined)?.site)
      return site !== undefined ? { site: { equals: site } } : true
    },
  }
}
