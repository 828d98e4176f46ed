import type { Block, Field } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'intro', type: 'textarea', localized: true },
  {
    name: 'items',
    type: 'array',
    minRows: 1,
    labels: { singular: 'Item', plural: 'Items' },
    fields: [
      { name: 'heading', type: 'text', localized: true, required: true, label: 'Heading (question)' },
      {
        name: 'text',
        type: 'textarea',
        localized: true,
        required: true,
        label: 'Text (answer)',
        admin: { description: 'An empty line starts a new paragraph.' },
      },
    ],
  },
  { name: 'openFirst', type: 'checkbox', defaultValue: false, label: 'First item open' },
]

/** Accordion (spec 01 §2.9 "Accordion item"): headings that open and close their text. */
export const accordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  ...blockPickerEntry('accordion', {
    en: { label: 'Accordion', plural: 'Accordions', description: 'Headings the visitor opens to read the text under each.' },
    sv: { label: 'Dragspel', plural: 'Dragspel', description: 'Rubriker som besökaren öppnar för att läsa texten under var och en.' },
  }),
  fields,
}

/** FAQ (spec 01 §2.9): an accordion of questions and answers, with FAQPage structured data for search engines. */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  ...blockPickerEntry('faq', {
    en: { label: 'FAQ', plural: 'FAQs', description: 'Questions and answers that open one by one; search engines can show them too.' },
    sv: { label: 'Vanliga frågor', plural: 'Vanliga frågor', description: 'Frågor och svar som öppnas en i taget; sökmotorer kan visa dem också.' },
  }),
  fields,
}

export const accordionBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  intro: z.string().nullish(),
  items: z.array(z.object({ id: z.string().nullish(), heading: z.string().nullish(), text: z.string().nullish() })).nullish(),
  openFirst: z.boolean().nullish(),
})
export type AccordionItem = { heading: string; text: string }

/** The items worth showing: a heading and a text each. */
export const accordionItems = (data: z.infer<typeof accordionBlockData>): AccordionItem[] =>
  (data.items ?? []).flatMap((i) => (i.heading?.trim() && i.text?.trim() ? [{ heading: i.heading.trim(), text: i.text.trim() }] : []))

/** schema.org FAQPage of the questions (Google's FAQ rich result). */
export function faqJsonLd(items: readonly AccordionItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.heading, acceptedAnswer: { '@type': 'Answer', text: item.text } })),
  }
}
