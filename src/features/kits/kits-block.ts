import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * The accessory kits catalogue (spec 03 §2.3; issue 22): facets, search, grid or rows, the kit
 * dialog, the sales session and the cart with its quote. The kits come from the site's kits index
 * (`searchIndexes.kits` on the site record); a site without one shows nothing.
 */
export const kitsBlock: Block = {
  slug: 'kits',
  interfaceName: 'KitsBlock',
  ...blockPickerEntry('kits', {
    en: {
      label: 'Accessory kits',
      plural: 'Accessory kits',
      description: 'The site’s accessory kits catalogue with filters, cart and a quote for sales sessions.',
    },
    sv: {
      label: 'Tillbehörspaket',
      plural: 'Tillbehörspaket',
      description: 'Sajtens katalog av tillbehörspaket med filter, varukorg och offert för säljsessioner.',
    },
  }),
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the catalogue. Empty: the dictionary’s kitsHeading.' } }],
}

export const kitsBlockData = z.object({ title: z.string().max(200).nullish().catch(null) })
