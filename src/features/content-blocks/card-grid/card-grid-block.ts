import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { columnsField, imageField, mediaRef } from '../shared/block-fields'

/**
 * Card grid (spec 01 §2.9): cards with link, image, icon, title, text and button text, in the
 * variants 'Gray background' and 'Card With Borders'. Columns (§9 "Mobile card columns"): 1 up to
 * 768 px; 3 (or 1 when set) up to 1024 px; 3 or 4 above.
 */
export const cardGridBlock: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  ...blockPickerEntry('cardGrid', {
    en: { label: 'Card grid', plural: 'Card grids', description: 'Cards with picture or icon, title, text and a button, on gray or with borders.' },
    sv: { label: 'Kortrutnät', plural: 'Kortrutnät', description: 'Kort med bild eller ikon, rubrik, text och knapp, på grått eller med ramar.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'grayBackground',
      options: [
        { label: 'Gray background', value: 'grayBackground' },
        { label: 'Card With Borders', value: 'cardWithBorders' },
      ],
    },
    columnsField(),
    { name: 'singleColumnOnTablet', type: 'checkbox', defaultValue: false, label: 'One column on tablets (768-1023 px)' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Card', plural: 'Cards' },
      fields: [
        imageField('image'),
        imageField('icon', 'A small icon shown instead of the picture.'),
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'buttonText', type: 'text', localized: true },
        { name: 'href', type: 'text', label: 'Link', admin: { description: 'The page the card goes to (the whole card is the link).' } },
      ],
    },
  ],
}

export const cardGridBlockData = z.object({
  title: z.string().nullish(),
  variant: z.enum(['grayBackground', 'cardWithBorders']).nullish(),
  columns: z.enum(['3', '4']).nullish(),
  singleColumnOnTablet: z.boolean().nullish(),
  cards: z
    .array(
      z.object({
        id: z.string().nullish(),
        image: mediaRef,
        icon: mediaRef,
        title: z.string().nullish(),
        text: z.string().nullish(),
        buttonText: z.string().nullish(),
        href: z.string().nullish(),
      }),
    )
    .nullish(),
})

/** spec 01 §9 "Mobile card columns: 1 up to 768px; 3 (or 1 when set) up to 1024px". */
export function cardGridColumnsClass(columns: '3' | '4' | null | undefined, singleColumnOnTablet: boolean | null | undefined): string {
  return ['grid grid-cols-1 gap-6', singleColumnOnTablet ? '' : 'md:grid-cols-3', columns === '4' ? 'lg:grid-cols-4' : 'lg:grid-cols-3']
    .filter(Boolean)
    .join(' ')
}
