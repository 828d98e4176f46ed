import type { Field, FieldAccess } from 'payload'

import { LEAD_DELIVERY_STATUSES } from './lead-status'

/** Written by the system only: read-only in the admin, refused in REST/GraphQL updates. */
const systemOnly: { update: FieldAccess } = { update: () => false }

/**
 * The fields a collection needs to be a source of the delivery outbox (lead-outbox.ts
 * `DeliverySource`): the same status, attempts, schedule, claim and erasure columns as Leads, so the
 * outbox's raw SQL claim works on its table. Used by service bookings and tyre-hotel bookings.
 * (Leads keeps its own copy of these fields, laid out in its admin rows.)
 */
export function deliveryFields(): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: LEAD_DELIVERY_STATUSES.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar', description: 'Delivery to the workshop. Set back to pending to deliver again.' },
    },
    {
      type: 'collapsible',
      label: 'Delivery',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'attempts', type: 'number', defaultValue: 0, access: systemOnly, admin: { readOnly: true } },
            { name: 'nextAttemptAt', type: 'date', index: true, access: systemOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'deliveredAt', type: 'date', access: systemOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'deliveredVia', type: 'text', access: systemOnly, admin: { readOnly: true } },
          ],
        },
        { name: 'lastError', type: 'textarea', access: systemOnly, admin: { readOnly: true } },
        { name: 'claimedUntil', type: 'date', access: systemOnly, admin: { hidden: true } },
        { name: 'erasedAt', type: 'date', access: systemOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ]
}
