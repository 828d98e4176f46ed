import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { imageField, linkData, linkField, mediaRef, videoField } from '../shared/block-fields'

/** Horizontal card with video or image (spec 01 §2.9): media and text side by side in a card. */
export const horizontalCardBlock: Block = {
  slug: 'horizontalCard',
  interfaceName: 'HorizontalCardBlock',
  ...blockPickerEntry('horizontalCard', {
    en: {
      label: 'Horizontal card',
      plural: 'Horizontal cards',
      description: 'A wide card: a picture or video on one side, heading, text and link on the other.',
    },
    sv: { label: 'Liggande kort', plural: 'Liggande kort', description: 'Ett brett kort: bild eller video på ena sidan, rubrik, text och länk på den andra.' },
  }),
  fields: [
    imageField('image'),
    videoField('video', 'A video instead of the picture (the picture becomes its poster).'),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    linkField(),
    { name: 'reverse', type: 'checkbox', defaultValue: false, label: 'Media on the right' },
  ],
}

export const horizontalCardBlockData = z.object({
  image: mediaRef,
  video: mediaRef,
  title: z.string().nullish(),
  text: z.string().nullish(),
  link: linkData,
  reverse: z.boolean().nullish(),
})
