import { type CollectionConfig, ValidationError } from 'payload'

import { DICTIONARY_KEYS } from '@/features/dictionary/dictionary-defaults'
import { invalidateShellCache } from '@/features/shell/shell-cache'
import { loggedIn } from '../access'

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
    description: `Known keys: ${DICTIONARY_KEYS.join(', ')}`,
  },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  hooks: {
    // The pages keep resolved dictionaries with the shell's data: a saved text shows at once.
    afterChange: [() => invalidateShellCache()],
    afterDelete: [() => invalidateShellCache()],
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        const site = data.site ?? originalDoc?.site
        const siteId = typeof site === 'object' && site ? site.id : site
        if (!siteId || !data.key) return data
        const clash = await req.payload.find({
          collection: 'dictionary',
          where: { and: [{ site: { equals: siteId } }, { key: { equals: data.key } }] },
          limit: 1,
          depth: 0,
          req,
        })
        const other = clash.docs.find((d) => d.id !== originalDoc?.id)
        // A field error, so the editor sees it under the key in the form (issue 24).
        if (other) throw new ValidationError({ collection: 'dictionary', errors: [{ path: 'key', message: `The key "${data.key}" already exists for this site; edit that entry instead.` }], req }, req.t)
        return data
      },
    ],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      validate: (v: unknown) => (typeof v === 'string' && /^[A-Za-z][A-Za-z0-9_.-]*$/.test(v) ? true : 'Use letters, digits, dot, dash or underscore.'),
    },
    { name: 'value', type: 'textarea', localized: true },
  ],
}
