import type { CollectionConfig, FieldAccess } from 'payload'

import { deliveryFields } from '@/features/leads/cms'

import { adminsOnly, loggedIn } from '../access'

/** Written by the system only: read-only in the admin, refused in REST/GraphQL updates. */
const systemOnly: { update: FieldAccess } = { update: () => false }
const readOnlyText = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'text' as const,
  access: systemOnly,
  admin: { readOnly: true },
  ...extra,
})

/**
 * Wheel-change bookings from the tyre-hotel self-service (issue 20, spec 03 §2.7): written by
 * POST /api/tirehotel/booking/create once the tyre-hotel system has confirmed, before the answer,
 * then delivered to the workshop by the same outbox as leads (features/leads DeliveryOutbox).
 * Scoped to sites by the multi-tenant plugin: staff see only their own sites' bookings.
 */
export const TireHotelBookings: CollectionConfig = {
  slug: 'tire-hotel-bookings',
  labels: { singular: 'Tyre-hotel booking', plural: 'Tyre-hotel bookings' },
  admin: {
    useAsTitle: 'regNo',
    group: 'Leads',
    defaultColumns: ['createdAt', 'site', 'regNo', 'appointmentTime', 'workshopName', 'customerName', 'status'],
    listSearchableFields: ['regNo', 'bookingConfirmationId', 'customerName', 'customerEmail'],
    description: 'Wheel changes booked on the tyre-hotel page, stored before they are delivered to the workshop.',
  },
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: adminsOnly },
  indexes: [{ fields: ['site', 'bookingConfirmationId'], unique: true }],
  fields: [
    { type: 'row', fields: [readOnlyText('regNo', { required: true, index: true }), readOnlyText('bookingConfirmationId', { required: true })] },
    {
      type: 'row',
      fields: [
        readOnlyText('appointmentTime', { required: true }),
        { name: 'isFullDay', type: 'checkbox', access: systemOnly, admin: { readOnly: true } },
        readOnlyText('vehicleName'),
      ],
    },
    { type: 'row', fields: [readOnlyText('workshopErpId'), readOnlyText('workshopName'), readOnlyText('workshopEmail')] },
    { type: 'row', fields: [readOnlyText('customerName'), readOnlyText('customerPhone'), readOnlyText('customerEmail')] },
    { name: 'message', type: 'textarea', access: systemOnly, admin: { readOnly: true } },
    ...deliveryFields(),
  ],
}
