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

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; ended: boolean }

/** Whole days, hours, minutes and seconds from `now` to `target` (ms); a negative remainder is clamped to 0 (spec 01 §2.9, §9). */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  }
}

/** Two digits at least ('07'); days may have more. */
export const twoDigits = (n: number) => String(n).padStart(2, '0')
