import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { imageField, linkData, linkField, mediaRef } from '../shared/block-fields'

/**
 * Carousel (spec 01 §2.9 "carousels with default auto-play delay 5 seconds", §9): picture cards
 * with title, text and link that move by themselves every 5 s unless the editor sets another delay;
 * they hold while the pointer is over them, focus is inside, or the visitor asks for reduced motion.
 */
export const carouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  ...blockPickerEntry('carousel', {
    en: { label: 'Carousel', plural: 'Carousels', description: 'Picture cards in a row that move on by themselves every few seconds.' },
    sv: { label: 'Karusell', plural: 'Karuseller', description: 'Bildkort i en rad som byts av sig själva med några sekunders mellanrum.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Card', plural: 'Cards' },
      fields: [imageField('image'), { name: 'title', type: 'text', localized: true }, { name: 'text', type: 'textarea', localized: true }, linkField()],
    },
    { name: 'autoPlayDelay', type: 'number', min: 0, max: 60, admin: { description: 'Seconds per step. Empty: 5. 0: does not move by itself.' } },
  ],
}

export const carouselBlockData = z.object({
  title: z.string().nullish(),
  items: z.array(z.object({ id: z.string().nullish(), image: mediaRef, title: z.string().nullish(), text: z.string().nullish(), link: linkData })).nullish(),
  autoPlayDelay: z.number().nullish(),
})
