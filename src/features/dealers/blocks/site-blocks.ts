import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/** spec 03 §7/§9 "workshop list limit 100". */
export const SITE_SELECTION_LIMIT = 100
/** spec 03 §7/§9 "site teaser limit 4". */
export const SITE_TEASER_LIMIT = 4

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The site selection block (spec 03 §2.8): a grid of the workshops among the site's dealers, each
 * linking to its facility page, with an optional link button (label and address from the CMS).
 */
export const siteSelectionBlock: Block = {
  slug: 'siteSelection',
  interfaceName: 'SiteSelectionBlock',
  ...blockPickerEntry('siteSelection', {
    en: {
      label: 'Workshop selection',
      plural: 'Workshop selections',
      description: 'A grid of the dealers that have a workshop, each linking to its facility page, with an optional button below.',
    },
    sv: {
      label: 'Verkstadsval',
      plural: 'Verkstadsval',
      description: 'Ett rutnät med anläggningarna som har verkstad, var och en länkad till sin sida, med en valfri knapp under.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading. Empty: the dictionary text siteSelectionTitle.' } },
    {
      type: 'row',
      fields: [
        { name: 'linkLabel', type: 'text', localized: true, admin: { description: 'Button text (the button shows when both are set).' } },
        { name: 'linkUrl', type: 'text', admin: { description: 'Button address: a path on this site (/service) or https://…' } },
      ],
    },
  ],
}

/**
 * The site teaser block (spec 03 §2.8, §7 "site teaser limit 4"): up to four dealers, either the
 * ones an editor names by slug or the first of the site's dealers, optionally in one city or
 * selling one brand.
 */
export const siteTeaserBlock: Block = {
  slug: 'siteTeaser',
  interfaceName: 'SiteTeaserBlock',
  ...blockPickerEntry('siteTeaser', {
    en: {
      label: 'Dealer teaser',
      plural: 'Dealer teasers',
      description: 'Up to four dealers as cards linking to their facility pages: chosen ones, or those in a city or selling a brand.',
    },
    sv: {
      label: 'Anläggningspuff',
      plural: 'Anläggningspuffar',
      description: 'Upp till fyra anläggningar som kort länkade till sina sidor: utvalda, eller de i en ort eller som säljer ett märke.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading. Empty: the dictionary text siteTeaserTitle.' } },
    {
      name: 'slugs',
      type: 'array',
      maxRows: SITE_TEASER_LIMIT,
      admin: { description: 'Dealers to show, by their slug (the end of their facility page address). Empty: the first dealers matching the filters below.' },
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            (typeof value === 'string' && slugPattern.test(value)) || 'Lower-case words joined by dashes, e.g. nordbil-goteborg-hisingen',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', admin: { description: 'Only dealers in this city (as in the stock, e.g. Göteborg).' } },
        { name: 'brand', type: 'text', admin: { description: 'Only dealers selling this brand (e.g. Volvo).' } },
      ],
    },
  ],
}

const optionalText = z.string().max(500).nullish().catch(null)

export const siteSelectionBlockData = z.object({
  title: optionalText,
  linkLabel: optionalText,
  linkUrl: z
    .string()
    .max(2000)
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'must be a path or an http(s) address')
    .nullish()
    .catch(null),
})

export const siteTeaserBlockData = z.object({
  title: optionalText,
  slugs: z
    .array(z.object({ slug: z.string().regex(slugPattern) }))
    .max(SITE_TEASER_LIMIT)
    .nullish()
    .catch(null),
  city: optionalText,
  brand: optionalText,
})
