import type { Block, Condition } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { imageField, linkData, linkField, mediaRef, videoField } from '../shared/block-fields'

const isVideo: Condition = (_data, siblingData) => siblingData?.content === 'video'
const hasSearch: Condition = (_data, siblingData) => siblingData?.hasSearchBar === true

/**
 * Hero banner, first family (spec 01 §2.7, §5): Content (image or video), Image, TextColor,
 * HeroBannerSearchUrl, HeroBannerHasSearchBar, HasMarginTop, CenterContent, plus a heading, text
 * and link. It renders only if Content is Video or an image exists.
 */
export const heroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  ...blockPickerEntry('heroBanner', {
    en: {
      label: 'Hero banner',
      plural: 'Hero banners',
      description: 'A large picture or video with a heading, and a search box that goes to a page you choose.',
    },
    sv: { label: 'Herobanner', plural: 'Herobanners', description: 'En stor bild eller video med rubrik och en sökruta som går till en sida du väljer.' },
  }),
  fields: [
    {
      name: 'content',
      type: 'select',
      defaultValue: 'image',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Video', value: 'video' },
      ],
      admin: { description: 'The banner shows only when this is Video or an image is chosen.' },
    },
    imageField('image', 'With a video: its poster picture.'),
    imageField('imagePhone', 'Picture for phones (below 768 px). Optional.'),
    videoField('videoDesktop', undefined, isVideo),
    videoField('videoPhone', 'Video for phones. Optional.', isVideo),
    { name: 'title', type: 'text', localized: true },
    { name: 'text', type: 'textarea', localized: true },
    linkField(),
    {
      name: 'textColor',
      type: 'select',
      defaultValue: 'white',
      options: [
        { label: 'White (on dark pictures)', value: 'white' },
        { label: 'Dark (on light pictures)', value: 'dark' },
      ],
    },
    { name: 'hasSearchBar', type: 'checkbox', defaultValue: false, label: 'Show a search bar' },
    {
      name: 'searchUrl',
      type: 'text',
      label: 'Search page',
      admin: { condition: hasSearch, description: 'The page the search goes to, e.g. /kop-bil (the text is sent as ?keyphrase=). Empty: the car list.' },
    },
    { name: 'searchPlaceholder', type: 'text', localized: true, admin: { condition: hasSearch } },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: false, label: 'Space above the banner' },
    { name: 'centerContent', type: 'checkbox', defaultValue: false, label: 'Centre the text' },
  ],
}

export const heroBannerBlockData = z.object({
  content: z.enum(['image', 'video']).nullish(),
  image: mediaRef,
  imagePhone: mediaRef,
  videoDesktop: mediaRef,
  videoPhone: mediaRef,
  title: z.string().nullish(),
  text: z.string().nullish(),
  link: linkData,
  textColor: z.enum(['white', 'dark']).nullish(),
  hasSearchBar: z.boolean().nullish(),
  searchUrl: z.string().nullish(),
  searchPlaceholder: z.string().nullish(),
  hasMarginTop: z.boolean().nullish(),
  centerContent: z.boolean().nullish(),
})
export type HeroBannerBlockData = z.infer<typeof heroBannerBlockData>

/** spec 01 §5: the reason the banner is not shown, or undefined when it is. */
export function heroBannerMissing(data: HeroBannerBlockData): string | undefined {
  if (data.content === 'video') return undefined
  const image = data.image && typeof data.image === 'object'
  return image ? undefined : 'Content is Image but no image is chosen (spec 01 §5)'
}
