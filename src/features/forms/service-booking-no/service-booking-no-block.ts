import type { Block } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/cms'

/** Spec 03 §2.6: the thank-you page's texts. */
export const SERVICE_BOOKING_NO_THANKS_TITLE = 'Takk for din henvendelse!'
export const SERVICE_BOOKING_NO_THANKS_TEXT = 'Vi tar kontakt med deg for å bekrefte din booking.'

/**
 * Norwegian service booking form (spec 03 §2.6, §3 'Norwegian form values', §4, §5 'Norwegian
 * form'; issue item 2): closest dealer, service types (or, for the motorcycle variant, the three
 * motorcycle topics), description, contact fields, registration number, mileage, desired date,
 * consent and newsletter (required where the block says so: spec 03 §5 'The newsletter checkbox is
 * marked required in the form definition'); sent as a lead; then the thank-you texts.
 */
export const serviceBookingNoBlock: Block = {
  slug: 'serviceBookingNo',
  interfaceName: 'ServiceBookingNoBlock',
  ...blockPickerEntry('serviceBookingNo', {
    en: {
      label: 'Service booking form (Norway)',
      plural: 'Service booking forms (Norway)',
      description: 'A form where visitors ask for a workshop appointment; what they send is stored as a lead.',
    },
    sv: {
      label: 'Servicebokning (Norge)',
      plural: 'Servicebokningar (Norge)',
      description: 'Ett formulär där besökare ber om en verkstadstid; det de skickar sparas som en lead.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Empty: “Bestill service”.' } },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h2',
      options: [
        { label: 'Heading 1', value: 'h1' },
        { label: 'Heading 2', value: 'h2' },
      ],
      admin: { description: 'Heading 1 when the form is the page’s main content (a page has one).' },
    },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'motorcycle',
      type: 'checkbox',
      defaultValue: false,
      label: 'Motorcycle variant',
      admin: { description: 'Offers the three motorcycle topics instead of the car service types, and sends typeMC.' },
    },
    {
      name: 'newsletterRequired',
      type: 'checkbox',
      defaultValue: false,
      label: 'Newsletter box required',
      admin: {
        description:
          'The visitor must tick “newsletter” to send the form (spec 03 §5: the form definition marks it required). Off: the box is optional. A consent that cannot be refused is questionable under the GDPR: ask the privacy officer before switching it on.',
      },
    },
    {
      name: 'thankYouTitle',
      type: 'text',
      localized: true,
      defaultValue: SERVICE_BOOKING_NO_THANKS_TITLE,
      admin: { description: 'Heading shown once the form is sent.' },
    },
    { name: 'thankYouText', type: 'textarea', localized: true, defaultValue: SERVICE_BOOKING_NO_THANKS_TEXT },
  ],
}

export const serviceBookingNoBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  titleTag: z.enum(['h1', 'h2']).nullish(),
  intro: z.string().nullish(),
  motorcycle: z.boolean().nullish(),
  newsletterRequired: z.boolean().nullish(),
  thankYouTitle: z.string().nullish(),
  thankYouText: z.string().nullish(),
})

export type ServiceBookingNoBlockData = z.infer<typeof serviceBookingNoBlockData>
