import { type CollectionBeforeChangeHook, type CollectionConfig, type Field, ValidationError } from 'payload'

import { sameName } from '@/integrations/workshop-booking/built-in-catalogue'
import { relationId } from '@/lib/relation-id'

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

const brandsOf = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(',')
        .map((brand) => brand.trim())
        .filter(Boolean)
    : []

/**
 * A brand is served by one catalogue of a site (issue 35 item 14). The booking page takes the
 * first catalogue that lists a car's brand, so a second one listing it too would silently replace
 * (or be shadowed by) the first's services. The save is refused under the brands field, naming the
 * other catalogue. Checked on every create and update, with the stored values for what the request
 * leaves out, so moving a catalogue to another site is checked too.
 */
const oneCataloguePerBrand: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const brands = brandsOf(data.brands ?? originalDoc?.brands)
  const site = relationId(data.site ?? originalDoc?.site)
  if (brands.length === 0 || site === undefined) return data
  const id = originalDoc?.id as number | string | undefined
  const { docs: others } = await req.payload.find({
    collection: 'workshop-catalogues',
    where: { and: [{ site: { equals: site } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    select: { name: true, brands: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const clashes = others.flatMap((other) => {
    const shared = brands.filter((brand) => brandsOf(other.brands).some((theirs) => sameName(theirs, brand)))
    return shared.length > 0 ? [`${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} already in the catalogue “${other.name}”`] : []
  })
  if (clashes.length === 0) return data
  const message = `${clashes.join('; ')} of this site. A brand can be in one catalogue per site: take it out of one of them.`
  throw new ValidationError({ collection: 'workshop-catalogues', errors: [{ path: 'brands', label: 'Brands', message }] }, req.t)
}

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
  hooks: { beforeChange: [oneCataloguePerBrand] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'brands',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      admin: {
        description:
          'Comma-separated brands this catalogue serves, each in one catalogue of the site only. A brand in no catalogue: “Vi kan inte erbjuda service för bilar av märket …”.',
      },
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
