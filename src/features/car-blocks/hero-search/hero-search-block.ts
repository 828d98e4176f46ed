import type { Block, Condition } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * Hero banner with car search, second family (spec 01 §2.7, §3 'Hero banner (second family)',
 * spec 02 'Hero banner with car search'): a full-bleed image or video with title, text, a link
 * button and the car search box. FullScreen fills the viewport and has a scroll-down button.
 */

const isVideo: Condition = (_data, siblingData) => siblingData?.content === 'video'
const showsSearchBar: Condition = (_data, siblingData) => siblingData?.showSearchBar !== false

export const heroSearchBlock: Block = {
  slug: 'heroSearch',
  interfaceName: 'HeroSearchBlock',
  ...blockPickerEntry('heroSearch', {
    en: {
      label: 'Hero banner with car search',
      plural: 'Hero banners with car search',
      description: 'A large picture at the top of the page with a heading and a box to search the cars in stock.',
    },
    sv: {
      label: 'Toppbanner med bilsök',
      plural: 'Toppbanners med bilsök',
      description: 'En stor bild överst på sidan med rubrik och en ruta för att söka bland bilarna i lager.',
    },
  }),
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Default', value: 'default' },
        { label: 'Full screen (with a scroll-down button)', value: 'fullScreen' },
      ],
    },
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
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Desktop image; with a video, its poster.' } },
    { name: 'imagePhone', type: 'upload', relationTo: 'media', admin: { description: 'Image for phones (below 768 px). Optional.' } },
    {
      name: 'videoDesktop',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { condition: isVideo },
    },
    {
      name: 'videoPhone',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { condition: isVideo, description: 'Video for phones (below 768 px). Optional.' },
    },
    { name: 'title', type: 'text', localized: true },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h1',
      options: [
        { label: 'Heading 1', value: 'h1' },
        { label: 'Heading 2', value: 'h2' },
      ],
      admin: { description: 'Heading 1 unless the page already has one above the banner.' },
    },
    { name: 'text', type: 'textarea', localized: true },
    {
      name: 'link',
      type: 'group',
      fields: [
        { name: 'href', type: 'text', admin: { description: 'A page path without language prefix (/kop-bil) or a full address.' } },
        { name: 'text', type: 'text', localized: true },
      ],
    },
    {
      name: 'buttonType',
      type: 'select',
      defaultValue: 'primary',
      options: [
        { label: 'Primary', value: 'primary' },
        { label: 'Secondary', value: 'secondary' },
      ],
    },
    { name: 'showSearchBar', type: 'checkbox', defaultValue: true, label: 'Show the car search bar' },
    {
      name: 'searchBarPlaceholderText',
      type: 'text',
      localized: true,
      admin: { condition: showsSearchBar, description: 'Empty: “Sök på märke, modell eller utrustning” in the page language.' },
    },
    {
      name: 'searchBarPlaceholderTextDesktop',
      type: 'text',
      localized: true,
      admin: { condition: showsSearchBar, description: 'Placeholder on wide screens (1024 px and up). Empty: the one above.' },
    },
    {
      name: 'contentPlacement',
      type: 'select',
      defaultValue: 'left',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Center', value: 'center' },
        { label: 'Right', value: 'right' },
      ],
    },
  ],
}

const media = z.object({
  url: z.string().min(1),
  alt: z.string().nullish(),
  mimeType: z.string().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
})

export type HeroMedia = z.infer<typeof media>

// A deleted or unreadable upload arrives as null or a bare id: treated as no media.
const mediaRef = z.union([media, z.number(), z.string()]).nullish()

export const heroSearchBlockData = z.object({
  id: z.string().nullish(),
  variant: z.enum(['default', 'fullScreen']).nullish(),
  content: z.enum(['image', 'video']).nullish(),
  image: mediaRef,
  imagePhone: mediaRef,
  videoDesktop: mediaRef,
  videoPhone: mediaRef,
  title: z.string().nullish(),
  titleTag: z.enum(['h1', 'h2']).nullish(),
  text: z.string().nullish(),
  link: z.object({ href: z.string().nullish(), text: z.string().nullish() }).nullish(),
  buttonType: z.enum(['primary', 'secondary']).nullish(),
  showSearchBar: z.boolean().nullish(),
  searchBarPlaceholderText: z.string().nullish(),
  searchBarPlaceholderTextDesktop: z.string().nullish(),
  contentPlacement: z.enum(['left', 'center', 'right']).nullish(),
})

export type HeroSearchBlockData = z.infer<typeof heroSearchBlockData>
