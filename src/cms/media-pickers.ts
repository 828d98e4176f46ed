import type { Block, Field, FilterOptions, Plugin, Where } from 'payload'

import { relationId } from '@/lib/relation-id'

import { assignedSiteIds, isAdmin } from './access'

/**
 * Which media an editor may pick in an upload field: the media of the document's site (or of
 * their own sites when the document has none yet) and shared media. Payload checks a saved value
 * against these options too, so a page of site A can never point at site B's pictures.
 */
const mediaOfTheDocumentsSite: FilterOptions = ({ req, data }) => {
  if (!req.user || isAdmin(req.user)) return true
  const site = relationId((data as { site?: unknown } | undefined)?.site)
  const sites = site !== undefined ? [site] : assignedSiteIds(req.user)
  return { or: [{ site: { in: sites } }, { site: { exists: false } }] } satisfies Where
}

function scopeFields(fields: Field[], seen: Set<Block>): Field[] {
  return fields.map((field) => {
    if (field.type === 'upload' && field.relationTo === 'media' && !field.filterOptions) return { ...field, filterOptions: mediaOfTheDocumentsSite }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: scopeFields(tab.fields, seen) })) }
    if (field.type === 'blocks') {
      for (const block of field.blocks) {
        // Block objects are shared by the zones that list them: scope each once, in place.
        if (seen.has(block)) continue
        seen.add(block)
        block.fields = scopeFields(block.fields, seen)
      }
      return field
    }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: scopeFields(field.fields, seen) } as Field
    return field
  })
}

/** Applies the media picker rule to every upload field of every collection (last plugin, so it sees them all). */
export const scopeMediaPickers: Plugin = (config) => {
  const seen = new Set<Block>()
  return { ...config, collections: (config.collections ?? []).map((c) => (c.slug === 'media' ? c : { ...c, fields: scopeFields(c.fields, seen) })) }
}
