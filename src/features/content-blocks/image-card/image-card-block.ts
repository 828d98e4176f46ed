import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { imageField, linkData, linkField, mediaRef } from '../shared/block-fields'

/** Image card with link (spec 01 §2.9): a picture with a title over it; the whole card is the link. */
export const imageCardBlock: Block = {
  slug: 'imageCard',
  interfaceName: 'ImageCardBlock',
  ...blockPickerEntry('imageCard', {
    en: { label: 'Image card', plural: 'Image cards', description: 'A picture with a title on it; the whole card links to a page.' },
    sv: { label: 'Bildkort', plural: 'Bildkort', description: 'En bild med rubrik på; hela kortet länkar till en sida.' },
  }),
  fields: [
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Card', plural: 'Cards' },
      fields: [imageField('image'), { name: 'title', type: 'text', localized: true, required: true }, linkField()],
    },
  ],
}

export const imageCardBlockData = z.object({
  cards: z.array(z.object({ id: z.string().nullish(), image: mediaRef, title: z.string().nullish(), link: linkData })).nullish(),
})
