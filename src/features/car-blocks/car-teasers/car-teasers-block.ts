import type { Block, Condition } from 'payload'
import { z } from 'zod'

import { VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * Car teasers (spec 03 §2.8 'Site selection and teaser blocks', §7 "cars by ids (limit 100) or by
 * query with limit NumberOfCars, Limit or 8 and an optional sort"): chosen cars by their ids in a
 * wrapping grid, or the cars a query finds in a horizontal scroll list of 315 px cards.
 */

const byIds: Condition = (_data, siblingData) => siblingData?.mode === 'ids'
const byQuery: Condition = (_data, siblingData) => siblingData?.mode !== 'ids'

/** Editor labels of the vehicles index's sort orders (integrations/search/index-schema.ts). */
const SORT_LABELS: Readonly<Record<string, string>> = {
  newest: 'Newest in stock first',
  price_asc: 'Price, lowest first',
  price_desc: 'Price, highest first',
  mileage_asc: 'Mileage, lowest first',
  year_desc: 'Model year, newest first',
  car_publishdate_asc: 'Published, oldest first',
  car_publishdate_desc: 'Published, newest first',
}

export const CAR_TEASER_SORT_NAMES: readonly string[] = VEHICLES_SCHEMA.sorts.map((sort) => sort.name)

const exactValue = (example: string) => `Spelled exactly as in the stock, e.g. ${example}. Empty: any.`

export const carTeasersBlock: Block = {
  slug: 'carTeasers',
  interfaceName: 'CarTeasersBlock',
  ...blockPickerEntry('carTeasers', {
    en: { label: 'Car teasers', plural: 'Car teasers', description: 'A row of cars from the stock picked by a search, such as the latest arrivals.' },
    sv: { label: 'Bilpuffar', plural: 'Bilpuffar', description: 'En rad bilar ur lagret som en sökning väljer, till exempel de senast inkomna.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'mode',
      type: 'select',
      defaultValue: 'query',
      options: [
        { label: 'Cars found by a search', value: 'query' },
        { label: 'Chosen cars (by id)', value: 'ids' },
      ],
    },
    {
      name: 'carIds',
      type: 'text',
      label: 'Car ids',
      admin: { condition: byIds, description: 'Car ids separated by commas or spaces, in the order to show them (at most 100). Sold cars are left out.' },
    },
    { name: 'brand', type: 'text', admin: { condition: byQuery, description: exactValue('Volvo') } },
    { name: 'model', type: 'text', admin: { condition: byQuery, description: exactValue('XC60') } },
    { name: 'fuel', type: 'text', admin: { condition: byQuery, description: exactValue('El') } },
    { name: 'body', type: 'text', admin: { condition: byQuery, description: exactValue('SUV') } },
    {
      name: 'isUsed',
      type: 'select',
      label: 'New or used',
      defaultValue: 'any',
      options: [
        { label: 'New and used', value: 'any' },
        { label: 'New cars', value: 'new' },
        { label: 'Used cars', value: 'used' },
      ],
      admin: { condition: byQuery },
    },
    {
      name: 'sortName',
      type: 'select',
      label: 'Order',
      options: CAR_TEASER_SORT_NAMES.map((name) => ({ label: SORT_LABELS[name] ?? name, value: name })),
      admin: { condition: byQuery, description: 'Empty: the stock’s default order.' },
    },
    {
      name: 'numberOfCars',
      type: 'number',
      min: 1,
      max: 24,
      admin: { condition: byQuery, step: 1, placeholder: '8', description: 'How many cars to show, 1 to 24. Empty: 8.' },
    },
    // The old platform's second name for the same number (spec 03 §7 "NumberOfCars, Limit or 8"):
    // kept for imported blocks, not offered to editors.
    { name: 'limit', type: 'number', min: 1, max: 24, admin: { hidden: true } },
  ],
}

export const carTeasersBlockData = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  mode: z.enum(['ids', 'query']).nullish(),
  carIds: z.string().nullish(),
  brand: z.string().nullish(),
  model: z.string().nullish(),
  fuel: z.string().nullish(),
  body: z.string().nullish(),
  isUsed: z.enum(['any', 'new', 'used']).nullish(),
  // Checked against the index's sorts when the request is built: an order removed since the block
  // was saved falls back to the default order instead of breaking the block.
  sortName: z.string().nullish(),
  // Clamped to 1–24 when the request is built.
  numberOfCars: z.number().finite().nullish(),
  limit: z.number().finite().nullish(),
})

export type CarTeasersBlockData = z.infer<typeof carTeasersBlockData>
