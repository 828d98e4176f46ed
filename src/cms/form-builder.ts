import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field } from 'payload'

import { adminsOnly, isAdmin, loggedIn } from './access'

/** The form-builder fields the admin would show that this project does not use: the lead outbox mails submissions. */
const UNUSED_FORM_FIELDS = new Set(['emails'])

const named = (field: Field): string | undefined => ('name' in field ? field.name : undefined)

/**
 * Forms editors build in the CMS (issue item 3) with Payload's form builder: the `forms`
 * collection (scoped per site by the multi-tenant plugin, so it must come before it in `plugins`)
 * with text, e-mail, text area, select, radio group, checkbox, number and message fields; no payments,
 * uploads, dates, countries or states. Pages place a form with the cmsForm, marketingPopup and
 * surveyForm blocks.
 *
 * Submissions never go through the plugin: the public path is POST /api/forms/comhub, which stores
 * every enquiry as a lead before answering and lets the outbox deliver it (issue 'Leads that are
 * never lost'). So the plugin's e-mails are left out of the form and `form-submissions` is closed:
 * nobody creates them over the API, and only administrators see the collection.
 */
export const formBuilder = formBuilderPlugin({
  fields: {
    text: true,
    email: true,
    textarea: true,
    select: true,
    // A radio group: one of a few answers in sight (the survey block's scales, issue 36).
    radio: true,
    checkbox: true,
    number: true,
    message: true,
    country: false,
    state: false,
    date: false,
    payment: false,
    upload: false,
  },
  formOverrides: {
    labels: { singular: 'Form', plural: 'Forms' },
    admin: {
      group: 'Content',
      defaultColumns: ['title', 'site', 'updatedAt'],
      description: 'Forms for the form, marketing popup and survey page blocks. What visitors send is stored under Leads and delivered from there.',
    },
    // Forms are public (the page reads them as the visitor); changing them needs a login, and the
    // multi-tenant plugin narrows editors to their sites' forms.
    access: { read: () => true, create: loggedIn, update: loggedIn, delete: loggedIn },
    fields: ({ defaultFields }) => defaultFields.filter((field) => !UNUSED_FORM_FIELDS.has(named(field) ?? '')),
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form submission (unused)', plural: 'Form submissions (unused)' },
    admin: {
      group: 'Leads',
      hidden: ({ user }) => !isAdmin(user as { role?: string } | null),
      description: 'Not used: the sites’ forms are stored as Leads.',
    },
    access: { create: () => false, read: adminsOnly, update: () => false, delete: adminsOnly },
  },
})
