import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { imageField, linkData, linkField, mediaRef } from '../shared/block-fields'

/** spec 01 §2.9, §9: the call-to-action banner is 456 px tall, 756 px when Big. */
export const CTA_BANNER_HEIGHT_PX = { default: 456, big: 756 } as const

/** Call-to-action banner (spec 01 §2.9, §9): a picture with a heading, text and one button. */
export const ctaBannerBlock: Block = {
  slug: 'ctaBanner',
  interfaceName: 'CtaBannerBlock',
  ...blockPickerEntry('ctaBanner', {
    en: {
      label: 'Call-to-action banner',
      plural: 'Call-to-action banners',
      description: 'A tall picture with a heading, a line of text and one clear button.',
    },
    sv: { label: 'Banner med uppmaning', plural: 'Banners med uppmaning', description: 'En hög bild med rubrik, en rad text och en tydlig knapp.' },
  }),
  fields: [
    imageField('image'),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    linkField(),
    { name: 'big', type: 'checkbox', defaultValue: false, label: `Big (${CTA_BANNER_HEIGHT_PX.big} px instead of ${CTA_BANNER_HEIGHT_PX.default} px)` },
  ],
}

export const ctaBannerBlockData = z.object({
  image: mediaRef,
  title: z.string().nullish(),
  text: z.string().nullish(),
  link: linkData,
  big: z.boolean().nullish(),
})

export const ctaBannerHeight = (big: boolean | null | undefined) => (big ? CTA_BANNER_HEIGHT_PX.big : CTA_BANNER_HEIGHT_PX.default)
