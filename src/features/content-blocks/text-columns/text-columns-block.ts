import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { columnsField, linkData, linkField } from '../shared/block-fields'

/** Text columns (spec 01 §2.9 "text columns (3 or 4)"): short texts side by side, each with a heading and a link. */
export const textColumnsBlock: Block = {
  slug: 'textColumns',
  interfaceName: 'TextColumnsBlock',
  ...blockPickerEntry('textColumns', {
    en: { label: 'Text columns', plural: 'Text columns', description: 'Three or four short texts side by side, each with a heading and a link.' },
    sv: { label: 'Textkolumner', plural: 'Textkolumner', description: 'Tre eller fyra korta texter bredvid varandra, var och en med rubrik och länk.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    columnsField(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Column', plural: 'Columns' },
      fields: [{ name: 'heading', type: 'text', localized: true }, { name: 'text', type: 'textarea', localized: true }, linkField()],
    },
  ],
}

export const textColumnsBlockData = z.object({
  title: z.string().nullish(),
  columns: z.enum(['3', '4']).nullish(),
  items: z.array(z.object({ id: z.string().nullish(), heading: z.string().nullish(), text: z.string().nullish(), link: linkData })).nullish(),
})
