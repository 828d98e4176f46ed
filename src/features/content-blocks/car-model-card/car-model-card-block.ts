import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { imageField, linkData, linkField, mediaRef } from '../shared/block-fields'

/** spec 01 §2.9: a car model card has up to 4 label/value pairs. */
export const MAX_MODEL_FACTS = 4

/** Car model card (spec 01 §2.9): image, title, text, optional campaign badge, up to 4 label/value pairs, optional link. */
export const carModelCardBlock: Block = {
  slug: 'carModelCard',
  interfaceName: 'CarModelCardBlock',
  ...blockPickerEntry('carModelCard', {
    en: {
      label: 'Car model cards',
      plural: 'Car model cards',
      description: 'Car models side by side: picture, name, campaign badge and up to four facts each.',
    },
    sv: { label: 'Bilmodellkort', plural: 'Bilmodellkort', description: 'Bilmodeller bredvid varandra: bild, namn, kampanjmärke och upp till fyra fakta var.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Car model', plural: 'Car models' },
      fields: [
        imageField('image'),
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'campaignBadge', type: 'text', localized: true, admin: { description: 'E.g. “Kampanj” or “0 % ränta”. Empty: no badge.' } },
        {
          name: 'facts',
          type: 'array',
          maxRows: MAX_MODEL_FACTS,
          labels: { singular: 'Fact', plural: 'Facts' },
          fields: [
            { name: 'label', type: 'text', localized: true, required: true },
            { name: 'value', type: 'text', localized: true, required: true },
          ],
        },
        linkField(),
      ],
    },
  ],
}

const fact = z.object({ id: z.string().nullish(), label: z.string().nullish(), value: z.string().nullish() })

export const carModelCardBlockData = z.object({
  title: z.string().nullish(),
  cards: z
    .array(
      z.object({
        id: z.string().nullish(),
        image: mediaRef,
        title: z.string().nullish(),
        text: z.string().nullish(),
        campaignBadge: z.string().nullish(),
        facts: z.array(fact).nullish(),
        link: linkData,
      }),
    )
    .nullish(),
})

/** The label/value pairs to show: complete ones only, at most 4 (spec 01 §2.9). */
export const modelFacts = (facts: z.infer<typeof fact>[] | null | undefined) =>
  (facts ?? []).flatMap((f) => (f.label?.trim() && f.value?.trim() ? [{ label: f.label.trim(), value: f.value.trim() }] : [])).slice(0, MAX_MODEL_FACTS)
