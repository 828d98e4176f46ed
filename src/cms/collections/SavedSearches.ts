import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { SAVED_SEARCH_STATUSES } from '@/features/saved-searches/cms'

import { adminsOnly } from '../access'
import { eraseSavedSearchesOf, isCascadedErasure } from './saved-search-erasure'

/** Written by the system only: read-only in the admin, refused in REST/GraphQL updates. */
const systemOnly: { update: FieldAccess } = { update: () => false }
/** The link secret never leaves the server: the confirm, unsubscribe and manage links carry it. */
const neverRead: { read: FieldAccess; update: FieldAccess } = { read: () => false, update: () => false }

// An administrator erases what a visitor told us (privacy): the address and the search are gone,
// the row stays unsubscribed so nothing is ever sent from it again.
const beforeChange: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'update' || data.erasePersonalData !== true) return data
  data.erasePersonalData = false
  data.email = `erased-${Date.now().toString(36)}@erased.invalid`
  data.label = ''
  data.ipHash = null
  data.seen = null
  data.status = 'unsubscribed'
  data.erasedAt = new Date().toISOString()
  return data
}

// Erasing one search erases the address: its other searches, on every site, go with it.
const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (isCascadedErasure(context) || !doc.erasedAt || previousDoc?.erasedAt || !previousDoc?.email) return doc
  await eraseSavedSearchesOf(req, String(previousDoc.email))
  return doc
}

/**
 * Saved searches with e-mail alerts (issue 41 item 1): a visitor's car-list search and e-mail
 * address, confirmed by a link in an e-mail (double opt-in) before anything else is sent. Written
 * only by the public API (features/saved-searches). Addresses are personal data: only
 * administrators read, change or delete these (filter by the address and delete, or erase one);
 * editors see how many confirmed searches their site has, on the site record.
 * Scoped to sites by the multi-tenant plugin.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    useAsTitle: 'email',
    group: 'Leads',
    defaultColumns: ['createdAt', 'site', 'email', 'label', 'status', 'lastAlertAt'],
    listSearchableFields: ['email', 'label'],
    description: 'Visitors’ saved car searches with e-mail alerts (double opt-in). Administrators only: the addresses are personal data.',
  },
  defaultSort: '-createdAt',
  access: { read: adminsOnly, create: () => false, update: adminsOnly, delete: adminsOnly },
  indexes: [{ fields: ['site', 'email'] }],
  hooks: { beforeChange: [beforeChange], afterChange: [afterChange] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true, access: systemOnly, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: SAVED_SEARCH_STATUSES.map((value) => ({ value, label: value })),
          admin: { description: 'pending: the confirmation link has not been clicked; only confirmed searches get alerts.' },
        },
      ],
    },
    { name: 'label', type: 'text', access: systemOnly, admin: { readOnly: true, description: 'The filters as the visitor saw them.' } },
    { name: 'listPath', type: 'text', required: true, access: systemOnly, admin: { readOnly: true, description: 'The car list address, filters included.' } },
    { name: 'query', type: 'json', required: true, access: systemOnly, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'language', type: 'text', required: true, access: systemOnly, admin: { readOnly: true } },
        { name: 'origin', type: 'text', required: true, access: systemOnly, admin: { readOnly: true, description: 'Where the e-mails’ links lead.' } },
      ],
    },
    { name: 'token', type: 'text', required: true, unique: true, access: neverRead, admin: { hidden: true } },
    { name: 'seen', type: 'json', access: neverRead, admin: { hidden: true } },
    { name: 'ipHash', type: 'text', access: neverRead, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', type: 'date', access: systemOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastAlertAt', type: 'date', index: true, access: systemOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'erasedAt', type: 'date', access: systemOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'erasePersonalData',
      type: 'checkbox',
      defaultValue: false,
      label: 'Erase personal data',
      admin: {
        position: 'sidebar',
        description: 'Blanks the address and the search and stops the alerts, and does the same to this address’s other saved searches on every site.',
      },
    },
  ],
}
