import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { backgroundField, BACKGROUNDS, imageField, lexicalData, linkData, linkField, mediaRef, videoField } from '../shared/block-fields'

/**
 * Blurb (spec 01 §2.9, §3 Blurb): a text card beside an image, a video or a YouTube video, with
 * reversed layout, background colour, and text and media animations.
 */
export const blurbBlock: Block = {
  slug: 'blurb',
  interfaceName: 'BlurbBlock',
  ...blockPickerEntry('blurb', {
    en: { label: 'Blurb', plural: 'Blurbs', description: 'Text beside a picture, a video or a YouTube video; picture left or right.' },
    sv: {
      label: 'Puff med bild',
      plural: 'Puffar med bild',
      description: 'Text bredvid en bild, en video eller en YouTube-video; bilden till vänster eller höger.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h2',
      options: [
        { label: 'Heading 2', value: 'h2' },
        { label: 'Heading 3', value: 'h3' },
      ],
    },
    { name: 'richText', type: 'richText', localized: true },
    linkField(),
    { name: 'reverse', type: 'checkbox', defaultValue: false, label: 'Picture on the right' },
    backgroundField(),
    { name: 'useTextAnimations', type: 'checkbox', defaultValue: false, label: 'Animate the text in' },
    { name: 'useMediaAnimations', type: 'checkbox', defaultValue: false, label: 'Animate the picture in' },
    imageField('imageDesktop'),
    imageField('imagePhone', 'Picture for phones (below 768 px). Optional.'),
    videoField('videoDesktop', 'A video instead of the picture (the picture becomes its poster).'),
    videoField('videoPhone', 'Video for phones. Optional.'),
    {
      name: 'youtubeId',
      type: 'text',
      label: 'YouTube video',
      admin: { description: 'A YouTube address or video id. Loaded only when the visitor clicks play.' },
    },
    { name: 'hasControlBar', type: 'checkbox', defaultValue: true, label: 'Play/pause and sound buttons on the video' },
  ],
}

export const blurbBlockData = z.object({
  title: z.string().nullish(),
  titleTag: z.enum(['h2', 'h3']).nullish(),
  richText: lexicalData,
  link: linkData,
  reverse: z.boolean().nullish(),
  backgroundColor: z.enum(BACKGROUNDS).nullish(),
  useTextAnimations: z.boolean().nullish(),
  useMediaAnimations: z.boolean().nullish(),
  imageDesktop: mediaRef,
  imagePhone: mediaRef,
  videoDesktop: mediaRef,
  videoPhone: mediaRef,
  youtubeId: z.string().nullish(),
  hasControlBar: z.boolean().nullish(),
})
