import type { Payload } from 'payload'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlockContext } from '@/features/content-blocks/block-types'
import { getDictionary } from '@/features/dictionary/dictionary-repository'
import { flatAnswers } from '@/features/forms/cms-form/cms-form-answers'
import { cmsFormDocSchema, cmsFormFields, cmsFormName } from '@/features/forms/cms-form/cms-form-fields'
import MarketingPopupBlock from '@/features/forms/marketing-popup/MarketingPopupBlock'
import SurveyFormBlock from '@/features/forms/survey/SurveyFormBlock'
import { handleLeadHttp, type LeadHttpDeps } from '@/features/leads/lead-http'
import { LeadStore } from '@/features/leads/lead-store'
import { findPageByPath } from '@/features/pages/page-repository'
import { resetSiteCache } from '@/features/sites/site-cache'
import type { SiteRecord } from '@/features/sites/site-record'
import { loadSites, resolveRequestSite } from '@/features/sites/site-repository'
import type { Locale } from '@/lib/locales'
import { relationId } from '@/lib/relation-id'
import { sqlDatabaseOf } from '@/lib/sql-database'
import type { Lead } from '@/payload-types'

import { createDemoTestPayload, DEMO_HOOK_TIMEOUT } from './demo-snapshot'

/**
 * Issue 36 items 2, 3 and 9 on a real database: the demo pages that carry the marketing popup and
 * the survey, the blocks rendered from them (the survey's editing overlay only in preview), their
 * answers stored as leads through POST /api/forms/comhub's handler, the site's marketing form
 * provider (administrators only, an https script), and the Norwegian form's newsletter rule as the
 * demo's form definition has it.
 */

let payload: Payload
let deps: LeadHttpDeps
let sites: SiteRecord[]
const admin = { email: 'admin@showroom.local', password: 'showroom-admin' }
const site = (key: string) => sites.find((s) => s.key === key)!
const mainOf = (page: { main?: unknown } | null) => (page?.main ?? []) as Record<string, unknown>[]
let counter = 0

beforeAll(async () => {
  payload = await createDemoTestPayload(admin)
  sites = await loadSites()
  const store = new LeadStore(payload, sqlDatabaseOf(payload), {
    secret: 'integration-test-secret-0123456789',
    rateLimits: { perIp: { limit: 100, windowMs: 60_000 }, perPhone: { limit: 100, windowMs: 60_000 } },
    fallbackRecipient: 'leads@group.example',
  })
  deps = {
    async resolveSite(host) {
      const resolution = await resolveRequestSite(host)
      return resolution.kind === 'site' ? resolution.site : undefined
    },
    storeLead: (input) => store.store(input),
  }
}, DEMO_HOOK_TIMEOUT)
afterAll(async () => {
  await payload?.destroy()
})

async function context(key: string, locale: Locale, path: string, preview = false): Promise<BlockContext> {
  const s = site(key)
  return {
    site: s,
    locale,
    dictionary: await getDictionary(s, locale),
    preview,
    zone: 'main',
    request: { path, segments: [], searchParams: {}, origin: 'https://example.test' },
  }
}

async function blockOn(key: string, locale: Locale, path: string, blockType: string) {
  const page = await findPageByPath({ site: site(key), locale, path })
  const block = mainOf(page).find((b) => b.blockType === blockType)
  expect(block, `${blockType} on ${key} ${path}`).toBeDefined()
  return block!
}

async function send(key: string, formName: string, values: Record<string, unknown>): Promise<Lead> {
  const body = JSON.stringify({ formName, formSubmissionId: `marketing-it-${++counter}-${Date.now()}`, values, website: '' })
  const result = await handleLeadHttp(
    { contentLength: String(Buffer.byteLength(body)), host: `${key}.localhost`, clientAddress: `198.51.100.${counter}`, readBody: async () => body },
    deps,
  )
  expect(result.status, JSON.stringify(result.body)).toBe(202)
  return payload.findByID({ collection: 'leads', id: (result.body as { id: number }).id, depth: 0, overrideAccess: true })
}

describe('the demo’s marketing popups and surveys', () => {
  it('the block catalogue shows a popup opened from a button and a survey, each with a form of its own site', async () => {
    const popup = await blockOn('olivia', 'sv', '/blockkatalog', 'marketingPopup')
    expect(popup).toMatchObject({ trigger: 'button', buttonLabel: 'Prenumerera på nyhetsbrevet', title: 'Nyheter från Olivia' })
    expect(cmsFormDocSchema.parse(popup.form).title).toBe('Nyhetsbrev')
    expect(relationId(cmsFormDocSchema.parse(popup.form).site)).toBe(site('olivia').id)
    const survey = await blockOn('olivia', 'sv', '/blockkatalog', 'surveyForm')
    expect(cmsFormDocSchema.parse(survey.form).title).toBe('Kundundersökning')
    expect(relationId(cmsFormDocSchema.parse(survey.form).site)).toBe(site('olivia').id)
  })

  it('the campaign page’s popup opens at half the page', async () => {
    const popup = await blockOn('kilometra-se', 'sv', '/vinterkampanj', 'marketingPopup')
    expect(popup).toMatchObject({ trigger: 'scroll', scrollDepth: 50, title: 'Missa inte vinterkampanjen' })
    expect(cmsFormDocSchema.parse(popup.form).title).toBe('Kampanjerbjudande')
    const html = renderToString(MarketingPopupBlock({ block: popup, context: await context('kilometra-se', 'sv', '/vinterkampanj') }))
    expect(html).toContain('data-trigger="scroll"')
    expect(html).toContain('Missa inte vinterkampanjen')
    expect(html).toContain('aria-label="Stäng"')
    expect(html).not.toContain('Missing FormId')
  })

  it('Nordbil’s survey page: a 1–5 scale, a choice and a comment, in Swedish and English', async () => {
    const sv = await blockOn('nordbil', 'sv', '/kundundersokning', 'surveyForm')
    const { fields } = cmsFormFields(cmsFormDocSchema.parse(sv.form).fields)
    expect(fields).toMatchObject([
      { blockType: 'radio', name: 'rating', required: true, options: ['1', '2', '3', '4', '5'].map((v) => ({ label: v, value: v })) },
      {
        blockType: 'radio',
        name: 'found',
        label: 'Hittade du det du letade efter?',
        options: [{ value: 'yes', label: 'Ja' }, { value: 'partly' }, { value: 'no' }],
      },
      { blockType: 'textarea', name: 'comment', required: false },
    ])
    const en = await blockOn('nordbil', 'en', '/kundundersokning', 'surveyForm')
    expect(en).toMatchObject({ title: 'How was your visit?', titleTag: 'h1' })
    const enFields = cmsFormFields(cmsFormDocSchema.parse(en.form).fields).fields
    expect(enFields[1]).toMatchObject({
      label: 'Did you find what you were looking for?',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'partly', label: 'Partly' },
        { value: 'no', label: 'No' },
      ],
    })
  })

  it('the survey’s editing overlay is in the preview’s HTML and never in a visitor’s', async () => {
    const block = await blockOn('nordbil', 'sv', '/kundundersokning', 'surveyForm')
    const visitor = renderToString(SurveyFormBlock({ block, context: await context('nordbil', 'sv', '/kundundersokning') }))
    expect(visitor).toContain('Hur var ditt besök?')
    expect(visitor).toContain('role="radiogroup"')
    expect(visitor).not.toContain('Edit Mode / Preview to test the form')
    const preview = renderToString(SurveyFormBlock({ block, context: await context('nordbil', 'sv', '/kundundersokning', true) }))
    expect(preview).toContain('Edit Mode / Preview to test the form')
    expect(preview).toMatch(/<div inert="">/)
  })

  it('answers of the survey and the popup are stored as leads, flat by control type', async () => {
    const survey = cmsFormDocSchema.parse((await blockOn('nordbil', 'sv', '/kundundersokning', 'surveyForm')).form)
    const surveyValues = flatAnswers(cmsFormFields(survey.fields).fields, { rating: '4', found: 'Delvis', comment: 'Trevligt bemötande.' })
    const surveyLead = await send('nordbil', cmsFormName(site('nordbil').name, survey.title), surveyValues)
    expect(surveyLead).toMatchObject({ formName: 'Nordbil GruppenKundundersökning', values: { rating: '4', found: 'partly', comment: 'Trevligt bemötande.' } })

    const offer = cmsFormDocSchema.parse((await blockOn('kilometra-se', 'sv', '/vinterkampanj', 'marketingPopup')).form)
    const offerValues = flatAnswers(cmsFormFields(offer.fields).fields, { name: 'Lina Berg', email: 'lina@example.se', phone: '', consent: true })
    const offerLead = await send('kilometra-se', cmsFormName(site('kilometra-se').name, offer.title), offerValues)
    expect(offerLead).toMatchObject({ customerName: 'Lina Berg', customerEmail: 'lina@example.se', values: { consent: true } })
    expect(offerLead.site).toBe(site('kilometra-se').id)
  })

  it('Fjordbil’s Norwegian form marks the newsletter box required, as the spec’s form definition has it', async () => {
    expect(await blockOn('fjordbil', 'nb', '/service-og-verksted/bestill-service', 'serviceBookingNo')).toMatchObject({ newsletterRequired: true })
  })
})

describe('the site’s marketing form provider', () => {
  it('is set by administrators only, with an https script; the site record has it then', async () => {
    const olivia = site('olivia')
    await expect(
      payload.update({
        collection: 'sites',
        id: olivia.id,
        data: { marketingFormProvider: { scriptUrl: 'http://forms.example.com/v2.js', accountId: '4711' } },
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: expect.stringMatching(/^An https:\/\/ address/) })] } })
    const editor = (await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, limit: 1 })).docs[0]!
    const nordbil = site('nordbil')
    await expect(
      payload.update({
        collection: 'sites',
        id: nordbil.id,
        overrideAccess: false,
        user: { ...editor, collection: 'users' },
        data: { marketingFormProvider: { scriptUrl: 'https://forms.example.com/v2.js', accountId: '4711' } },
      }),
    ).rejects.toThrow(/marketingFormProvider/)

    await payload.update({
      collection: 'sites',
      id: olivia.id,
      data: { marketingFormProvider: { scriptUrl: 'https://js-eu1.hsforms.net/forms/embed/v2.js', accountId: '4711', region: 'eu1' } },
    })
    resetSiteCache()
    const updated = (await loadSites()).find((s) => s.key === 'olivia')!
    expect(updated.marketingFormProvider).toEqual({ scriptUrl: 'https://js-eu1.hsforms.net/forms/embed/v2.js', accountId: '4711', region: 'eu1' })
    expect((await loadSites()).find((s) => s.key === 'nordbil')!.marketingFormProvider).toBeUndefined()
  })
})
