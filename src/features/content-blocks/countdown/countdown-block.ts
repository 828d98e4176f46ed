import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'
import { backgroundField, BACKGROUNDS, linkData, linkField } from '../shared/block-fields'

/** Countdown (spec 01 §2.9, §9): days, hours, minutes and seconds to a moment, ticking every second. */
export const countdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  ...blockPickerEntry('countdown', {
    en: { label: 'Countdown', plural: 'Countdowns', description: 'Days, hours, minutes and seconds left until a date you choose, e.g. a campaign’s end.' },
    sv: {
      label: 'Nedräkning',
      plural: 'Nedräkningar',
      description: 'Dagar, timmar, minuter och sekunder kvar till en tidpunkt du väljer, t.ex. kampanjens slut.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'target', type: 'date', required: true, label: 'Counts down to', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'endedText',
      type: 'text',
      localized: true,
      admin: { description: 'Shown instead of the digits once the time has come. Empty: the digits stay at 0.' },
    },
    linkField(),
    backgroundField(),
  ],
}

export const countdownBlockData = z.object({
  title: z.string().nullish(),
  text: z.string().nullish(),
  target: z.string().nullish(),
  endedText: z.string().nullish(),
  link: linkData,
  backgroundColor: z.enum(BACKGROUNDS).nullish(),
})
