import type { Block } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * Sell-car form (spec 03 §2.5, §3 'Sell-car form values', §5 'Sell-car form'): registration
 * number, mileage, name, phone, e-mail, a choice of selling or trading in the car, and an optional
 * message, sent as a lead. Editors set the heading, the intro, the two choices' words and the
 * thanks; empty ones show the dictionary's text in the page language.
 */
export const sellCarFormBlock: Block = {
  slug: 'sellCarForm',
  interfaceName: 'SellCarFormBlock',
  ...blockPickerEntry('sellCarForm', {
    en: {
      label: 'Sell-car form',
      plural: 'Sell-car forms',
      description: 'A form where visitors offer their car to the dealer; what they send is stored as a lead.',
    },
    sv: {
      label: 'Sälj bil-formulär',
      plural: 'Sälj bil-formulär',
      description: 'Ett formulär där besökare erbjuder handlaren sin bil; det de skickar sparas som en lead.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Empty: “Sälj din bil” in the page language.' } },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h2',
      options: [
        { label: 'Heading 1', value: 'h1' },
        { label: 'Heading 2', value: 'h2' },
      ],
      admin: { description: 'Heading 1 when the form is the page’s main content (a page has one).' },
    },
    { name: 'intro', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'optionSell', type: 'text', localized: true, admin: { width: '50%', description: 'First choice. Empty: “Sälja bil” in the page language.' } },
        {
          name: 'optionTradeIn',
          type: 'text',
          localized: true,
          admin: { width: '50%', description: 'Second choice. Empty: “Byta in bil” in the page language.' },
        },
      ],
    },
    {
      name: 'successText',
      type: 'textarea',
      localized: true,
      admin: { description: 'Shown once the form is sent. Empty: the dictionary’s sellCarFormSuccess.' },
    },
  ],
}

export const sellCarFormBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  titleTag: z.enum(['h1', 'h2']).nullish(),
  intro: z.string().nullish(),
  optionSell: z.string().nullish(),
  optionTradeIn: z.string().nullish(),
  successText: z.string().nullish(),
})

export type SellCarFormBlockData = z.infer<typeof sellCarFormBlockData>
