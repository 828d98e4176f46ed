import type { Block } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/block-picker'

export const imageWithCaptionBlock: Block = {
  slug: 'imageWithCaption',
  interfaceName: 'ImageWithCaptionBlock',
  ...blockPickerEntry('imageWithCaption', {
    en: { label: 'Image with caption', plural: 'Images with caption', description: 'A picture from the media library, with a caption if you like.' },
    sv: { label: 'Bild med bildtext', plural: 'Bilder med bildtext', description: 'En bild ur mediebiblioteket, med bildtext om du vill.' },
  }),
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'caption', type: 'text', localized: true },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'wide',
      options: [
        { label: 'Reading width', value: 'text' },
        { label: 'Page width', value: 'wide' },
        { label: 'Full bleed', value: 'full' },
      ],
    },
  ],
}

const media = z.object({
  url: z.string().min(1),
  alt: z.string().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
})

export const imageWithCaptionBlockData = z.object({
  // A deleted or unreadable image arrives as null or a bare id: the block then shows the
  // fallback image (spec 01 §8 "image without a source").
  image: z.union([media, z.number(), z.string()]).nullish(),
  caption: z.string().nullish(),
  width: z.enum(['text', 'wide', 'full']).nullish(),
})
