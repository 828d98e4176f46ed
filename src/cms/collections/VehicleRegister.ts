import type { CollectionConfig } from 'payload'

import { loggedIn } from '../access'

/**
 * The vehicle register of the built-in workshop booking engine (issue 19: "a vehicle register for
 * the demo"): the plates the booking flow's lookup knows, with brand, model, year, region and
 * service agreement. A plate that is not here is VehicleNotFound (spec 03 §8). Scoped to sites by
 * the multi-tenant plugin; a plate is unique within its site.
 */
export const VehicleRegister: CollectionConfig = {
  slug: 'vehicle-register',
  labels: { singular: 'Registered vehicle', plural: 'Vehicle register' },
  admin: {
    useAsTitle: 'registrationNumber',
    group: 'Service booking',
    defaultColumns: ['registrationNumber', 'brand', 'model', 'buildYear', 'hasServiceAgreement', 'site'],
    listSearchableFields: ['registrationNumber', 'brand', 'model'],
    description: 'The cars the service booking’s plate lookup finds (the built-in booking engine’s register).',
  },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  indexes: [{ fields: ['site', 'registrationNumber'], unique: true }],
  hooks: {
    beforeValidate: [
      ({ data }) => {
        // Stored as the lookup reads it: no spaces or dashes, upper case.
        if (data && typeof data.registrationNumber === 'string') data.registrationNumber = data.registrationNumber.replace(/[\s-]+/g, '').toUpperCase()
        return data
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'registrationNumber',
          type: 'text',
          required: true,
          maxLength: 6,
          validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{3}\d{2}[A-Z0-9]$/.test(value) ? true : 'A Swedish plate such as ABC123.'),
        },
        { name: 'brand', type: 'text', required: true, maxLength: 60 },
        { name: 'model', type: 'text', required: true, maxLength: 60 },
        { name: 'buildYear', type: 'number', required: true, min: 1900, max: 2100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'region', type: 'text', maxLength: 80, admin: { description: 'The car panel’s “Område”.' } },
        { name: 'hasServiceAgreement', type: 'checkbox' },
        { name: 'isTestCar', type: 'checkbox', admin: { description: 'The test car: its plate gets the special label (spec 03 §2.4).' } },
      ],
    },
  ],
}
