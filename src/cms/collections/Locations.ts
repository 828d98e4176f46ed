import type { CollectionConfig } from 'payload'
import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { CHARGER_ICONS } from '@/features/store-locator/cms'

import { loggedIn } from '../access'

/**
 * The places on a site's store locator map (spec 01 §3 Location: Name, Lat, Lng, City, Address,
 * Zip, optional Email, Phone, Services, DealerCard, ChargerOptions). A collection, not an array
 * inside the block: a location is an item of its own (the spec's Location has an id and comes
 * "from content"), a site may show it on more than one map page, and editors add, move and remove
 * them one by one with the site scoping every other content collection has. The multi-tenant
 * plugin adds `site`, so an editor reads and changes only their sites' locations.
 *
 * The required fields are the spec's validity rule, so an editor cannot save an invalid location;
 * the store locator still checks every location it reads (a location that slips through, e.g. a
 * row written without the CMS, is dropped and logged).
 */
export const Locations: CollectionConfig = {
  slug: 'locations',
  labels: { singular: 'Location', plural: 'Locations' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'address', 'site', 'updatedAt'],
    group: 'Content',
    description:
      'Places on the site’s store locator map. With charger options filled in it is a charging station; with e-mail and phone a location with contact details; with a dealer card a dealer.',
  },
  // Public like pages (the map reads them as the visitor); changing them needs a login, and the
  // multi-tenant plugin narrows editors to their sites' locations.
  access: { read: () => true, create: loggedIn, update: loggedIn, delete: loggedIn },
  // Shown across the site (lists, teasers, chips, the store locator): its cached pages go stale.
  hooks: siteWideCacheHooks(),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90, admin: { step: 0.0001 } },
        { name: 'lng', label: 'Longitude', type: 'number', required: true, min: -180, max: 180, admin: { step: 0.0001 } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', required: true, maxLength: 200 },
        { name: 'zip', label: 'Postcode', type: 'text', required: true, maxLength: 20 },
        { name: 'city', type: 'text', required: true, maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 40 },
      ],
    },
    {
      name: 'services',
      type: 'array',
      maxRows: 30,
      labels: { singular: 'Service', plural: 'Services' },
      fields: [{ name: 'name', type: 'text', required: true, localized: true, maxLength: 100 }],
    },
    {
      name: 'dealerCard',
      type: 'group',
      admin: { description: 'A card about the dealer at this location (title required for the card to show).' },
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 200 },
        { name: 'text', type: 'textarea', localized: true, maxLength: 1000 },
        {
          type: 'row',
          fields: [
            {
              name: 'url',
              label: 'Link',
              type: 'text',
              maxLength: 2000,
              admin: { description: 'A path on the site (/anlaggningar/…) or an http(s) address.' },
            },
            { name: 'linkText', type: 'text', localized: true, maxLength: 100 },
          ],
        },
      ],
    },
    {
      name: 'chargerOptions',
      type: 'array',
      maxRows: 20,
      labels: { singular: 'Charger option', plural: 'Charger options' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'number', required: true, min: 1, max: 1000 },
            { name: 'icon', label: 'Connector', type: 'select', required: true, options: CHARGER_ICONS.map((icon) => ({ label: icon, value: icon })) },
            { name: 'watts', label: 'Power (kW)', type: 'number', required: true, min: 1, max: 1000 },
          ],
        },
      ],
    },
  ],
}
