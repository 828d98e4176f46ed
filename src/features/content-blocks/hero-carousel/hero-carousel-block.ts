import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { imageField, linkData, linkField, mediaRef, videoField } from '../shared/block-fields'

/**
 * Hero carousel (spec 01 §2.8, §3 'Hero slide', 'Carousel settings'): slides with title, text and
 * button, image or video for desktop and phone; optional search bar, media buttons, dots and
 * previous/next; heights FullHeight, Medium and default. Embla moves it (issue 21).
 */
export const heroCarouselBlock: Block = {
  slug: 'heroCarousel',
  interfaceName: 'HeroCarouselBlock',
  ...blockPickerEntry('heroCarousel', {
    en: {
      label: 'Hero carousel',
      plural: 'Hero carousels',
      description: 'Large slides with picture or video, heading and button, that the visitor can step through.',
    },
    sv: { label: 'Herokarusell', plural: 'Herokaruseller', description: 'Stora bilder eller videor med rubrik och knapp som besökaren kan bläddra mellan.' },
  }),
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Slide', plural: 'Slides' },
      fields: [
        { name: 'subTitle', type: 'text', localized: true, admin: { description: 'Small line above the title.' } },
        { name: 'subTitleLink', type: 'text', admin: { description: 'Optional address the small line links to.' } },
        {
          name: 'subTitleColor',
          type: 'select',
          defaultValue: 'inherit',
          options: [
            { label: 'As the text', value: 'inherit' },
            { label: 'Brand colour', value: 'accent' },
          ],
        },
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'textShadow', type: 'checkbox', defaultValue: true, label: 'Shadow behind the text' },
        {
          name: 'textColor',
          type: 'select',
          defaultValue: 'white',
          options: [
            { label: 'White', value: 'white' },
            { label: 'Dark', value: 'dark' },
          ],
        },
        linkField('button', 'The slide’s button.'),
        {
          name: 'buttonType',
          type: 'select',
          defaultValue: 'primary',
          options: [
            { label: 'Primary', value: 'primary' },
            { label: 'Secondary', value: 'secondary' },
          ],
        },
        imageField('image', 'Desktop picture; with a video, its poster.'),
        imageField('imagePhone', 'Picture for phones (below 768 px). Optional.'),
        videoField('video', 'Plays only while its slide shows.'),
        videoField('videoPhone', 'Video for phones. Optional.'),
      ],
    },
    {
      name: 'height',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Default', value: 'default' },
        { label: 'Medium', value: 'medium' },
        { label: 'Full height', value: 'fullHeight' },
      ],
    },
    { name: 'hasMediaButtons', type: 'checkbox', defaultValue: true, label: 'Play/pause and sound buttons on videos' },
    {
      name: 'contentPlacementXAxis',
      type: 'select',
      defaultValue: 'left',
      options: ['left', 'center', 'right'].map((v) => ({ label: v[0]!.toUpperCase() + v.slice(1), value: v })),
    },
    {
      name: 'contentPlacementYAxis',
      type: 'select',
      defaultValue: 'center',
      options: ['top', 'center', 'bottom'].map((v) => ({ label: v[0]!.toUpperCase() + v.slice(1), value: v })),
    },
    { name: 'autoPlay', type: 'checkbox', defaultValue: false, label: 'Change slides by themselves' },
    { name: 'autoPlayDelay', type: 'number', min: 0, max: 60, admin: { description: 'Seconds per slide. Empty: 5.' } },
    {
      name: 'searchBarUrl',
      type: 'text',
      admin: { description: 'Shows a search bar that goes to this page (e.g. /kop-bil, ?keyphrase=). Empty: no search bar.' },
    },
    { name: 'searchBarPlaceHolderText', type: 'text', localized: true },
  ],
}

const slide = z.object({
  id: z.string().nullish(),
  subTitle: z.string().nullish(),
  subTitleLink: z.string().nullish(),
  subTitleColor: z.enum(['inherit', 'accent']).nullish(),
  title: z.string().nullish(),
  text: z.string().nullish(),
  textShadow: z.boolean().nullish(),
  textColor: z.enum(['white', 'dark']).nullish(),
  button: linkData,
  buttonType: z.enum(['primary', 'secondary']).nullish(),
  image: mediaRef,
  imagePhone: mediaRef,
  video: mediaRef,
  videoPhone: mediaRef,
})
export type HeroSlideData = z.infer<typeof slide>

export const heroCarouselBlockData = z.object({
  slides: z.array(slide).nullish(),
  height: z.enum(['default', 'medium', 'fullHeight']).nullish(),
  hasMediaButtons: z.boolean().nullish(),
  contentPlacementXAxis: z.enum(['left', 'center', 'right']).nullish(),
  contentPlacementYAxis: z.enum(['top', 'center', 'bottom']).nullish(),
  autoPlay: z.boolean().nullish(),
  autoPlayDelay: z.number().nullish(),
  searchBarUrl: z.string().nullish(),
  searchBarPlaceHolderText: z.string().nullish(),
})

/** A slide shows when it has a picture or a video to fill it; the others are left out. */
export const slideShows = (s: HeroSlideData) => [s.image, s.imagePhone, s.video, s.videoPhone].some((m) => m && typeof m === 'object')
