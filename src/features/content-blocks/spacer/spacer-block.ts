import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'

/** Spacer (spec 01 §2.9 "spacers Small/Medium/Large"): empty room between two blocks. */
export const spacerBlock: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  ...blockPickerEntry('spacer', {
    en: { label: 'Spacer', plural: 'Spacers', description: 'Empty room between two blocks: small, medium or large.' },
    sv: { label: 'Mellanrum', plural: 'Mellanrum', description: 'Tomt utrymme mellan två block: litet, mellan eller stort.' },
  }),
  fields: [
    {
      name: 'size',
      type: 'select',
      defaultValue: 'medium',
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Medium', value: 'medium' },
        { label: 'Large', value: 'large' },
      ],
    },
  ],
}

export const spacerBlockData = z.object({ size: z.enum(['small', 'medium', 'large']).nullish() })

/** Height of each size: 1, 2.5 and 5 rem on phones, more from 768 px. */
export const spacerClass = { small: 'h-4 md:h-6', medium: 'h-10 md:h-16', large: 'h-20 md:h-32' } as const
