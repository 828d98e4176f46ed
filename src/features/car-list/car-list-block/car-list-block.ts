import type { Block } from 'payload'
import { z } from 'zod'

import { RANGE_FACETS, VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { blockPickerEntry } from '@/features/content-blocks/cms'

/** Facets an editor can put on the list: every facet of the vehicles index. */
export const LIST_FACET_NAMES = VEHICLES_SCHEMA.facets.map((f) => f.name)
export const LIST_SORT_NAMES = VEHICLES_SCHEMA.sorts.map((s) => s.name)

/**
 * How a facet name is stored in the CMS: the hierarchy separator '>' becomes '__'. GraphQL enum
 * values and database enum labels must be plain names ([_a-zA-Z0-9]); 'car_brand>car_model' as an
 * option value broke the whole GraphQL schema (issue 15 item 4).
 */
export const storedFacetName = (facet: string) => facet.replace(/>/g, '__')
/** The index facet name back from its stored form (older rows may hold the facet name itself). */
export const facetNameFromStored = (stored: string) => stored.replace(/__/g, '>')

/**
 * The car list (spec 02 'Car list page') as a block: put it on the page at the site's car-list
 * path; path segments below that page become brand and model filters. Facets and sort options,
 * with their labels per language, are the site's facet configuration (spec 02 §3 "Facet config:
 * Name and Label").
 */
export const carListBlock: Block = {
  slug: 'carList',
  interfaceName: 'CarListBlock',
  ...blockPickerEntry('carList', {
    en: {
      label: 'Car list',
      plural: 'Car lists',
      description: "The searchable list of cars in stock, with filters and sorting. Put it on the site's car-list page.",
    },
    sv: {
      label: 'Billista',
      plural: 'Billistor',
      description: 'Den sökbara listan över bilar i lager, med filter och sortering. Lägg den på sajtens billistesida.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'facets',
      type: 'array',
      admin: { description: 'Filters shown, in this order. Empty: a sensible default set.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'select', required: true, options: LIST_FACET_NAMES.map((n) => ({ label: n, value: storedFacetName(n) })) },
            { name: 'label', type: 'text', localized: true, required: true },
          ],
        },
      ],
    },
    {
      name: 'sorts',
      type: 'array',
      admin: { description: 'Sort options; the first is the default. Empty: the default set.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'select', required: true, options: LIST_SORT_NAMES.map((n) => ({ label: n, value: n })) },
            { name: 'label', type: 'text', localized: true, required: true },
          ],
        },
      ],
    },
    {
      name: 'filterLayout',
      type: 'select',
      defaultValue: 'Toggle',
      options: [
        { label: 'Filters above the list (toggle)', value: 'Toggle' },
        { label: 'Filters beside the list (sticky)', value: 'Sticky' },
      ],
    },
  ],
}

const named = z.object({ name: z.string().min(1), label: z.string().nullish() })
const namedFacet = named.extend({ name: z.string().min(1).transform(facetNameFromStored) })

export const carListBlockData = z.object({
  title: z.string().nullish(),
  facets: z.array(namedFacet).nullish().catch(null),
  sorts: z.array(named).nullish().catch(null),
  filterLayout: z.enum(['Toggle', 'Sticky']).nullish().catch(null),
})
export type CarListBlockData = z.infer<typeof carListBlockData>

export const isRangeFacet = (name: string) => (RANGE_FACETS as readonly string[]).includes(name)
