import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadNewestMatchingCars } from '@/features/car-list'
import { handleSavedSearchLinkHttp, handleSaveSearchHttp, runSavedSearchAlerts, type SavedSearchDeps, savedSearchDepsFor } from '@/features/saved-searches'
import type { SavedSearchMail } from '@/features/saved-searches/saved-search-mail'
import { siteForHost, type SiteRecord } from '@/features/sites'
import { BuiltInSearchEngine } from '@/integrations/search/built-in/built-in-search-engine'
import { importFeed } from '@/integrations/search/built-in/feed-import'
import { IndexRegistry } from '@/integrations/search/built-in/index-registry'
import { getConfig } from '@/lib/config'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

import { createSite, createTestPayload } from './test-payload'

let payload: Payload
let db: SqlDatabase
let nordbil: SiteRecord
let other: SiteRecord
let deps: SavedSearchDeps
let clock = new Date('2026-11-29T08:00:00Z')
const mails: Parameters<SavedSearchDeps['sendMail']>[0][] = []

const car = (id: number, model: string, price: number) =>
  JSON.stringify({
    car_id: String(id),
    slug: `volvo-${model.toLowerCase()}-${id}`,
    indexed_at: new Date(Date.UTC(2026, 10, 1, 0, 0, id)).toISOString(),
    car_site_name: 'Nordbil Göteborg',
    car_brand: 'Volvo',
    car_model: model,
    car_year: 2022,
    car_is_sample: false,
    car_is_used: true,
    car_price: price,
    car_price_currency: 'SEK',
    car_site_id: '11',
  })

/** A stock import into the test index, then the alerts, as `npm run stock:import` runs them. */
async function importAndAlert(lines: string[]) {
  await importFeed(db, lines, { cars: 'vehicles-saved' }, { replace: true })
  return runSavedSearchAlerts(deps, [nordbil, other])
}

const save = (body: Record<string, unknown>, host = 'nordbil-saved.example', clientAddress = '203.0.113.7') =>
  handleSaveSearchHttp({ host, clientAddress, body: JSON.stringify(body) }, siteForHost, deps)

const link = (action: string, token: string, host = 'nordbil-saved.example', all = false) =>
  handleSavedSearchLinkHttp({ host, action, body: JSON.stringify({ token, all }), searchParams: new URLSearchParams() }, siteForHost, deps)

const xc60Search = (email: string) => ({
  email,
  label: 'Volvo, XC60',
  language: 'sv',
  listPath: '/kop-bil/volvo/xc60',
  query: { keyphrase: '', filters: { 'car_brand>car_model': ['Volvo>XC60'] }, ranges: {} },
})

/** The link secret in an e-mail's text (`?confirm=…`, `?manage=…`, `?unsubscribe=…`). */
function tokenIn(mail: SavedSearchMail, action: string): string {
  const match = new RegExp(`\\?${action}=([A-Za-z0-9_-]{43})`).exec(mail.text)
  if (!match) throw new Error(`No ${action} link in: ${mail.text}`)
  return match[1]!
}

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  const paths = { carList: '/kop-bil', carDetail: '/kop-bil', savedSearches: '/bevakningar' }
  await createSite(payload, {
    key: 'nordbil-saved',
    name: 'Nordbil',
    hostnames: ['nordbil-saved.example'],
    paths,
    searchIndexes: { vehicles: 'vehicles-saved' },
  })
  await createSite(payload, { key: 'other-saved', name: 'Other', hostnames: ['other-saved.example'], paths, searchIndexes: { vehicles: 'vehicles-saved' } })
  await createSite(payload, { key: 'no-saved', name: 'Without', hostnames: ['no-saved.example'], searchIndexes: { vehicles: 'vehicles-saved' } })
  nordbil = (await siteForHost('nordbil-saved.example'))!
  other = (await siteForHost('other-saved.example'))!
  await importFeed(db, [car(1, 'XC60', 400_000), car(2, 'XC60', 350_000), car(3, 'V60', 300_000)], { cars: 'vehicles-saved' })
  deps = {
    ...savedSearchDepsFor(payload),
    // A fresh replica each time: the alerts run in the import's own process, which has none yet.
    findCars: (site, query) => loadNewestMatchingCars(site, query, new BuiltInSearchEngine(db, new IndexRegistry(db, { versionCheckMs: 0 }))),
    sendMail: async (mail) => {
      mails.push(mail)
    },
    now: () => clock,
  }
})
afterAll(async () => {
  await payload?.destroy()
})

describe('saved searches with e-mail alerts', () => {
  it('e-mails only after the confirm link, then names new matching cars and price drops after an import, at most once a day', async () => {
    mails.length = 0
    expect(await save(xc60Search('Anna@Example.com'))).toEqual({ status: 202, body: { status: 'pending' } })
    expect(mails).toHaveLength(1)
    const [confirmation] = mails
    expect(confirmation!.to).toBe('anna@example.com')
    expect(confirmation!.subject).toBe('Bekräfta din bevakning hos Nordbil')
    // The sender the visitor sees is the site they gave their address to.
    expect(confirmation!.fromName).toBe('Nordbil')
    expect(confirmation!.text).toContain('https://nordbil-saved.example/bevakningar?confirm=')
    // Nothing the visitor typed goes to an address that has not confirmed.
    expect(confirmation!.text).not.toContain('XC60')

    // Unconfirmed: an import with a new XC60 sends nothing.
    mails.length = 0
    await importAndAlert([car(1, 'XC60', 400_000), car(2, 'XC60', 350_000), car(3, 'V60', 300_000), car(4, 'XC60', 390_000)])
    expect(mails).toHaveLength(0)

    const token = tokenIn(confirmation!, 'confirm')
    const confirmed = await link('confirm', token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ email: 'anna@example.com', label: 'Volvo, XC60', searches: [{ label: 'Volvo, XC60', status: 'confirmed' }] })

    // Saving the same search again: already saved, no second confirmation.
    expect(await save(xc60Search('anna@example.com'))).toEqual({ status: 200, body: { status: 'already-saved' } })
    expect(mails).toHaveLength(0)

    // The next import: car 5 is a new XC60, car 2 is cheaper, car 6 is a V60 (not this search).
    const report = await importAndAlert([
      car(1, 'XC60', 400_000),
      car(2, 'XC60', 329_000),
      car(4, 'XC60', 390_000),
      car(5, 'XC60', 420_000),
      car(6, 'V60', 280_000),
    ])
    expect(report).toMatchObject({ mailed: 1 })
    expect(mails).toHaveLength(1)
    const alert = mails[0]!
    expect(alert.to).toBe('anna@example.com')
    expect(alert.subject).toBe('Nya bilar som matchar din bevakning hos Nordbil')
    expect(alert.fromName).toBe('Nordbil')
    expect(alert.text).toContain('https://nordbil-saved.example/kop-bil/5/volvo-xc60-5')
    expect(alert.text).toMatch(/Volvo XC60, 2022: 329\s000\skr \(förut 350\s000\skr\)/)
    expect(alert.text).not.toContain('volvo-xc60-4') // there before the search was confirmed
    expect(alert.text).not.toContain('volvo-v60-6')
    expect(alert.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/nordbil-saved\.example\/api\/search-alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}&all=1>$/)
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // Another new XC60 the same day: held back (one e-mail a day), and named the next day.
    mails.length = 0
    clock = new Date('2026-11-29T20:00:00Z')
    const held = await importAndAlert([
      car(1, 'XC60', 400_000),
      car(2, 'XC60', 329_000),
      car(4, 'XC60', 390_000),
      car(5, 'XC60', 420_000),
      car(7, 'XC60', 410_000),
    ])
    expect(held).toMatchObject({ mailed: 0, deferred: 1 })
    expect(mails).toHaveLength(0)
    clock = new Date('2026-11-30T09:00:00Z')
    await importAndAlert([car(1, 'XC60', 400_000), car(2, 'XC60', 329_000), car(4, 'XC60', 390_000), car(5, 'XC60', 420_000), car(7, 'XC60', 410_000)])
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('volvo-xc60-7')
    expect(mails[0]!.text).not.toContain('volvo-xc60-5')

    // Nothing new: no e-mail.
    mails.length = 0
    clock = new Date('2026-12-02T09:00:00Z')
    await importAndAlert([car(1, 'XC60', 400_000), car(2, 'XC60', 329_000), car(5, 'XC60', 420_000), car(7, 'XC60', 410_000)])
    expect(mails).toHaveLength(0)

    // The mail client's one-click unsubscribe (RFC 8058: a POST to the List-Unsubscribe address).
    const oneClick = new URL(alert.headers!['List-Unsubscribe']!.slice(1, -1))
    const stopped = await handleSavedSearchLinkHttp(
      { host: 'nordbil-saved.example', action: 'unsubscribe', body: 'List-Unsubscribe=One-Click', searchParams: oneClick.searchParams },
      siteForHost,
      deps,
    )
    expect(stopped.body).toMatchObject({ searches: [{ status: 'unsubscribed' }] })
    clock = new Date('2026-12-05T09:00:00Z')
    await importAndAlert([car(1, 'XC60', 400_000), car(8, 'XC60', 300_000)])
    expect(mails).toHaveLength(0)
  })

  it('sends one alert when two imports end at once, and an alert that could not be sent with the next run', async () => {
    clock = new Date('2026-12-10T09:00:00Z')
    const toCecilia = () => mails.filter((mail) => mail.to === 'cecilia@example.com')
    await importFeed(db, [car(1, 'XC60', 400_000)], { cars: 'vehicles-saved' }, { replace: true })
    mails.length = 0
    await save(xc60Search('cecilia@example.com'), 'nordbil-saved.example', '203.0.113.99')
    expect((await link('confirm', tokenIn(toCecilia()[0]!, 'confirm'))).status).toBe(200)

    // Two alert runs at once over the same new car: one e-mail.
    mails.length = 0
    await importFeed(db, [car(1, 'XC60', 400_000), car(9, 'XC60', 380_000)], { cars: 'vehicles-saved' }, { replace: true })
    await Promise.all([runSavedSearchAlerts(deps, [nordbil, other]), runSavedSearchAlerts(deps, [nordbil, other])])
    expect(toCecilia()).toHaveLength(1)
    expect(toCecilia()[0]!.text).toContain('volvo-xc60-9')

    // The next day the mail server is down: nothing is marked sent, and the next run sends it.
    mails.length = 0
    clock = new Date('2026-12-11T10:00:00Z')
    await importFeed(db, [car(1, 'XC60', 400_000), car(9, 'XC60', 380_000), car(10, 'XC60', 370_000)], { cars: 'vehicles-saved' }, { replace: true })
    const mailServerDown: SavedSearchDeps = {
      ...deps,
      sendMail: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
    }
    expect(await runSavedSearchAlerts(mailServerDown, [nordbil, other])).toMatchObject({ mailed: 0 })
    await runSavedSearchAlerts(deps, [nordbil, other])
    expect(toCecilia()).toHaveLength(1)
    expect(toCecilia()[0]!.text).toContain('volvo-xc60-10')
  })

  it('lists, stops and manages only through a link of the same site', async () => {
    mails.length = 0
    await save(xc60Search('bo@example.com'))
    await save({ ...xc60Search('bo@example.com'), label: '', listPath: '/kop-bil', query: { keyphrase: '', filters: {}, ranges: {} } })
    const [first, second] = mails.map((mail) => tokenIn(mail, 'confirm'))
    // Another site's host does not know the link.
    expect(await link('manage', first!, 'other-saved.example')).toMatchObject({ status: 404 })
    expect(await link('confirm', 'x'.repeat(43))).toMatchObject({ status: 404 })
    expect(await link('rename', first!)).toMatchObject({ status: 404 })

    const listed = await link('manage', first!)
    expect(listed.body).toMatchObject({
      email: 'bo@example.com',
      searches: [
        { listPath: '/kop-bil', status: 'pending' },
        { listPath: '/kop-bil/volvo/xc60', status: 'pending' },
      ],
    })
    await link('unsubscribe', second!)
    expect((await link('manage', first!)).body).toMatchObject({ searches: [{ status: 'unsubscribed' }, { status: 'pending' }] })
    await link('unsubscribe', first!, 'nordbil-saved.example', true)
    expect((await link('manage', first!)).body).toMatchObject({ searches: [{ status: 'unsubscribed' }, { status: 'unsubscribed' }] })
  })

  it('refuses bad input with the fields named, and a site without saved searches', async () => {
    expect(await save({ ...xc60Search('not-an-address'), listPath: '//evil.example/x' })).toMatchObject({
      status: 400,
      body: { fields: expect.arrayContaining(['email', 'listPath']) },
    })
    expect(await save({ ...xc60Search('a@example.com'), language: 'fi' })).toMatchObject({ status: 400, body: { fields: ['language'] } })
    expect(await save({ ...xc60Search('a@example.com'), query: { filters: { no_such_field: ['x'] } } })).toMatchObject({ status: 400 })
    expect(await save(xc60Search('a@example.com'), 'no-saved.example')).toMatchObject({ status: 404, body: { code: 'not-offered' } })
    expect(await save(xc60Search('a@example.com'), 'nobody.example')).toMatchObject({ status: 404 })
    const huge = await handleSaveSearchHttp({ host: 'nordbil-saved.example', clientAddress: '203.0.113.9', body: 'x'.repeat(20_000) }, siteForHost, deps)
    expect(huge.status).toBe(413)
  })

  it('limits confirmation e-mails per address (nobody can fill a stranger’s inbox) and saves per visitor address', async () => {
    mails.length = 0
    const { perAddress, perIp } = getConfig().savedSearchLimits
    clock = new Date('2026-12-10T09:00:00Z')
    const answers = []
    for (let i = 0; i <= perAddress.limit; i++) {
      answers.push((await save({ ...xc60Search('victim@example.com'), listPath: `/kop-bil?p=${i}` }, 'nordbil-saved.example', `198.51.100.${i + 1}`)).status)
    }
    expect(answers.slice(0, perAddress.limit).every((status) => status === 202)).toBe(true)
    expect(answers.at(-1)).toBe(429)
    expect(mails).toHaveLength(perAddress.limit)

    const fromOneAddress = []
    for (let i = 0; i <= perIp.limit; i++) fromOneAddress.push((await save(xc60Search(`p${i}@example.com`), 'nordbil-saved.example', '192.0.2.99')).status)
    expect(fromOneAddress.at(-1)).toBe(429)
  })
})

describe('who sees saved searches', () => {
  async function editorOf(siteId: number | string) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `editor-${siteId}@showroom.example`, password: 'editor-password', role: 'editor', sites: [{ site: siteId }] } as never,
    })
    return { ...user, collection: 'users' as const }
  }

  it('shows editors how many confirmed searches their own site has, never the addresses', async () => {
    mails.length = 0
    await save(xc60Search('count@example.com'), 'other-saved.example', '203.0.113.77')
    await link('confirm', tokenIn(mails[0]!, 'confirm'), 'other-saved.example')
    const editor = await editorOf(other.id)
    await expect(payload.find({ collection: 'saved-searches', user: editor, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const own = await payload.findByID({ collection: 'sites', id: other.id, user: editor, overrideAccess: false, depth: 0 })
    expect(own.savedSearchCount).toBe(1)
    // Another site's record (and its count) is not the editor's to read.
    const sites = await payload.find({ collection: 'sites', user: editor, overrideAccess: false, depth: 0 })
    expect(sites.docs.map((site) => site.id)).toEqual([other.id])
  })

  it('lets administrators find an address’s searches and erase them; the links stop working', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin-saved@showroom.example', password: 'admin-password', role: 'admin' } as never,
    })
    const asAdmin = { ...admin, collection: 'users' as const }
    const found = await payload.find({ collection: 'saved-searches', where: { email: { equals: 'count@example.com' } }, user: asAdmin, overrideAccess: false })
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]).not.toHaveProperty('token')
    await payload.update({ collection: 'saved-searches', id: found.docs[0]!.id, data: { erasePersonalData: true }, user: asAdmin, overrideAccess: false })
    const erased = await payload.findByID({ collection: 'saved-searches', id: found.docs[0]!.id, overrideAccess: true })
    expect(erased).toMatchObject({ status: 'unsubscribed', label: '' })
    expect(erased.email).not.toContain('count@')
    expect(await link('manage', tokenIn(mails[0]!, 'confirm'), 'other-saved.example')).toMatchObject({ status: 404 })
  })

  it('erases an address with its other personal data: all its searches on every site, and its searches on a site with a lead it sent there', async () => {
    mails.length = 0
    clock = new Date('2026-12-20T09:00:00Z')
    await save(xc60Search('erase-me@example.com'), 'nordbil-saved.example', '203.0.113.81')
    await save(xc60Search('erase-me@example.com'), 'other-saved.example', '203.0.113.82')
    await save(xc60Search('lead-sender@example.com'), 'nordbil-saved.example', '203.0.113.83')
    await save(xc60Search('lead-sender@example.com'), 'other-saved.example', '203.0.113.84')
    const searchesOf = async (email: string) =>
      (await payload.find({ collection: 'saved-searches', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs

    const [one] = await searchesOf('erase-me@example.com')
    await payload.update({ collection: 'saved-searches', id: one!.id, data: { erasePersonalData: true }, overrideAccess: true })
    expect(await searchesOf('erase-me@example.com')).toEqual([])

    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        site: Number(nordbil.id),
        status: 'pending',
        formName: 'contact',
        formSubmissionId: 'saved-search-erasure-1',
        customerName: 'Lea Sender',
        customerEmail: 'Lead-Sender@example.com',
        dealerEmail: 'dealer@example.com',
        attempts: 0,
        nextAttemptAt: clock.toISOString(),
      } as never,
    })
    await payload.update({ collection: 'leads', id: lead.id, data: { erasePersonalData: true }, overrideAccess: true })
    const left = await searchesOf('lead-sender@example.com')
    // The lead was sent to Nordbil: the sender's search on the other site stays.
    expect(left.map((search) => search.site)).toEqual([Number(other.id)])
  })

  it('forgets an address that never confirmed within a week, and a stopped search after a month; a confirmed one stays', async () => {
    mails.length = 0
    await save({ ...xc60Search('never-confirms@example.com'), listPath: '/kop-bil?forget=1' }, 'nordbil-saved.example', '203.0.113.91')
    await save({ ...xc60Search('keeps@example.com'), listPath: '/kop-bil?forget=2' }, 'nordbil-saved.example', '203.0.113.92')
    await link('confirm', tokenIn(mails[1]!, 'confirm'))
    const count = async (email: string) =>
      (await payload.count({ collection: 'saved-searches', where: { email: { equals: email } }, overrideAccess: true })).totalDocs
    clock = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000)
    expect((await runSavedSearchAlerts(deps, [nordbil])).forgotten).toBe(0)
    expect(await count('never-confirms@example.com')).toBe(1)
    clock = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    await runSavedSearchAlerts(deps, [nordbil])
    expect(await count('never-confirms@example.com')).toBe(0)
    expect(await count('keeps@example.com')).toBe(1)
    await link('unsubscribe', tokenIn(mails[1]!, 'confirm'))
    clock = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)
    await runSavedSearchAlerts(deps, [nordbil])
    expect(await count('keeps@example.com')).toBe(0)
  })
})
