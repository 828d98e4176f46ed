import type { CollectionConfig, Field } from 'payload'
import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { invalidateShellCache } from '@/lib/shell-cache'

const hrefPattern = /^(https?:\/\/[^\s]+|\/[^\s]*|mailto:[^\s]+|tel:[+0-9 ()-]+|#[^\s]*)$/

const validateHref = (v: unknown) =>
  !v || (typeof v === 'string' && hrefPattern.test(v.trim())) ? true : 'Use an absolute URL (https://…), a path starting with /, mailto:… or tel:….'

/** A CMS link (spec 01 §2.3: "Link with href, text and target"); per language, as paths carry the language prefix. */
const linkGroup = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'href', type: 'text', localized: true, validate: validateHref },
        { name: 'text', type: 'text', localized: true },
        {
          name: 'target',
          type: 'select',
          defaultValue: '_self',
          options: [
            { label: 'Same window', value: '_self' },
            { label: 'New window', value: '_blank' },
          ],
        },
      ],
    },
  ],
})

/** spec 01 §3 Alert bar / spec 02 Message banner fields. */
const messageGroup = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    { name: 'hasMessage', label: 'HasMessage', type: 'checkbox', defaultValue: false },
    { name: 'messageTitle', label: 'MessageTitle', type: 'text', localized: true },
    { name: 'messageText', label: 'MessageText', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'messageType',
          label: 'MessageType',
          type: 'select',
          defaultValue: 'Neutral',
          options: ['Warning', 'Dark', 'Light', 'Neutral'].map((v) => ({ label: v, value: v })),
        },
        {
          name: 'messageIcon',
          label: 'MessageIcon',
          type: 'select',
          options: ['CampaignAlert', 'WarningAlert'].map((v) => ({ label: v, value: v })),
        },
      ],
    },
  ],
})

/**
 * The frame around every page of a site: navigation settings, alert bar, message banner and
 * footer (spec 01 §2.3-2.6, §3). One document per site (the multi-tenant plugin's "global per
 * tenant"); texts are localized per language. The menu items themselves come from the page tree.
 */
export const SiteShell: CollectionConfig = {
  slug: 'site-shell',
  labels: { singular: 'Navigation and footer', plural: 'Navigation and footer' },
  admin: { group: 'Content', description: 'Menu settings, alert bar, message banner and footer of the site.' },
  access: {
    read: ({ req }) => Boolean(req.user),
    create: ({ req }) => Boolean(req.user),
    update: ({ req }) => Boolean(req.user),
    delete: ({ req }) => Boolean(req.user),
  },
  hooks: {
    afterChange: [() => invalidateShellCache(), ...siteWideCacheHooks().afterChange],
    afterDelete: [() => invalidateShellCache(), ...siteWideCacheHooks().afterDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Navigation',
          name: 'navigation',
          fields: [
            {
              name: 'logo',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Menu logo; the site logo is used when empty.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'logoWidth', label: 'LogoWidth', type: 'number', defaultValue: 150, min: 40, max: 400 },
                { name: 'logoHeight', label: 'LogoHeight', type: 'number', defaultValue: 55, min: 20, max: 200 },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'isSticky', label: 'IsSticky', type: 'checkbox', defaultValue: true },
                { name: 'slimNav', label: 'SlimNav', type: 'checkbox', defaultValue: false },
                { name: 'hasDarkTheme', label: 'HasDarkTheme', type: 'checkbox', defaultValue: false },
                { name: 'showSeparator', label: 'ShowSeparator', type: 'checkbox', defaultValue: false },
              ],
            },
            {
              name: 'extraItems',
              label: 'ExtraNavigationItems',
              type: 'array',
              admin: { description: 'Shown at the end of the brand menu. Items without a title or link text are left out.' },
              fields: [{ name: 'title', type: 'text', localized: true }, linkGroup('link')],
            },
            {
              name: 'iconLinks',
              type: 'array',
              admin: { description: 'Dealer-group menu: small icon links at the end of the bar.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'icon',
                      type: 'select',
                      required: true,
                      options: ['phone', 'mail', 'pin', 'calendar', 'user', 'heart', 'search', 'car'].map((v) => ({ label: v, value: v })),
                    },
                    { name: 'label', type: 'text', localized: true, required: true },
                    { name: 'href', type: 'text', required: true, validate: validateHref },
                    {
                      name: 'target',
                      type: 'select',
                      defaultValue: '_self',
                      options: [
                        { label: 'Same window', value: '_self' },
                        { label: 'New window', value: '_blank' },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              name: 'messagePosition',
              type: 'select',
              defaultValue: 'above',
              options: [
                { label: 'Message banner above the menu', value: 'above' },
                { label: 'Message banner below the menu', value: 'below' },
              ],
            },
          ],
        },
        {
          label: 'Messages',
          fields: [
            messageGroup('alertBar', 'Alert bar', 'Site-wide bar above the menu; visitors can close it for a day (not type Warning).'),
            messageGroup('messageBanner', 'Message banner', 'Banner by the menu; closed per title for the browser session (not type Warning).'),
          ],
        },
        {
          label: 'Footer',
          name: 'footer',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'infoField1Heading', type: 'text', localized: true },
                { name: 'infoField2Heading', type: 'text', localized: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'infoField1Text', type: 'textarea', localized: true },
                { name: 'infoField2Text', type: 'textarea', localized: true },
              ],
            },
            { name: 'infoFieldOneChildFullWidth', type: 'checkbox', defaultValue: false },
            {
              type: 'row',
              fields: [
                { name: 'showBrands', type: 'checkbox', defaultValue: false },
                { name: 'brandsHeading', type: 'text', localized: true },
              ],
            },
            {
              name: 'brands',
              type: 'array',
              admin: { description: 'Each logo links to the car list filtered on the brand name. Brands without a logo are not shown.' },
              fields: [
                { name: 'name', type: 'text', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'logo', type: 'upload', relationTo: 'media' },
                    { name: 'logoBlackAndWhite', type: 'upload', relationTo: 'media' },
                  ],
                },
              ],
            },
            {
              name: 'columns',
              type: 'array',
              admin: { description: 'Link columns. Items without a link are not shown.' },
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'description', type: 'textarea', localized: true },
                { name: 'items', type: 'array', fields: [linkGroup('link')] },
              ],
            },
            linkGroup('highlightedLink', 'Highlighted link'),
            {
              name: 'socialLinks',
              type: 'array',
              admin: { description: 'Name is one of facebook, instagram, youtube, linkedin, x, tiktok.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    { name: 'url', type: 'text', required: true, validate: validateHref },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
