import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDemoContent } from '@/cms/seed/seed-demo-content'
import { getDictionary } from '@/features/dictionary/dictionary-repository'
import { findPageByPath } from '@/features/pages/page-repository'
import { loadSites, resolveRequestSite } from '@/features/sites/site-repository'
import { faviconMimeType } from '@/features/pages/page-head'

import { createTestPayload } from './test-payload'

let payload: Payload
const admin = { email: 'admin@showroom.local', password: 'showroom-admin' }

beforeAll(async () => {
  payload = await createTestPayload()
  expect(await seedDemoContent(payload, admin)).toBe(true)
}, 180_000)
afterAll(async () => {
  await payload?.destroy()
})

describe('demo content', () => {
  it('creates every kind of site the group runs, each valid as a site record', async () => {
    const sites = await loadSites()
    const byKey = Object.fromEntries(sites.map((s) => [s.key, s]))
    expect(Object.keys(byKey).sort()).toEqual(['fjordbil', 'kilometra-fi', 'kilometra-no', 'kilometra-se', 'kilometra-sk', 'nordbil', 'olivia', 'thames'])
    expect(byKey.nordbil!.locales).toEqual(['sv', 'en'])
    expect(byKey.fjordbil!.locales).toEqual(['nb'])
    expect(byKey.thames).toMatchObject({ locales: ['en'], country: 'GB', currency: 'GBP' })
    expect(['kilometra-se', 'kilometra-no', 'kilometra-fi', 'kilometra-sk'].map((k) => byKey[k]!.defaultLocale)).toEqual(['sv', 'nb', 'fi', 'sk'])
    expect(byKey.olivia!.theme).toBe('green-olive')
    // Differences are switches on the records, read by features.
    expect(byKey.thames!.features.financeQuoteWidget).toBe(true)
    expect(byKey.fjordbil!.features.hideResidualAndEffectiveRate).toBe(true)
    expect(byKey['kilometra-se']!.features).toMatchObject({ carStoreDetailLayout: true, vatBadge: true })
    // Each has a favicon of a type browsers are told about, and a title template.
    for (const site of sites) {
      expect(faviconMimeType(site.favicon!.filename)).toMatch(/^image\//)
      expect(site.titleTemplate).toContain('%s')
    }
    expect(new Set(sites.map((s) => faviconMimeType(s.favicon!.filename)))).toEqual(new Set(['image/x-icon', 'image/png', 'image/svg+xml']))
  })

  it('gives every site a published home page and content pages in each of its languages', async () => {
    for (const site of await loadSites()) {
      for (const locale of site.locales) {
        const home = await findPageByPath({ site, locale, path: '/' })
        expect(home?._status, `${site.key} ${locale}`).toBe('published')
      }
      const pages = await payload.find({ collection: 'pages', where: { site: { equals: site.id } }, overrideAccess: false, user: null, depth: 0, pagination: false })
      expect(pages.docs.length).toBeGreaterThanOrEqual(5)
    }
    const nordbil = (await loadSites()).find((s) => s.key === 'nordbil')!
    const en = await findPageByPath({ site: nordbil, locale: 'en', path: '/om-oss' })
    expect(en?.title).toBe('About us')
  })

  it('seeds the dictionary keys of the shell for every site and language', async () => {
    const nordbil = (await loadSites()).find((s) => s.key === 'nordbil')!
    expect((await getDictionary(nordbil, 'en')).t('pageNotFoundTitle')).toBe('Page not found')
    expect((await getDictionary(nordbil, 'sv')).t('sectionErrorHeading')).toBe('Aj då')
    const entries = await payload.count({ collection: 'dictionary', where: { site: { equals: nordbil.id } } })
    expect(entries.totalDocs).toBeGreaterThanOrEqual(10)
  })

  it('resolves hosts to the seeded sites', async () => {
    expect(await resolveRequestSite('www.nordbil.se')).toMatchObject({ kind: 'redirect', host: 'nordbil.se' })
    expect(await resolveRequestSite('kilometra.fi')).toMatchObject({ kind: 'site', site: { key: 'kilometra-fi' } })
  })

  it('limits the demo editor to the Nordbil site', async () => {
    const editor = (await payload.find({ collection: 'users', where: { role: { equals: 'editor' } } })).docs[0]!
    const seen = await payload.find({ collection: 'pages', overrideAccess: false, user: { ...editor, collection: 'users' }, depth: 0, pagination: false })
    const nordbil = (await loadSites()).find((s) => s.key === 'nordbil')!
    expect(seen.docs.length).toBeGreaterThan(0)
    expect(seen.docs.every((d) => (typeof d.site === 'object' ? d.site?.id : d.site) === nordbil.id)).toBe(true)
  })

  it('does nothing when the database already has sites', async () => {
    expect(await seedDemoContent(payload, admin)).toBe(false)
  })
})
