import type { Block, Condition } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/cms'

import { formRelationshipField } from '../cms-form/form-relationship-field'
import { POPUP_DEFAULT_DELAY_SECONDS, POPUP_DEFAULT_SCROLL_PERCENT, POPUP_DELAY_MAX_SECONDS, POPUP_TRIGGERS } from './popup-trigger'

const triggerIs =
  (kind: (typeof POPUP_TRIGGERS)[number]): Condition =>
  (_, siblingData) =>
    (siblingData as { trigger?: unknown } | undefined)?.trigger === kind

/**
 * A marketing form in a popup (spec 03 §4 'a marketing form popup is open or closed and closes on
 * outside click; it is re-created 3 s after submit', §7 'a marketing form provider script', §9):
 * opened after a delay, at a scroll depth or from a button, as the editor sets it. The form is a
 * form built in the CMS by default (sent as a lead, like the form block's); where the site has a
 * marketing form provider (Sites → Marketing form provider) and the block names the provider's
 * form, that form is shown instead to visitors who allow marketing cookies.
 */
export const marketingPopupBlock: Block = {
  slug: 'marketingPopup',
  interfaceName: 'MarketingPopupBlock',
  ...blockPickerEntry('marketingPopup', {
    en: {
      label: 'Marketing form popup',
      plural: 'Marketing form popups',
      description: 'Opens a form in a popup after a delay, at a scroll depth or from a button; what visitors send is stored as a lead.',
    },
    sv: {
      label: 'Marknadsformulär i popup',
      plural: 'Marknadsformulär i popup',
      description: 'Öppnar ett formulär i en popup efter en fördröjning, vid ett scrolldjup eller från en knapp; det besökare skickar sparas som en lead.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading of the popup. Empty: the form’s title.' } },
    { name: 'intro', type: 'textarea', localized: true, admin: { description: 'A line or two under the heading. Optional.' } },
    formRelationshipField('The form the popup shows: a form of this site (Content → Forms).'),
    {
      name: 'externalFormId',
      type: 'text',
      label: 'Provider form id',
      admin: {
        description:
          'Only for sites with a marketing form provider (Sites → Marketing form provider): the form’s id there. Visitors who allow marketing cookies get that form; the others the form above.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'trigger',
          type: 'select',
          required: true,
          defaultValue: 'button',
          options: [
            { label: 'From a button on the page', value: 'button' },
            { label: 'After a delay', value: 'delay' },
            { label: 'At a scroll depth', value: 'scroll' },
          ],
          admin: { description: 'A popup that opens by itself does so once per visit: not again after the visitor closed or sent it.' },
        },
        {
          name: 'delaySeconds',
          type: 'number',
          min: 0,
          max: POPUP_DELAY_MAX_SECONDS,
          defaultValue: POPUP_DEFAULT_DELAY_SECONDS,
          label: 'Delay (seconds)',
          admin: { condition: triggerIs('delay'), description: 'Seconds after the page has loaded.' },
        },
        {
          name: 'scrollDepth',
          type: 'number',
          min: 1,
          max: 100,
          defaultValue: POPUP_DEFAULT_SCROLL_PERCENT,
          label: 'Scroll depth (%)',
          admin: { condition: triggerIs('scroll'), description: 'Opens when the visitor has scrolled down to see this share of the page.' },
        },
        {
          name: 'buttonLabel',
          type: 'text',
          localized: true,
          admin: { condition: triggerIs('button'), description: 'Text of the button that opens the popup. Empty: “Öppna formuläret” in the page’s language.' },
        },
      ],
    },
  ],
}

export const marketingPopupBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  intro: z.string().nullish(),
  /** Populated: the form document; a bare id or null when it is missing, deleted or not readable. */
  form: z.unknown().optional(),
  externalFormId: z.string().trim().max(200).nullish().catch(null),
  trigger: z.enum(POPUP_TRIGGERS).nullish().catch('button'),
  delaySeconds: z.number().nullish().catch(null),
  scrollDepth: z.number().nullish().catch(null),
  buttonLabel: z.string().nullish(),
})

export type MarketingPopupBlockData = z.infer<typeof marketingPopupBlockData>
