import type { CollectionConfig, PayloadRequest } from 'payload'
import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { DICTIONARY_KEYS } from '@/features/dictionary/cms'
import { invalidateShellCache } from '@/lib/shell-cache'
import { relationId } from '@/lib/relation-id'
import { loggedIn } from '../access'
import { newDocumentSite } from '../default-site'

/**
 * Translated interface texts per site and language (spec 01 §7 dictionary; ARCHITECTURE
 * "Dictionary"). An entry overrides the built-in default of its key for its site.
 */
export const DictionaryEntries: CollectionConfig = {
  slug: 'dictionary',
  labels: { singular: 'Dictionary entry', plural: 'Dictionary' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value', 'site'],
    group: 'Content',
    // Count texts have a key per plural form (features/dictionary/plural-text.ts).
    description: `Known keys: ${DICTIONARY_KEYS.join(', ')}. A count text has one key per form: the key itself for most counts, <key>_one for one, <key>_few where the language has it (Slovak 2–4).`,
  },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  hooks: {
    // The pages keep resolved dictionaries with the shell's data: a saved text shows at once.
    afterChange: [() => invalidateShellCache(), ...siteWideCacheHooks().afterChange],
    afterDelete: [() => invalidateShellCache(), ...siteWideCacheHooks().afterDelete],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      // One entry per key and site. A field validation, so the editor sees it under the key (issue 24).
      validate: async (value: unknown, { req, data, id }: { req: PayloadRequest; data: Partial<{ site: unknown }>; id?: number | string }) => {
        if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_.-]*$/.test(value)) return 'Use letters, digits, dot, dash or underscore.'
        // The admin's form state has no site yet for a new entry: the one it will be created in.
        const site = relationId(data.site) ?? (id === undefined ? (newDocumentSite(req) ?? undefined) : undefined)
        if (site === undefined) return true
        const clash = await req.payload.find({
          collection: 'dictionary',
          where: { and: [{ site: { equals: site } }, { key: { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
          limit: 1,
          depth: 0,
          overrideAccess: true,
          req,
        })
        return clash.docs.length > 0 ? `The key "${value}" already exists for this site; edit that entry instead.` : true
      },
    },
    { name: 'value', type: 'textarea', localized: true },
  ],
}
