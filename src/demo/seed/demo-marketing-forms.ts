import type { Payload } from 'payload'

import type { Locale } from '@/lib/locales'

import type { DemoSite } from './demo-sites'
import { p, richText } from './lexical'

type Id = number

/**
 * The demo's marketing and survey forms (issue 36): forms built in the CMS (Content → Forms) that
 * the marketing popup and survey blocks show. Swedish first, English for the sites' second
 * language; the field names (the lead's value keys) are the same in both.
 */

type FieldCopy = { label: string; options?: readonly { label: string; value: string }[] }
type FormCopy = { submit: string; thanks: string; fields: Record<string, FieldCopy> }
type FormDefinition = {
  title: string
  fields: readonly (Record<string, unknown> & { blockType: string; name: string })[]
  copy: Record<'sv' | 'en', FormCopy>
}

const scale = ['1', '2', '3', '4', '5'].map((value) => ({ label: value, value }))

/** A newsletter sign-up (the block catalogue's popup, opened from a button). */
export const NEWSLETTER_FORM: FormDefinition = {
  title: 'Nyhetsbrev',
  fields: [
    { blockType: 'text', name: 'name', required: true, width: 50 },
    { blockType: 'email', name: 'email', required: true, width: 50 },
    { blockType: 'checkbox', name: 'consent', required: true },
  ],
  copy: {
    sv: {
      submit: 'Prenumerera',
      thanks: 'Tack! Nästa nyhetsbrev kommer till din inkorg.',
      fields: { name: { label: 'Namn' }, email: { label: 'E-post' }, consent: { label: 'Ja, skicka mig nyheter och erbjudanden via e-post.' } },
    },
    en: {
      submit: 'Subscribe',
      thanks: 'Thank you! The next newsletter will reach your inbox.',
      fields: { name: { label: 'Name' }, email: { label: 'E-mail' }, consent: { label: 'Yes, send me news and offers by e-mail.' } },
    },
  },
}

/** The campaign's offer (the car store's campaign page, opened at a scroll depth). */
export const CAMPAIGN_OFFER_FORM: FormDefinition = {
  title: 'Kampanjerbjudande',
  fields: [
    { blockType: 'text', name: 'name', required: true },
    { blockType: 'email', name: 'email', required: true, width: 50 },
    { blockType: 'text', name: 'phone', required: false, width: 50 },
    { blockType: 'checkbox', name: 'consent', required: true },
  ],
  copy: {
    sv: {
      submit: 'Skicka erbjudandet',
      thanks: 'Tack! Erbjudandet är på väg till din inkorg.',
      fields: {
        name: { label: 'Namn' },
        email: { label: 'E-post' },
        phone: { label: 'Telefon (om du vill att vi ringer)' },
        consent: { label: 'Ja, ni får kontakta mig om kampanjen.' },
      },
    },
    en: {
      submit: 'Send me the offer',
      thanks: 'Thank you! The offer is on its way to your inbox.',
      fields: {
        name: { label: 'Name' },
        email: { label: 'E-mail' },
        phone: { label: 'Phone (if you would like a call)' },
        consent: { label: 'Yes, you may contact me about the campaign.' },
      },
    },
  },
}

/** A short visit survey (the survey block): a 1–5 scale, a choice and a comment. */
export const SURVEY_FORM: FormDefinition = {
  title: 'Kundundersökning',
  fields: [
    { blockType: 'radio', name: 'rating', required: true, options: scale },
    { blockType: 'radio', name: 'found', required: true },
    { blockType: 'textarea', name: 'comment', required: false },
  ],
  copy: {
    sv: {
      submit: 'Skicka svaren',
      thanks: 'Tack för dina svar! De hjälper oss att bli bättre.',
      fields: {
        rating: { label: 'Hur nöjd är du med ditt senaste besök hos oss? (1 = inte alls, 5 = mycket)', options: scale },
        found: {
          label: 'Hittade du det du letade efter?',
          options: [
            { label: 'Ja', value: 'yes' },
            { label: 'Delvis', value: 'partly' },
            { label: 'Nej', value: 'no' },
          ],
        },
        comment: { label: 'Något du vill tillägga?' },
      },
    },
    en: {
      submit: 'Send my answers',
      thanks: 'Thank you for your answers! They help us get better.',
      fields: {
        rating: { label: 'How happy are you with your last visit? (1 = not at all, 5 = very)', options: scale },
        found: {
          label: 'Did you find what you were looking for?',
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'Partly', value: 'partly' },
            { label: 'No', value: 'no' },
          ],
        },
        comment: { label: 'Anything you would like to add?' },
      },
    },
  },
}

const copyOf = (definition: FormDefinition, locale: Locale): FormCopy => (locale === 'en' ? definition.copy.en : definition.copy.sv)

type Row = { id?: string | null; options?: { id?: string | null }[] | null }

/** The fields in one language; on an update, with the ids of the rows the first save made (so the other language lands on the same rows). */
function fieldsIn(definition: FormDefinition, locale: Locale, saved?: readonly Row[] | null) {
  const copy = copyOf(definition, locale)
  return definition.fields.map((field, i) => {
    const own = copy.fields[field.name]
    const row = saved?.[i]
    return {
      ...field,
      ...(row?.id ? { id: row.id } : {}),
      label: own?.label ?? field.name,
      ...(own?.options ? { options: own.options.map((option, j) => ({ ...option, ...(row?.options?.[j]?.id ? { id: row.options[j]!.id } : {}) })) } : {}),
    }
  })
}

/** Creates one of the demo's forms for a site, in its languages; returns its id. */
export async function createDemoForm(payload: Payload, site: DemoSite, siteId: Id, definition: FormDefinition): Promise<Id> {
  const first = copyOf(definition, site.defaultLocale)
  const form = await payload.create({
    collection: 'forms',
    depth: 0,
    locale: site.defaultLocale,
    data: {
      title: definition.title,
      site: siteId,
      fields: fieldsIn(definition, site.defaultLocale) as never,
      submitButtonLabel: first.submit,
      confirmationType: 'message',
      confirmationMessage: richText(p(first.thanks)) as never,
    },
  })
  for (const locale of site.extraLocales) {
    const copy = copyOf(definition, locale)
    await payload.update({
      collection: 'forms',
      depth: 0,
      id: form.id,
      locale,
      data: {
        fields: fieldsIn(definition, locale, form.fields as Row[] | null | undefined) as never,
        submitButtonLabel: copy.submit,
        confirmationMessage: richText(p(copy.thanks)) as never,
      },
    })
  }
  return form.id
}
