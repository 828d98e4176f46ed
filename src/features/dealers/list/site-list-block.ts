import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * The facility list (spec 03 §2.2) as a block: put it on the page at the site's site-list path.
 * Dealers come from the site's sites index; the cards link to `{site-detail path}/{slug}`.
 */
export const siteListBlock: Block = {
  slug: 'siteList',
  interfaceName: 'SiteListBlock',
  ...blockPickerEntry('siteList', {
    en: {
      label: 'Dealer list',
      plural: 'Dealer lists',
      description: "The searchable list of the group's dealers with brand, department and place filters. Put it on the site's site-list page.",
    },
    sv: {
      label: 'Anläggningslista',
      plural: 'Anläggningslistor',
      description: 'Den sökbara listan över koncernens anläggningar med filter för märke, avdelning och ort. Lägg den på sajtens anläggningssida.',
    },
  }),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', localized: true, admin: { description: 'Heading of the list. Empty: the dictionary text siteListTitle.' } },
        {
          name: 'headingLevel',
          type: 'select',
          defaultValue: 'h1',
          options: [
            { label: 'Page heading (h1)', value: 'h1' },
            { label: 'Section heading (h2), below other content with its own page heading', value: 'h2' },
          ],
        },
      ],
    },
  ],
}

export const siteListBlockData = z.object({ title: z.string().max(200).nullish(), headingLevel: z.enum(['h1', 'h2']).nullish().catch(null) })
