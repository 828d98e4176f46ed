import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { columnsField, imageField, linkData, linkField, mediaRef } from '../shared/block-fields'

/**
 * Stage row (spec 01 §2.9 "stage rows of 3 or 4 columns with resize debounce 100 ms"): pictures with
 * a title and link, 3 or 4 in a row on wide screens, a swipeable row with previous/next on narrow ones.
 */
export const stageRowBlock: Block = {
  slug: 'stageRow',
  interfaceName: 'StageRowBlock',
  ...blockPickerEntry('stageRow', {
    en: { label: 'Stage row', plural: 'Stage rows', description: 'Three or four pictures with a title and link in a row; swipeable on phones.' },
    sv: { label: 'Scenrad', plural: 'Scenrader', description: 'Tre eller fyra bilder med rubrik och länk i en rad; svepbar i mobilen.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    columnsField(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Item', plural: 'Items' },
      fields: [
        imageField('image'),
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        linkField(),
      ],
    },
  ],
}

export const stageRowBlockData = z.object({
  title: z.string().nullish(),
  columns: z.enum(['3', '4']).nullish(),
  items: z.array(z.object({ id: z.string().nullish(), image: mediaRef, title: z.string().nullish(), text: z.string().nullish(), link: linkData })).nullish(),
})
