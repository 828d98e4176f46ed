import type { Block } from 'payload'
import { z } from 'zod'
import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * Car-of-the-week carousel (spec 02 'Car-of-the-week carousel', §7 "Car of the week: filter
 * caroftheweek equal true"): the cars the stock marks as car of the week, in a looping carousel.
 * The cars come from the stock; editors only give the heading.
 */
export const carOfTheWeekBlock: Block = {
  slug: 'carOfTheWeek',
  interfaceName: 'CarOfTheWeekBlock',
  ...blockPickerEntry('carOfTheWeek', {
    en: { label: 'Cars of the week', plural: 'Cars of the week', description: 'The cars marked as car of the week in the stock, shown side by side.' },
    sv: { label: 'Veckans bilar', plural: 'Veckans bilar', description: 'Bilarna som är markerade som veckans bil i lagret, visade sida vid sida.' },
  }),
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the carousel. Optional.' } }],
}

export const carOfTheWeekBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
})

export type CarOfTheWeekBlockData = z.infer<typeof carOfTheWeekBlockData>
