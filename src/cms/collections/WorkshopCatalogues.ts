import type { CollectionConfig, Field } from 'payload'

import { loggedIn } from '../access'

/** The category icons the booking flow draws (features/service-booking OfferingsStep). */
const ICONS = ['wrench', 'tyre', 'tools', 'windscreen', 'wash', 'plus', 'damage'] as const

const OFFERING_CODE = /^[A-Za-z0-9_-]{1,40}$/

const offeringFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        maxLength: 120,
        admin: { description: '{brand} is replaced by the car’s brand, e.g. “{brand} Originalservice”.' },
      },
      {
        name: 'code',
        type: 'text',
        required: true,
        maxLength: 40,
        validate: (value: unknown) =>
          typeof value === 'string' && OFFERING_CODE.test(value) ? true : 'Letters, digits, - and _ only (at most 40): the code the booking sends.',
        admin: { description: 'The offering code the booking sends to the workshop.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'price', type: 'number', required: true, min: 0, defaultValue: 0, admin: { description: 'Median price in SEK.' } },
      { name: 'priceKnown', type: 'checkbox', defaultValue: true, admin: { description: 'Off: shown as “Pris saknas*”.' } },
      { name: 'notKnownPriceText', type: 'text', maxLength: 200, admin: { description: 'Tooltip when the price is not known.' } },
    ],
  },
  { name: 'description', type: 'textarea', maxLength: 500 },
  {
    type: 'row',
    fields: [
      {
        name: 'kind',
        type: 'select',
        options: [
          { value: 'original', label: 'Original service (not with a base service)' },
          { value: 'base', label: 'Base service (not with the original service)' },
        ],
      },
      { name: 'requiresMileage', type: 'checkbox', admin: { description: 'The visitor enters the mileage (“Ange miltal”).' } },
      { name: 'allowUserInput', type: 'checkbox', admin: { description: 'The visitor writes a message to the workshop.' } },
    ],
  },
  {
    name: 'unitPrice',
    type: 'group',
    admin: { description: 'Priced per unit: the visitor picks a quantity from minimum to maximum (leave the unit empty otherwise).' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'unit', type: 'text', maxLength: 40 },
          { name: 'minimum', type: 'number', min: 0, max: 100 },
          { name: 'maximum', type: 'number', min: 1, max: 100 },
          { name: 'unitAbbreviation', type: 'text', maxLength: 10 },
          { name: 'postfix', type: 'text', maxLength: 10 },
        ],
      },
    ],
  },
  {
    name: 'unavailableForModels',
    type: 'text',
    maxLength: 500,
    admin: { description: 'Comma-separated models this offering is not available for (“… är inte tillgänglig för denna bilmodell”).' },
  },
]

const categoriesField = (name: 'services' | 'addons', description: string): Field => ({
  name,
  type: 'array',
  maxRows: 20,
  labels: { singular: 'Category', plural: 'Categories' },
  admin: { description, initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        { name: 'icon', type: 'select', required: true, defaultValue: 'wrench', options: ICONS.map((icon) => ({ value: icon, label: icon })) },
        {
          name: 'selectionType',
          type: 'select',
          options: [{ value: 'single', label: 'One at most (radio-like)' }],
          admin: { description: 'Add-ons: one choice per category.' },
        },
        { name: 'agreementDiscount', type: 'checkbox', admin: { description: 'A service agreement gives its discount here.' } },
      ],
    },
    {
      name: 'offerings',
      type: 'array',
      maxRows: 40,
      labels: { singular: 'Offering', plural: 'Offerings' },
      admin: { initCollapsed: true },
      fields: offeringFields,
    },
  ],
})

/**
 * The service and add-on catalogue of the built-in workshop booking engine (issue 19, spec 03 §3
 * Offering and Offering category): per site, for the brands each catalogue lists. A car whose brand
 * no catalogue of the site lists cannot be booked (BrandNotSupported). Scoped to sites by the
 * multi-tenant plugin: an editor reads and changes only their own sites' catalogues. The engine
 * reads them as the system (features/service-booking/booking-catalogue.ts).
 */
export const WorkshopCatalogues: CollectionConfig = {
  slug: 'workshop-catalogues',
  labels: { singular: 'Workshop catalogue', plural: 'Workshop catalogues' },
  admin: {
    useAsTitle: 'name',
    group: 'Service booking',
    defaultColumns: ['name', 'brands', 'site', 'updatedAt'],
    description: 'Services and add-ons the online service booking offers, with median prices, per brand.',
  },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'brands',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      admin: { description: 'Comma-separated brands this catalogue serves. A brand in no catalogue: “Vi kan inte erbjuda service för bilar av märket …”.' },
    },
    {
      name: 'agreementDiscountPercent',
      type: 'number',
      min: 0,
      max: 100,
      defaultValue: 20,
      admin: { description: 'A service agreement’s discount in per cent, on the categories marked for it.' },
    },
    categoriesField('services', 'Step 2 “Välj en eller flera tjänster”.'),
    categoriesField('addons', 'Step 3 “Välj tillval”.'),
  ],
}
