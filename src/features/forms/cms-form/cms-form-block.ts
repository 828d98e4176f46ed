import type { Block } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/cms'

import { formRelationshipField } from './form-relationship-field'

/**
 * A form built in the CMS (issue item 3: editors build simple forms with Payload's form builder and
 * place them as blocks). The block points at one form of the page's site; without one (never
 * chosen, or deleted since) it shows 'Missing FormId' (spec 03 §5 'Form embeds').
 */
export const cmsFormBlock: Block = {
  slug: 'cmsForm',
  interfaceName: 'CmsFormBlock',
  ...blockPickerEntry('cmsForm', {
    en: {
      label: 'Form (built in the CMS)',
      plural: 'Forms (built in the CMS)',
      description: 'Shows a form built under Content → Forms; what visitors send is stored as a lead.',
    },
    sv: {
      label: 'Formulär (byggt i CMS)',
      plural: 'Formulär (byggda i CMS)',
      description: 'Visar ett formulär byggt under Innehåll → Formulär; det besökare skickar sparas som en lead.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the form. Optional.' } },
    { name: 'intro', type: 'textarea', localized: true },
    formRelationshipField('A form of this site (Content → Forms).'),
  ],
}

export const cmsFormBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  intro: z.string().nullish(),
  /** Populated: the form document; a bare id or null when it is missing, deleted or not readable. */
  form: z.unknown().optional(),
})

export type CmsFormBlockData = z.infer<typeof cmsFormBlockData>
