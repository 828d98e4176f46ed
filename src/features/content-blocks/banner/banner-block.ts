import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { backgroundField, BACKGROUNDS, imageField, linkData, linkField, mediaRef } from '../shared/block-fields'

/** Banner (spec 01 §2.9 "banners"): a strip with a heading, a line of text, an optional picture and a link. */
export const bannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  ...blockPickerEntry('banner', {
    en: { label: 'Banner', plural: 'Banners', description: 'A coloured strip with a heading, a line of text, a small picture and a link.' },
    sv: { label: 'Banner', plural: 'Banners', description: 'En färgad rand med rubrik, en rad text, en liten bild och en länk.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    imageField('image'),
    linkField(),
    backgroundField('backgroundColor', 'accent'),
  ],
}

export const bannerBlockData = z.object({
  title: z.string().nullish(),
  text: z.string().nullish(),
  image: mediaRef,
  link: linkData,
  backgroundColor: z.enum(BACKGROUNDS).nullish(),
})
