import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { columnsField, imageField, mediaRef } from '../shared/block-fields'

/** Highlight list (spec 01 §2.9 "highlight lists of 3 or 4 columns"): key facts with an icon or a large figure. */
export const highlightListBlock: Block = {
  slug: 'highlightList',
  interfaceName: 'HighlightListBlock',
  ...blockPickerEntry('highlightList', {
    en: { label: 'Highlight list', plural: 'Highlight lists', description: 'Three or four key facts, each with a large figure or icon and a line of text.' },
    sv: { label: 'Höjdpunkter', plural: 'Höjdpunkter', description: 'Tre eller fyra nyckelfakta, var och en med en stor siffra eller ikon och en rad text.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    columnsField(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Highlight', plural: 'Highlights' },
      fields: [
        { name: 'figure', type: 'text', localized: true, admin: { description: 'A large figure, e.g. “560 km” or “7 år”.' } },
        imageField('icon', 'Or a small icon instead of the figure.'),
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
  ],
}

export const highlightListBlockData = z.object({
  title: z.string().nullish(),
  columns: z.enum(['3', '4']).nullish(),
  items: z
    .array(z.object({ id: z.string().nullish(), figure: z.string().nullish(), icon: mediaRef, title: z.string().nullish(), text: z.string().nullish() }))
    .nullish(),
})
