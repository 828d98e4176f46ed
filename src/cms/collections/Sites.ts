import type { CollectionConfig } from 'payload'

import { THEME_KEYS, THEMES } from '@/features/themes/themes'
import { LOCALE_LABELS, LOCALES } from '@/lib/locales'
import { adminsOnly, loggedIn } from '../access'
import { invalidateSiteCache } from '@/features/sites/site-cache'

const localeOptions = LOCALES.map((code) => ({ label: LOCALE_LABELS[code], value: code }))

/**
 * One record per public website (ARCHITECTURE "Sites, languages, themes"). Everything that differs
 * between sites lives here as data: hosts, languages, theme, paths and feature switches. Code asks
 * the switches, never the site's name.
 */
export const Sites: CollectionConfig = {
  slug: 'sites',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'hostnames', 'defaultLocale', 'theme'],
    group: 'Sites',
  },
  access: { read: loggedIn, create: adminsOnly, update: loggedIn, delete: adminsOnly },
  hooks: {
    afterChange: [() => invalidateSiteCache()],
    afterDelete: [() => invalidateSiteCache()],
  },
  fields: [
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
      admin: { description: 'Host names this site answers on, without port (e.g. bilgruppen.se).' },
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
      ],
    },
    {
      name: 'searchIndexes',
      type: 'group',
      fields: [
        { name: 'vehicles', type: 'text' },
        { name: 'sites', type: 'text' },
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
  ],
}
