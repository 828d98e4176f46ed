import type { CollectionConfig, FieldAccess, Where } from 'payload'
import { siteWideCacheHooks } from '@/features/page-cache/cms'

import { normaliseRedirectData, REDIRECT_VISITOR_QUERY, redirectDerivedFields, validateRedirectField } from '@/features/redirects/cms'
import { relationId } from '@/lib/relation-id'

import { loggedIn } from '../access'

/** Written by the system only (hit counts, derived fields): read-only in the admin, ignored in updates. */
const systemOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * Permanent redirects per site (spec 01 §2.1 "Each site has its own redirect list", spec 03 §2.9,
 * issue 18). Scoped to sites by the multi-tenant plugin like pages: an editor sees and changes only
 * the rules of their sites. The proxy answers them before any page renders
 * (features/redirects, docs/architecture.md "Redirects"); what a rule may say is in
 * features/redirects/redirect-syntax.ts, the checks on save in redirect-checks.ts.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { en: 'Redirect', sv: 'Omdirigering' }, plural: { en: 'Redirects', sv: 'Omdirigeringar' } },
  admin: {
    useAsTitle: 'source',
    group: 'Content',
    defaultColumns: ['source', 'queryConditions', 'destination', 'destinationPage', 'hits', 'lastHitAt', 'warning'],
    listSearchableFields: ['source', 'destination', 'queryConditions'],
    description: {
      en: 'Old addresses that send visitors on with a permanent redirect (308), answered before any page. Hits show which rules are still used.',
      sv: 'Gamla adresser som skickar besökare vidare med en permanent omdirigering (308), innan någon sida visas. Träffarna visar vilka regler som fortfarande används.',
    },
  },
  defaultSort: 'source',
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  // One rule per source and query conditions on a site (the save check says which rule has it first).
  indexes: [{ fields: ['site', 'matchKey'], unique: true }],
  hooks: {
    beforeValidate: [({ data }) => (data ? normaliseRedirectData(data) : data)],
    beforeChange: [async ({ data, req, originalDoc }) => ({ ...data, ...(await redirectDerivedFields(req, data, originalDoc)) })],
    // A cached page at the rule's source must give way to the redirect.
    ...siteWideCacheHooks(),
  },
  fields: [
    {
      name: 'source',
      label: { en: 'Old address (source)', sv: 'Gammal adress (källa)' },
      type: 'text',
      required: true,
      index: true,
      validate: validateRedirectField('source'),
      admin: {
        description: {
          en: 'A path such as /about-us. Patterns: :name for one segment (/findus/:id/nordbil-bil-:location), * for the rest of the path (/used/*). Accented letters match raw and %-escaped.',
          sv: 'En sökväg som /om-oss. Mönster: :namn för ett segment (/findus/:id/nordbil-bil-:location), * för resten av sökvägen (/used/*). Å, ä, ö matchar både som de är och %-kodade.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'queryConditions',
          label: { en: 'Only with query', sv: 'Bara med frågesträng' },
          type: 'text',
          validate: validateRedirectField('queryConditions'),
          admin: {
            description: {
              en: 'Optional: cat=nyheter (that value) or br (any value); several joined by &.',
              sv: 'Valfritt: cat=nyheter (det värdet) eller br (vilket värde som helst); flera med &.',
            },
          },
        },
        {
          name: 'ignoreCase',
          label: { en: 'Any letter case', sv: 'Oavsett versaler' },
          type: 'checkbox',
          defaultValue: false,
          admin: { description: { en: '/FindUs and /findus alike.', sv: '/FindUs och /findus lika.' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'destinationPage',
          label: { en: 'New page', sv: 'Ny sida' },
          type: 'relationship',
          relationTo: 'pages',
          validate: validateRedirectField('destinationPage'),
          filterOptions: ({ data }) => {
            const site = relationId(data?.site)
            return site === undefined ? true : ({ site: { equals: site } } satisfies Where)
          },
          admin: { description: { en: 'A page of this site (follows it when it moves) …', sv: 'En sida på webbplatsen (följer med om den flyttas) …' } },
        },
        {
          name: 'destination',
          label: { en: '… or new address', sv: '… eller ny adress' },
          type: 'text',
          validate: validateRedirectField('destination'),
          admin: {
            description: {
              en: '… or a path with query (/buy-car?car_fuel=Electric) or a full https:// address. :name and * put in what the source captured.',
              sv: '… eller en sökväg med frågesträng (/kop-bil?car_fuel=El) eller en hel https://-adress. :namn och * sätter in det källan fångade.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'visitorQuery',
          label: { en: "Visitor's query string", sv: 'Besökarens frågesträng' },
          type: 'select',
          required: true,
          defaultValue: 'keep',
          options: [
            { value: REDIRECT_VISITOR_QUERY[0], label: { en: 'Keep it', sv: 'Behåll den' } },
            { value: REDIRECT_VISITOR_QUERY[1], label: { en: 'Drop it', sv: 'Släpp den' } },
          ],
        },
        {
          // spec 03 §3 "Redirect rule: … permanent (boolean, always true)".
          name: 'permanent',
          label: { en: 'Permanent (308)', sv: 'Permanent (308)' },
          type: 'checkbox',
          defaultValue: true,
          access: systemOnly,
          admin: { readOnly: true, description: { en: 'Always: every redirect is permanent.', sv: 'Alltid: alla omdirigeringar är permanenta.' } },
        },
      ],
    },
    {
      name: 'warning',
      label: { en: 'Note from the last save', sv: 'Notering från senaste sparningen' },
      type: 'textarea',
      access: systemOnly,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.warning),
        description: {
          en: 'A chain that is collapsed, a live page the rule hides, or a legacy prefix the site serves.',
          sv: 'En kedja som kortas av, en publicerad sida som regeln döljer, eller ett gammalt prefix som webbplatsen använder.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hits',
          label: { en: 'Hits', sv: 'Träffar' },
          type: 'number',
          defaultValue: 0,
          access: systemOnly,
          admin: {
            readOnly: true,
            description: { en: 'Counted by every server, written every few seconds.', sv: 'Räknas av varje server, skrivs med några sekunders mellanrum.' },
          },
        },
        {
          name: 'lastHitAt',
          label: { en: 'Last hit', sv: 'Senaste träff' },
          type: 'date',
          index: true,
          access: systemOnly,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    // Normalised source + conditions, unique per site (the database's guard behind the save check).
    { name: 'matchKey', type: 'text', access: systemOnly, admin: { hidden: true } },
  ],
}
