import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { deliveryFields } from '@/features/leads/cms'

import { adminsOnly, loggedIn } from '../access'

/** Written by the system only: read-only in the admin, refused in REST/GraphQL updates. */
const systemOnly: { update: FieldAccess } = { update: () => false }
const readOnly = (field: Field): Field => ({ ...field, access: systemOnly, admin: { readOnly: true } }) as Field

/**
 * Service bookings from the online booking flow (issue 19, spec 03 §2.4): written by
 * POST /api/mechmate/book once the workshop booking system has taken the time and before the answer
 * that shows 'Bokning bekräftad', then delivered to the workshop by the same outbox as leads
 * (features/leads DeliveryOutbox: e-mail by default, the CRM/booking system's HTTP API when
 * configured). Scoped to sites by the multi-tenant plugin: staff see only their own sites' bookings.
 */
export const ServiceBookings: CollectionConfig = {
  slug: 'service-bookings',
  labels: { singular: 'Service booking', plural: 'Service bookings' },
  admin: {
    useAsTitle: 'registrationNumber',
    group: 'Leads',
    defaultColumns: ['createdAt', 'site', 'registrationNumber', 'timeSlot', 'workshopName', 'customerName', 'confirmation', 'status'],
    listSearchableFields: ['registrationNumber', 'bookingId', 'customerName', 'customerEmail', 'customerPhone'],
    description: 'Workshop times booked on the sites’ service booking page, stored before they are delivered to the workshop.',
  },
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: adminsOnly },
  indexes: [{ fields: ['site', 'bookingId'], unique: true }],
  fields: [
    {
      // issue 35 item 4: beyond a workshop's daily soft limit a booking is held, not booked.
      name: 'confirmation',
      type: 'select',
      required: true,
      defaultValue: 'online',
      index: true,
      options: [
        { label: 'Booked online', value: 'online' },
        { label: 'Held: call the customer to confirm', value: 'held' },
        { label: 'Confirmed by the workshop', value: 'confirmed-by-workshop' },
        { label: 'Declined by the workshop', value: 'declined' },
      ],
      admin: {
        position: 'sidebar',
        description:
          'A held booking was not booked in the workshop system (the workshop had more online bookings today than usual): confirm or decline it with the customer, then set it here.',
      },
      validate: (value: unknown, { previousValue }: { previousValue?: unknown }) => {
        // Staff settle a held booking; what the system booked online stays as it is.
        if (previousValue === undefined || value === previousValue) return true
        if (previousValue === 'online') return 'A booking made online is already in the workshop system; it cannot be changed here.'
        if (value === 'online') return 'Only the booking flow books online: choose confirmed or declined.'
        return true
      },
    },
    {
      type: 'row',
      fields: [
        readOnly({ name: 'bookingId', type: 'text', required: true }),
        readOnly({ name: 'registrationNumber', type: 'text', required: true, index: true }),
        readOnly({ name: 'car', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        readOnly({ name: 'timeSlot', type: 'text', required: true }),
        readOnly({ name: 'isFullDay', type: 'checkbox' }),
        readOnly({ name: 'mileage', type: 'number' }),
      ],
    },
    {
      type: 'row',
      fields: [
        readOnly({ name: 'departmentId', type: 'text', required: true }),
        readOnly({ name: 'workshopName', type: 'text' }),
        readOnly({ name: 'workshopEmail', type: 'text' }),
      ],
    },
    readOnly({ name: 'workshopAddress', type: 'text' }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'customerName', type: 'text' }),
        readOnly({ name: 'customerPhone', type: 'text' }),
        readOnly({ name: 'customerEmail', type: 'text' }),
      ],
    },
    readOnly({ name: 'message', type: 'textarea' }),
    readOnly({ name: 'services', type: 'json' }),
    readOnly({ name: 'total', type: 'number' }),
    ...deliveryFields(),
  ],
}
