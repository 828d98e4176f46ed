import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { erasedLeadValues, LEAD_DELIVERY_STATUSES, LEAD_SPAM_REASONS } from '@/features/leads/cms'

import { relationId } from '@/lib/relation-id'

import { adminsOnly, loggedIn } from '../access'
import { eraseSavedSearchesOf } from './saved-search-erasure'

/**
 * Every enquiry a visitor sends (issue 'Leads that are never lost'; ARCHITECTURE 'Transactions'):
 * written by POST /api/forms/comhub before it answers, then delivered by the outbox
 * (features/leads/lead-outbox.ts). Scoped to sites by the multi-tenant plugin, so an editor sees
 * only the leads of their sites.
 *
 * Nobody creates leads here (the public path is only the API route, which writes with the Local
 * API). Staff may change the delivery status (e.g. release a spam-suspected lead, or re-queue one
 * that needs attention) and erase the personal data (privacy); everything else is read-only.
 * Administrators may delete.
 */

/** Data written by the system only: read-only in the admin, refused in REST/GraphQL updates. */
const systemOnly: { update: FieldAccess } = { update: () => false }

const beforeChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const now = new Date().toISOString()

  // A person re-queues a lead (needs-attention → pending, or releases a spam-suspected one): it is
  // due at once and gets a fresh set of attempts.
  if (req.user && data.status === 'pending' && originalDoc?.status !== 'pending') {
    data.attempts = 0
    data.nextAttemptAt = now
    data.claimedUntil = null
  }

  // Privacy (issue item 7): blank the customer's personal data, keep what the lead was about.
  if (data.erasePersonalData === true) {
    data.erasePersonalData = false
    data.erasedAt = now
    data.customerName = ''
    data.customerPhone = ''
    data.customerEmail = ''
    data.message = ''
    data.ipHash = null
    data.lastError = null
    data.values = erasedLeadValues(data.values ?? originalDoc?.values)
    const status = data.status ?? originalDoc?.status
    if (status === 'pending' || status === 'retrying') {
      // Nothing left to deliver; say so rather than leave it looking queued.
      data.status = 'needs-attention'
      data.lastError = 'Personal data erased before delivery; not delivered.'
    }
  }
  return data
}

// The sender's saved searches on the lead's site go with the lead's personal data (issue 41 item 1).
const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!doc.erasedAt || previousDoc?.erasedAt || !previousDoc?.customerEmail) return doc
  await eraseSavedSearchesOf(req, String(previousDoc.customerEmail), relationId(doc.site))
  return doc
}

export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'customerName',
    group: 'Leads',
    defaultColumns: ['createdAt', 'site', 'formName', 'customerName', 'customerPhone', 'customerEmail', 'carTitle', 'dealerName', 'status'],
    listSearchableFields: ['customerName', 'customerEmail', 'customerPhone', 'formSubmissionId', 'carId'],
    description: 'Enquiries from the sites’ forms, stored before they are delivered to the dealer or CRM.',
  },
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: adminsOnly },
  // A client retry repeats its formSubmissionId: one lead per id and site (the API route relies on it).
  indexes: [{ fields: ['site', 'formSubmissionId'], unique: true }],
  hooks: { beforeChange: [beforeChange], afterChange: [afterChange] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: LEAD_DELIVERY_STATUSES.map((value) => ({ value, label: value })),
          admin: { description: 'Set back to pending to deliver again (attempts restart).' },
        },
        {
          name: 'spamReason',
          type: 'select',
          options: LEAD_SPAM_REASONS.map((value) => ({ value, label: value })),
          access: systemOnly,
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'formName', type: 'text', required: true, index: true, access: systemOnly, admin: { readOnly: true } },
        { name: 'formSubmissionId', type: 'text', required: true, access: systemOnly, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', access: systemOnly, admin: { readOnly: true } },
        { name: 'customerPhone', type: 'text', access: systemOnly, admin: { readOnly: true } },
        { name: 'customerEmail', type: 'text', access: systemOnly, admin: { readOnly: true } },
      ],
    },
    { name: 'message', type: 'textarea', access: systemOnly, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'carId', type: 'text', index: true, access: systemOnly, admin: { readOnly: true } },
        { name: 'carTitle', type: 'text', access: systemOnly, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealerName', type: 'text', access: systemOnly, admin: { readOnly: true, description: 'Who the lead goes to.' } },
        {
          name: 'dealerEmail',
          type: 'text',
          access: systemOnly,
          admin: { readOnly: true, description: 'Checked against the stock; the fallback address otherwise.' },
        },
      ],
    },
    { name: 'sourceUrl', type: 'text', access: systemOnly, admin: { readOnly: true } },
    { name: 'values', type: 'json', access: systemOnly, admin: { readOnly: true, description: 'The form values as sent (comhub body).' } },
    {
      type: 'collapsible',
      label: 'Delivery',
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
        // The outbox's lease on the lead (raw SQL claim in lead-outbox.ts); not for people.
        { name: 'claimedUntil', type: 'date', access: systemOnly, admin: { hidden: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Privacy',
      fields: [
        {
          name: 'erasePersonalData',
          type: 'checkbox',
          defaultValue: false,
          label: 'Erase personal data',
          admin: { description: 'On save: blanks name, phone, e-mail, message and personal form values for good. A lead not yet delivered is not delivered.' },
        },
        { name: 'erasedAt', type: 'date', access: systemOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        {
          // Why a keyed hash and not the address: an IP address is personal data, and we only need
          // to tell "the same sender" apart for rate limits and abuse checks. An unkeyed SHA-256 of
          // an IPv4 address is reversed by trying all 2^32 of them; keyed with PAYLOAD_SECRET
          // (HMAC) it cannot be without the secret.
          name: 'ipHash',
          type: 'text',
          access: systemOnly,
          admin: { readOnly: true, description: 'Keyed hash of the sender’s IP address (never the address itself).' },
        },
      ],
    },
  ],
}
