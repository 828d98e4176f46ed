import type { Block } from 'payload'
import { z } from 'zod'

/**
 * Car-of-the-week carousel (spec 02 'Car-of-the-week carousel', §7 "Car of the week: filter
 * caroftheweek equal true"): the cars the stock marks as car of the week, in a looping carousel.
 * The cars come from the stock; editors only give the heading.
 */
export const carOfTheWeekBlock: Block = {
  slug: 'carOfTheWeek',
  interfaceName: 'CarOfTheWeekBlock',
  labels: { singular: 'Car of the week', plural: 'Car of the week' },
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the carousel. Optional.' } }],
}

export const carOfTheWeekBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
})

export type CarOfTheWeekBlockData = z.infer<typeof carOfTheWeekBlockData>
