import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seedDemoContent } from '@/demo/seed/seed-demo-content'
import { getDictionary } from '@/features/dictionary/dictionary-repository'
import { findPageByPath } from '@/features/pages/page-repository'
import { loadSitePage } from '@/features/pages/site-page-context'
import { loadSites, resolveRequestSite } from '@/features/sites/site-repository'
import { faviconMimeType } from '@/features/page-head/page-head'
import { invalidateShellCache } from '@/lib/shell-cache'
import { loadNavigationTree, loadShellSettings, loadSiteMenu } from '@/features/shell-content/shell-repository'
import { loadStoreMarkers } from '@/features/store-locator/store-locator-service'
import { listStoryTags } from '@/features/stories/story-repository'

import { createDemoTestPayload, DEMO_HOOK_TIMEOUT } from './demo-snapshot'

let payload: Payload
const admin = { email: 'admin@showroom.local', password: 'showroom-admin' }

beforeAll(async () => {
  payload = await createDemoTestPayload(admin)
}, DEMO_HOOK_TIMEOUT)
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
      const pages = await payload.find({
        collection: 'pages',
        where: { site: { equals: site.id } },
        overrideAccess: false,
        user: null,
        depth: 0,
        pagination: false,
      })
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

describe('car list page', () => {
  it('serves brand and model segments below the car-list page from that page, and leaves car ids to the detail page', async () => {
    const ctx = await loadSitePage('nordbil.localhost', '_', '/kop-bil/volvo/xc60')
    expect(ctx.kind).toBe('page')
    if (ctx.kind !== 'page') return
    expect(ctx.path).toBe('/kop-bil')
    expect(ctx.wildcardSegments).toEqual(['volvo', 'xc60'])
    expect(await loadSitePage('nordbil.localhost', '_', '/kop-bil/12345/volvo-xc60')).toMatchObject({
      kind: 'car-detail',
      car: { kind: 'car', id: '12345', slug: 'volvo-xc60' },
    })
    expect(await loadSitePage('nordbil.localhost', '_', '/kop-bil/12345')).toMatchObject({ kind: 'car-detail', car: { kind: 'id-only', id: '12345' } })
    // Pages without a wildcard block keep answering 404 for unknown sub-paths.
    expect((await loadSitePage('nordbil.localhost', '_', '/om-oss/finns-inte')).kind).toBe('not-found')
  })
})

describe('store locator pages (issue 17)', () => {
  it.each([
    ['nordbil', '/om-oss/platser', 'Platser'],
    ['thames', '/about-us/locations', 'Locations'],
  ])('%s has one in its menu (under the about page) at %s, with 40 locations of its own, every marker type among them', async (key, path, menuTitle) => {
    const ctx = await loadSitePage(`${key}.localhost`, '_', path)
    expect(ctx.kind).toBe('page')
    if (ctx.kind !== 'page') return
    const blocks = (ctx.page.main ?? []) as { blockType: string }[]
    expect(blocks.map((b) => b.blockType)).toContain('storeLocator')
    const site = (await loadSites()).find((s) => s.key === key)!
    const menu = await loadNavigationTree(site, site.defaultLocale)
    expect(menu.flatMap((item) => item.children).find((item) => item.href === path)?.title).toBe(menuTitle)
    const markers = await loadStoreMarkers(site, site.defaultLocale, { includeStockDealers: false })
    expect(markers.length).toBeGreaterThanOrEqual(40)
    expect(new Set(markers.map((m) => m.type))).toEqual(new Set(['ChargingPoint', 'FordLocation', 'IvecoLocation', 'Location']))
  })
})

describe('story tags (issue 21)', () => {
  it('have their names in each language of the site; the address keys are the same in all of them', async () => {
    const sites = await loadSites()
    const nordbil = sites.find((s) => s.key === 'nordbil')!
    const thames = sites.find((s) => s.key === 'thames')!
    const names = async (site: typeof nordbil, locale: 'sv' | 'en') => (await listStoryTags(site, locale, payload)).map((t) => `${t.key}=${t.value}`)
    expect(await names(nordbil, 'sv')).toEqual(['elbil=Elbil', 'kampanj=Kampanj', 'nyheter=Nya modeller', 'service=Service', 'tips-rad=Tips & råd'])
    expect(await names(nordbil, 'en')).toEqual(['elbil=Electric cars', 'nyheter=New models', 'kampanj=Offers', 'service=Servicing', 'tips-rad=Tips & advice'])
    expect(await names(thames, 'en')).toEqual(['advice=Advice', 'electric=Electric', 'new-models=New models', 'offers=Offers', 'servicing=Servicing'])
  })
})

describe('site shell from the CMS', () => {
  const siteByKey = async (key: string) => (await loadSites()).find((s) => s.key === key)!

  it('builds the menu from the page tree: three levels, menu order, hidden pages left out', async () => {
    const nordbil = await siteByKey('nordbil')
    const items = await loadNavigationTree(nordbil, 'sv')
    expect(items.map((i) => i.title)).toEqual(['Bilar i lager', 'Köpa bil', 'Service', 'Nyheter', 'Om oss', 'Kontakt'])
    expect(items[0]!.href).toBe('/kop-bil')
    const buy = items[1]!
    expect(buy.href).toBe('/kopa-bil')
    expect(buy.children.map((c) => c.title)).toEqual(['Nya bilar', 'Begagnade bilar', 'Elbilar', 'Företag', 'Finansiering'])
    expect(buy.children[0]!.image?.url).toMatch(/^\/-\/media\/|^\/api\/media\//)
    expect(buy.children[0]!.children.map((c) => c.href)).toEqual(['/kopa-bil/nya-bilar/kampanjer'])
    // The article under news is hidden in navigation.
    expect(items[3]!.children).toEqual([])
  })

  it('gives the English menu English titles and /en paths', async () => {
    const nordbil = await siteByKey('nordbil')
    const items = await loadNavigationTree(nordbil, 'en')
    expect(items[0]).toMatchObject({ title: 'Cars in stock', href: '/en/kop-bil' })
    expect(items[1]).toMatchObject({ title: 'Buying a car', href: '/en/kopa-bil' })
  })

  it('lists the languages a page is translated into, and drops the menu when the tree cannot be read', async () => {
    const nordbil = await siteByKey('nordbil')
    const about = await findPageByPath({ site: nordbil, locale: 'sv', path: '/om-oss' })
    const menu = await loadSiteMenu(nordbil, 'en', { id: about!.id, path: '/om-oss' })
    expect(menu?.languages.map((l) => [l.locale, l.href, l.current])).toEqual([
      ['sv', '/om-oss', false],
      ['en', '/en/om-oss', true],
    ])
    const campaign = await findPageByPath({ site: await siteByKey('olivia'), locale: 'sv', path: '/kampanj' })
    const olivia = await siteByKey('olivia')
    const campaignMenu = await loadSiteMenu(olivia, 'sv', { id: campaign!.id, path: '/kampanj' })
    expect(campaignMenu?.languages.map((l) => l.locale)).toEqual(['sv'])

    const broken = { ...nordbil, id: 'not-a-site-id' }
    invalidateShellCache()
    const spy = vi.spyOn(payload, 'find').mockRejectedValueOnce(new Error('database away'))
    expect(await loadSiteMenu(broken, 'sv', { path: '/' })).toBeNull()
    spy.mockRestore()
  })

  it('reads navigation settings, messages and footer per site and language', async () => {
    const nordbil = await siteByKey('nordbil')
    const sv = await loadShellSettings(nordbil, 'sv')
    expect(sv.navigation).toMatchObject({ logoWidth: 240, logoHeight: 55, isSticky: true, messagePosition: 'below' })
    expect(sv.navigation.iconLinks.map((l) => [l.icon, l.label, l.href])).toEqual([
      ['phone', 'Ring oss', 'tel:0101234500'],
      ['pin', 'Hitta till oss', '/anlaggningar'],
      ['calendar', 'Boka service', expect.any(String)],
      ['heart', 'Favoriter', '/favoriter'],
    ])
    expect(sv.alertBar).toMatchObject({ title: 'Vinterkampanj', type: 'Neutral', icon: 'CampaignAlert' })
    expect(sv.messageBanner).toMatchObject({ title: 'Nya öppettider' })
    expect(sv.footer.brands[0]).toMatchObject({ name: 'Volvo', href: '/kop-bil?car_brand=Volvo' })
    expect(sv.footer.columns.map((c) => c.title)).toEqual(['Köpa bil', 'Service', 'Företaget'])
    expect(sv.footer.columns[2]!.items.map((i) => i.href)).toContain('mailto:info@example.se')
    expect(sv.footer.socialLinks.map((s) => s.name)).toEqual(['facebook', 'instagram', 'youtube', 'linkedin'])

    const en = await loadShellSettings(nordbil, 'en')
    expect(en.alertBar?.title).toBe('Winter offer')
    expect(en.footer.columns[0]!.items[1]).toEqual({ href: '/en/kopa-bil/nya-bilar', text: 'New cars', target: '_self' })
    expect(en.footer.brands[0]!.href).toBe('/en/kop-bil?car_brand=Volvo')

    const fjordbil = await loadShellSettings(await siteByKey('fjordbil'), 'nb')
    expect(fjordbil.alertBar).toMatchObject({ type: 'Warning', title: 'Vinterkampanje' })
  })

  it('shows an edit at once: saving the shell drops the cached settings', async () => {
    const olivia = await siteByKey('olivia')
    expect((await loadShellSettings(olivia, 'sv')).alertBar).toBeDefined()
    const doc = (await payload.find({ collection: 'site-shell', where: { site: { equals: olivia.id } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'site-shell', id: doc.id, locale: 'sv', data: { alertBar: { hasMessage: false } } })
    expect((await loadShellSettings(olivia, 'sv')).alertBar).toBeUndefined()
  })
})
