import type { Block } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/cms'

import { formRelationshipField } from '../cms-form/form-relationship-field'

/**
 * A survey (spec 03 §6; issue 36 item 3): the questions of a form built in the CMS (radio groups
 * for scales, text areas for comments), answered on the page and stored as a lead. Editors see it
 * under the 'Edit Mode / Preview to test the form' overlay in the live preview, so a look at a
 * draft never sends answers; visitors never see the overlay.
 */
export const surveyFormBlock: Block = {
  slug: 'surveyForm',
  interfaceName: 'SurveyFormBlock',
  ...blockPickerEntry('surveyForm', {
    en: {
      label: 'Survey',
      plural: 'Surveys',
      description: 'Asks visitors the questions of a form built under Content → Forms (scales, choices, comments); the answers are stored as leads.',
    },
    sv: {
      label: 'Enkät',
      plural: 'Enkäter',
      description: 'Ställer frågorna i ett formulär byggt under Innehåll → Formulär (skalor, val, kommentarer); svaren sparas som leads.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the survey. Empty: the form’s title.' } },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h2',
      options: [
        { label: 'Heading 1', value: 'h1' },
        { label: 'Heading 2', value: 'h2' },
      ],
      admin: { description: 'Heading 1 when the survey is the page’s main content (a page has one).' },
    },
    { name: 'intro', type: 'textarea', localized: true },
    formRelationshipField('The survey’s questions: a form of this site (Content → Forms). Radio groups make scales (1–5, yes/no).'),
  ],
}

export const surveyFormBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  titleTag: z.enum(['h1', 'h2']).nullish().catch('h2'),
  intro: z.string().nullish(),
  /** Populated: the form document; a bare id or null when it is missing, deleted or not readable. */
  form: z.unknown().optional(),
})

export type SurveyFormBlockData = z.infer<typeof surveyFormBlockData>
