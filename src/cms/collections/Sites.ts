import { type CollectionBeforeOperationHook, type CollectionConfig, type Field, Forbidden, type TextFieldManyValidation } from 'payload'
import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { hostnameProblem, invalidateSiteCache, normalizeHostnames } from '@/features/sites/cms'
import { THEME_KEYS, THEMES } from '@/features/themes/cms'
import { getConfig } from '@/lib/config'
import { isHttpsAddress } from '@/lib/https-address'
import { LOCALE_LABELS, LOCALES } from '@/lib/locales'

import { adminsOnly, adminsOnlyField, isAdmin, loggedIn } from '../access'
import { savedSearchCountField } from './saved-search-count'
import { sameFieldValue } from '../same-field-value'

/** Empty, or an https address (the provider's script runs on every page that shows its form). */
const isHttpsUrl = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'string' && isHttpsAddress(value))

const localeOptions = LOCALES.map((code) => ({ label: LOCALE_LABELS[code], value: code }))

/**
 * One record per public website (ARCHITECTURE "Sites, languages, themes"). Everything that differs
 * between sites lives here as data: hosts, languages, theme, paths and feature switches. Code asks
 * the switches, never the site's name.
 */
/**
 * What an editor of a site may change on its record (issue 15): its texts and pictures. Everything
 * else (key, host names, languages, paths, search indexes, switches, tracking) decides which site
 * answers where and with what, so only administrators change it.
 */
const EDITOR_FIELDS = new Set(['titleTemplate', 'favicon', 'logo'])

/** Every named field except the editor's is administrators-only (rows are walked into). */
function withAdminOnlyFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row') return { ...field, fields: withAdminOnlyFields(field.fields) }
    if (!('name' in field) || field.type === 'ui' || EDITOR_FIELDS.has(field.name)) return field
    return { ...field, access: { ...field.access, create: adminsOnlyField, update: adminsOnlyField } } as Field
  })
}

/**
 * Field access alone would drop an editor's change to a host name silently (200, nothing saved).
 * Saying no is clearer: a change to an administrators-only field is a 403 naming the fields. The
 * admin form sends every field back unchanged, so only real differences count.
 */
const refuseEditorChangesToAdminFields: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user || isAdmin(req.user)) return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const id = (args as { id?: number | string }).id
  const current = id !== undefined ? await req.payload.findByID({ collection: 'sites', id, depth: 0, req, overrideAccess: true, disableErrors: true }) : null
  const changed = Object.keys(data).filter(
    (key) =>
      !EDITOR_FIELDS.has(key) &&
      !['id', 'createdAt', 'updatedAt', 'savedSearchCount'].includes(key) &&
      !sameFieldValue(data[key], (current as Record<string, unknown> | null)?.[key]),
  )
  if (changed.length === 0) return args
  const error = new Forbidden(req.t)
  error.message = `Only administrators change a site's ${changed.join(', ')}. Editors may change the title template, favicon and logo.`
  throw error
}

/** A host name belongs to at most one site (issue 15); the database's unique index backs this up. */
const validateHostnames: TextFieldManyValidation = async (value, { req, id }) => {
  const hosts = normalizeHostnames(value)
  for (const host of hosts) {
    const problem = hostnameProblem(host, getConfig().indexHosts)
    if (problem) return problem
  }
  if (hosts.length === 0) return true
  const others = await req.payload.find({
    collection: 'sites',
    where: { and: [{ hostnames: { in: hosts } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const other = others.docs[0]
  if (!other) return true
  const taken = hosts.find((h) => (other.hostnames ?? []).includes(h)) ?? hosts[0]
  return `The host name ${taken} already belongs to the site ${other.name} (${other.key}); a host name can belong to one site only.`
}

// A site's own record: its cached pages are the ones under its id.
const siteCacheHooks = siteWideCacheHooks((doc) => doc.id)

export const Sites: CollectionConfig = {
  slug: 'sites',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'hostnames', 'defaultLocale', 'theme'],
    group: 'Sites',
  },
  access: { read: loggedIn, create: adminsOnly, update: loggedIn, delete: adminsOnly },
  hooks: {
    beforeOperation: [refuseEditorChangesToAdminFields],
    afterChange: [() => invalidateSiteCache(), ...siteCacheHooks.afterChange],
    afterDelete: [() => invalidateSiteCache(), ...siteCacheHooks.afterDelete],
  },
  fields: withAdminOnlyFields([
    { name: 'name', type: 'text', required: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Lower-case id used in dev URLs (<key>.localhost:3000) and logs.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9][a-z0-9-]{1,40}$/.test(value)
          ? true
          : 'Use 2-41 lower-case letters, digits or dashes, starting with a letter or digit.',
    },
    {
      name: 'hostnames',
      type: 'text',
      hasMany: true,
      admin: { description: 'Host names this site answers on, without port (e.g. bilgruppen.se). Each belongs to one site only.' },
      hooks: { beforeValidate: [({ value }) => normalizeHostnames(value)] },
      validate: validateHostnames,
    },
    {
      name: 'redirectWwwToBare',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Permanently redirect www.<host> to <host> (spec 01 §2.1).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'country',
          type: 'select',
          required: true,
          options: ['SE', 'NO', 'GB', 'FI', 'SK'].map((c) => ({ label: c, value: c })),
        },
        {
          name: 'currency',
          type: 'select',
          required: true,
          options: ['SEK', 'NOK', 'GBP', 'EUR'].map((c) => ({ label: c, value: c })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'defaultLocale', type: 'select', required: true, options: localeOptions },
        {
          name: 'extraLocales',
          type: 'select',
          hasMany: true,
          options: localeOptions,
          admin: { description: 'Other languages, served under a path prefix such as /en.' },
        },
      ],
    },
    {
      name: 'theme',
      type: 'select',
      required: true,
      defaultValue: 'blue-accent',
      options: THEME_KEYS.map((k) => ({ label: THEMES[k].label, value: k })),
    },
    {
      name: 'titleTemplate',
      type: 'text',
      required: true,
      defaultValue: '%s',
      admin: { description: '%s is replaced by the page title, e.g. "%s | Nordbil".' },
    },
    { name: 'gtmId', type: 'text', label: 'Tag-manager id', admin: { description: 'e.g. GTM-ABC123' } },
    { name: 'favicon', type: 'upload', relationTo: 'media' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'paths',
      type: 'group',
      admin: { description: 'Paths the feature pages live under (spec: site settings).' },
      fields: [
        { name: 'carList', type: 'text', defaultValue: '/bilar' },
        { name: 'carDetail', type: 'text', defaultValue: '/bil' },
        { name: 'siteDetail', type: 'text', defaultValue: '/anlaggningar' },
        { name: 'siteList', type: 'text', defaultValue: '/anlaggningar' },
        { name: 'stories', type: 'text', defaultValue: '/nyheter' },
        { name: 'search', type: 'text', defaultValue: '/sok' },
        {
          name: 'savedSearches',
          type: 'text',
          admin: {
            description:
              'The page with the saved-searches block: the alert e-mails’ confirm, unsubscribe and manage links lead there. Empty: the car list offers no “Save search”.',
          },
        },
      ],
    },
    {
      name: 'searchIndexes',
      type: 'group',
      fields: [
        { name: 'vehicles', type: 'text' },
        { name: 'sites', type: 'text' },
        { name: 'kits', type: 'text', admin: { description: 'The accessory kits index (npm run kits:import), shown by the kits block. Empty: no kits.' } },
      ],
    },
    {
      name: 'tireHotelWorkshops',
      type: 'text',
      hasMany: true,
      label: 'Tyre-hotel workshops',
      admin: {
        description:
          'ERP ids of the tyre-hotel workshops this site serves (the location id in the tyre-hotel system, e.g. NB-GBG-01). Empty: the site has no tyre hotel and its tyre-hotel calls answer 404. A customer’s agreement is served only on the site that lists its workshop.',
      },
      hooks: { beforeValidate: [({ value }) => (Array.isArray(value) ? [...new Set(value.map((v) => String(v).trim()).filter(Boolean))] : value)] },
    },
    {
      name: 'marketingFormProvider',
      type: 'group',
      label: 'Marketing form provider',
      admin: {
        description:
          'An outside provider of marketing forms with a HubSpot-compatible embed script (hbspt.forms.create). Its script loads only for visitors who allow marketing cookies, and only where a marketing popup names a provider form. Empty: the popups show forms built in the CMS.',
      },
      fields: [
        {
          name: 'scriptUrl',
          type: 'text',
          label: 'Embed script URL',
          admin: { description: 'e.g. https://js-eu1.hsforms.net/forms/embed/v2.js' },
          validate: (value: unknown) => (isHttpsUrl(value) ? true : 'An https:// address of the provider’s embed script, or empty.'),
        },
        {
          type: 'row',
          fields: [
            { name: 'accountId', type: 'text', label: 'Account id', admin: { description: 'The provider’s account (HubSpot: portal id).' } },
            { name: 'region', type: 'text', label: 'Region', admin: { description: 'The account’s region (HubSpot: e.g. eu1). Optional.' } },
          ],
        },
      ],
    },
    {
      name: 'features',
      type: 'group',
      label: 'Feature switches',
      fields: [
        {
          name: 'navigationVariant',
          type: 'select',
          defaultValue: 'brand',
          options: [
            { label: 'Brand site (version A, mega menu)', value: 'brand' },
            { label: 'Dealer group (version B)', value: 'dealerGroup' },
          ],
        },
        { name: 'financeQuoteWidget', type: 'checkbox', defaultValue: false },
        { name: 'extraMedia', type: 'checkbox', defaultValue: false, label: 'Extra media (video, 360)' },
        { name: 'carStoreDetailLayout', type: 'checkbox', defaultValue: false },
        { name: 'vatBadge', type: 'checkbox', defaultValue: false },
        {
          name: 'hideResidualAndEffectiveRate',
          type: 'checkbox',
          defaultValue: false,
          label: 'Hide residual value and effective-interest rows',
        },
        { name: 'networkShutdownNotice', type: 'checkbox', defaultValue: false, label: '2G/3G notice' },
        { name: 'extraLinkBlocks', type: 'checkbox', defaultValue: false },
        { name: 'consumerCreditWarning', type: 'checkbox', defaultValue: false },
        { name: 'filterVariantSwitcher', type: 'checkbox', defaultValue: false },
      ],
    },
    savedSearchCountField,
  ]),
}
