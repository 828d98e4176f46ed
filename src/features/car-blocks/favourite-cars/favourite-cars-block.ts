import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * The visitor's favourite cars (issue 41 item 2): the cars saved with the hearts on the cards and
 * car pages, kept in the browser (no account), with what changed since (sold, a new price), a link
 * that shares the list, and a list someone shared opened from that link.
 */
export const favouriteCarsBlock: Block = {
  slug: 'favouriteCars',
  interfaceName: 'FavouriteCarsBlock',
  ...blockPickerEntry('favouriteCars', {
    en: {
      label: 'Favourite cars',
      plural: 'Favourite cars',
      description: 'The cars a visitor saved with the hearts on car cards and car pages, with price changes since and the ones sold; shareable as a link.',
    },
    sv: {
      label: 'Favoritbilar',
      plural: 'Favoritbilar',
      description: 'Bilarna besökaren sparat med hjärtat på bilkort och bilsidor, med prisändringar sedan dess och de som sålts; kan delas som länk.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the cars, e.g. “My favourites”.' } },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h1',
      options: [
        { label: 'Heading 1', value: 'h1' },
        { label: 'Heading 2', value: 'h2' },
      ],
      admin: { description: 'Heading 1 when the favourites are the page’s main content (a page has one).' },
    },
  ],
}

export const favouriteCarsBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  titleTag: z.enum(['h1', 'h2']).nullish().catch('h1'),
})
