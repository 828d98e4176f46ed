import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * The online service booking flow (spec 03 §2.4, issue 19) as a page block: the five steps, the
 * summary panel and the links the header shows. What differs between sites is here, as data: the
 * premium-brand and internal links of the header, the authorised brands of the collapsible list,
 * the damage-inspection site of step 2 and the contact address of the error texts.
 */
export const serviceBookingBlock: Block = {
  slug: 'serviceBooking',
  interfaceName: 'ServiceBookingBlock',
  ...blockPickerEntry('serviceBooking', {
    en: {
      label: 'Service booking',
      plural: 'Service bookings',
      description: 'The online workshop booking: car, services, add-ons, workshop and time, confirmation.',
    },
    sv: {
      label: 'Servicebokning',
      plural: 'Servicebokningar',
      description: 'Onlinebokning av verkstad: bil, tjänster, tillval, verkstad och tid, bekräftelse.',
    },
  }),
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'page',
      options: [
        {
          value: 'page',
          label: {
            en: 'Steps 1–5: car, services, add-ons, workshop and time, confirmation',
            sv: 'Steg 1–5: bil, tjänster, tillval, verkstad och tid, bekräftelse',
          },
        },
        {
          value: 'lookup',
          label: { en: 'Plate lookup first (steps 0–5, “Steg n/4” after the lookup)', sv: 'Registreringsuppslag först (steg 0–5, ”Steg n/4” efter uppslaget)' },
        },
      ],
      admin: {
        description:
          'The lookup variant (spec 03 §4) starts with the plate and place alone; after the lookup come services, add-ons, workshop and time, and contact details as steps 1–4 of 4.',
      },
    },
    {
      name: 'headerLinks',
      type: 'array',
      maxRows: 6,
      admin: { description: 'Links in the header: booking pages of premium brands (outside) and own pages such as a brand’s workshop services.' },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true },
        { name: 'url', type: 'text', required: true, admin: { description: 'A path on this site (/…) or an https:// address.' } },
      ],
    },
    {
      name: 'authorisedBrands',
      type: 'text',
      admin: { description: 'Comma-separated brands shown in the collapsible “authorised brands” list.' },
    },
    { name: 'damageInspectionUrl', type: 'text', admin: { description: 'The damage-inspection site step 2 links to (opens in a new tab).' } },
    { name: 'contactEmail', type: 'email', admin: { description: 'Shown when no workshop fits or the services cannot be loaded.' } },
  ],
}

const safeUrl = z
  .string()
  .trim()
  .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\//.test(v), { error: 'must be a path or an https address' })

export const serviceBookingBlockData = z.object({
  id: z.string().nullish(),
  variant: z
    .enum(['page', 'lookup'])
    .nullish()
    .catch(null)
    .transform((v) => v ?? 'page'),
  headerLinks: z
    .array(z.object({ label: z.string(), url: safeUrl }).nullable().catch(null))
    .nullish()
    .transform((links) => (links ?? []).filter((l): l is { label: string; url: string } => l !== null)),
  authorisedBrands: z.string().nullish(),
  damageInspectionUrl: safeUrl.nullish().catch(null),
  contactEmail: z.email().nullish().catch(null),
})
export type ServiceBookingBlockData = z.infer<typeof serviceBookingBlockData>
