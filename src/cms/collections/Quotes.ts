import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { deliveryFields } from '@/features/leads/cms'

import { adminsOnly, loggedIn } from '../access'

/** Written by the system only: read-only in the admin, refused in REST/GraphQL updates. */
const systemOnly: { update: FieldAccess } = { update: () => false }
const readOnly = (field: Field): Field => ({ ...field, access: systemOnly, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Accessory kit quotes (issue 22, spec 03 §4 'Quote send', §7 POST /api/automaster): a sales
 * session's cart, stored before the answer and then delivered to the dealer management system by
 * the same outbox as leads. Scoped to sites by the multi-tenant plugin: staff see only their own
 * sites' quotes.
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Kit quote', plural: 'Kit quotes' },
  admin: {
    useAsTitle: 'transactionId',
    group: 'Leads',
    defaultColumns: ['createdAt', 'site', 'transactionId', 'dealer', 'auto', 'totalPrice', 'status'],
    listSearchableFields: ['transactionId', 'user', 'dealer', 'auto'],
    description: 'Accessory kit quotes sent from the kits page by a sales session, stored before they are delivered.',
  },
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: adminsOnly },
  indexes: [{ fields: ['site', 'quoteKey'], unique: true }],
  fields: [
    readOnly({ name: 'quoteKey', type: 'text', required: true, admin: { description: 'Idempotency key of the delivery.' } }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'user', type: 'text', required: true }),
        readOnly({ name: 'dealer', type: 'text', required: true }),
        readOnly({ name: 'unit', type: 'text', required: true }),
      ],
    },
    {
      type: 'row',
      fields: [readOnly({ name: 'transactionId', type: 'text', required: true, index: true }), readOnly({ name: 'auto', type: 'text', required: true })],
    },
    readOnly({ name: 'kits', type: 'json', required: true }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'netPrice', type: 'number', required: true }),
        readOnly({ name: 'taxAmount', type: 'number', required: true }),
        readOnly({ name: 'totalPrice', type: 'number', required: true }),
        readOnly({ name: 'currency', type: 'text', required: true }),
      ],
    },
    ...deliveryFields(),
  ],
}
