import type { Block, Field } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

import { DEFAULT_CENTRE, DEFAULT_ZOOM } from '../rules/constants'

/**
 * The map component's labels (spec 01 §3 "Map component settings … labels: PanelTitle,
 * PanelTabTitle, MapTabTitle, ShowMoreButtonLabel, CurrentlyShowingText, NoDealersText,
 * FindUsText, NearMeOnMapText, NearMeOnPanelText, SearchInputPlaceholderText, plus aria texts for
 * zoom, marker and cluster"). Each is optional: empty means the site dictionary's text.
 */
export const STORE_LOCATOR_LABELS = [
  'panelTitle',
  'panelTabTitle',
  'mapTabTitle',
  'showMoreButtonLabel',
  'currentlyShowingText',
  'noDealersText',
  'findUsText',
  'nearMeOnMapText',
  'nearMeOnPanelText',
  'searchInputPlaceholderText',
  'zoomInAriaLabel',
  'zoomOutAriaLabel',
  'markerAriaLabel',
  'clusterAriaLabel',
] as const
export type StoreLocatorLabel = (typeof STORE_LOCATOR_LABELS)[number]

const LABEL_HELP: Partial<Record<StoreLocatorLabel, string>> = {
  currentlyShowingText: '{current} and {total} are replaced by the numbers.',
  markerAriaLabel: '{name}, {address} and {city} are replaced by the location’s.',
  clusterAriaLabel: '{count} is replaced by the number of locations in the cluster.',
}

const labelFields: Field[] = STORE_LOCATOR_LABELS.map((name) => ({
  name,
  type: 'text',
  localized: true,
  admin: { description: LABEL_HELP[name] },
}))

/**
 * The store locator (spec 01 §2.10) as a block: the site's Locations (the `locations` collection)
 * and, when ticked, the dealers of the site's stock on a map with a list, search and "near me".
 * Settings are spec 01 §3's Map component settings.
 */
export const storeLocatorBlock: Block = {
  slug: 'storeLocator',
  interfaceName: 'StoreLocatorBlock',
  ...blockPickerEntry('storeLocator', {
    en: {
      label: 'Store locator map',
      plural: 'Store locator maps',
      description: 'A map with a searchable list of the site’s locations, charging stations and dealers, with “near me” and directions.',
    },
    sv: {
      label: 'Karta med platser',
      plural: 'Kartor med platser',
      description: 'En karta med sökbar lista över sajtens platser, laddstationer och anläggningar, med ”nära mig” och vägbeskrivning.',
    },
  }),
  fields: [
    {
      name: 'includeStockDealers',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Also show the dealers of the site’s stock (the sites search index), each with a card linking to its facility page.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'defaultLatitude', type: 'number', min: -90, max: 90, defaultValue: DEFAULT_CENTRE.lat, admin: { step: 0.0001 } },
        { name: 'defaultLongitude', type: 'number', min: -180, max: 180, defaultValue: DEFAULT_CENTRE.lng, admin: { step: 0.0001 } },
        { name: 'defaultZoomLevel', type: 'number', min: 1, max: 18, defaultValue: DEFAULT_ZOOM },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'distanceUnit',
          type: 'select',
          admin: { description: 'Empty: the site’s own (miles on UK sites, kilometres elsewhere). Under 1, distances read in metres or yards.' },
          options: [
            { label: 'Kilometres', value: 'km' },
            { label: 'Miles', value: 'mi' },
          ],
        },
        {
          name: 'searchResultDistanceThreshold',
          type: 'number',
          min: 0.1,
          max: 2000,
          admin: { description: 'After a place search, the map fits the locations within this distance (in the unit). Empty: 16 miles.' },
        },
        {
          name: 'countryInSearch',
          label: 'Country in search',
          type: 'text',
          maxLength: 60,
          admin: { description: 'Appended to what visitors search for ("term, country"), e.g. Sverige or United Kingdom.' },
        },
      ],
    },
    {
      name: 'labels',
      type: 'group',
      admin: { description: 'Texts of this map. Empty: the site dictionary’s texts (storeLocator… keys).' },
      fields: labelFields,
    },
  ],
}

const optionalNumber = z.number().finite().nullish()
const optionalLabel = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : undefined))

/** The block's data as stored (CMS data is a boundary: checked inside the component). */
export const storeLocatorBlockData = z.object({
  includeStockDealers: z.boolean().nullish(),
  defaultLatitude: optionalNumber.pipe(z.number().min(-90).max(90).nullish()),
  defaultLongitude: optionalNumber.pipe(z.number().min(-180).max(180).nullish()),
  defaultZoomLevel: optionalNumber.pipe(z.number().min(1).max(18).nullish()),
  distanceUnit: z.enum(['km', 'mi']).nullish(),
  searchResultDistanceThreshold: optionalNumber.pipe(z.number().positive().nullish()),
  countryInSearch: z.string().max(60).nullish(),
  labels: z
    .object(Object.fromEntries(STORE_LOCATOR_LABELS.map((name) => [name, optionalLabel])) as Record<StoreLocatorLabel, typeof optionalLabel>)
    .partial()
    .nullish(),
})

export type StoreLocatorBlockData = z.infer<typeof storeLocatorBlockData>
