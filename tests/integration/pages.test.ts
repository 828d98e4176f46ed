import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSite, createTestPayload } from './test-payload'

let payload: Payload
let siteA: { id: number }
let siteB: { id: number }

const page = (site: number, slug: string, extra: Record<string, unknown> = {}) =>
  payload.create({ collection: 'pages', draft: false, data: { title: slug, slug, site, _status: 'published', ...extra } as never })

/** The message a field error shows the editor (Payload's ValidationError, issue 24). */
async function fieldError(promise: Promise<unknown>): Promise<{ path: string; message: string }> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors
    if (errors?.[0]) return errors[0]
    throw error
  }
  throw new Error('expected the save to be refused')
}

const anonymous = (where: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  payload.find({ collection: 'pages', where: where as never, overrideAccess: false, user: null, depth: 0, ...extra })

beforeAll(async () => {
  payload = await createTestPayload()
  siteA = await createSite(payload)
  siteB = await createSite(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

describe('page tree', () => {
  it('derives full paths from parent and slug', async () => {
    const home = await page(siteA.id, 'home')
    const buy = await page(siteA.id, 'kop-bil', { parent: home.id })
    const ev = await page(siteA.id, 'elbilar', { parent: buy.id })
    expect([home.path, buy.path, ev.path]).toEqual(['/', '/kop-bil', '/kop-bil/elbilar'])
  })

  it('moves the subtree when a page is renamed', async () => {
    const home = (await anonymous({ and: [{ site: { equals: siteA.id } }, { path: { equals: '/' } }] })).docs[0]!
    const parent = await page(siteA.id, 'service', { parent: home.id })
    const child = await page(siteA.id, 'dackbyte', { parent: parent.id })
    expect(child.path).toBe('/service/dackbyte')
    await payload.update({ collection: 'pages', id: parent.id, data: { slug: 'verkstad' } })
    const moved = await payload.findByID({ collection: 'pages', id: child.id, depth: 0 })
    expect(moved.path).toBe('/verkstad/dackbyte')
  })

  it('moves the subtree when a move was first saved as a draft (the admin autosaves) and then published', async () => {
    const about = await page(siteA.id, 'om-foretaget')
    const moved = await page(siteA.id, 'flytt')
    const child = await page(siteA.id, 'barn', { parent: moved.id })
    expect(child.path).toBe('/flytt/barn')
    // The editor picks the new parent: the admin autosaves a draft, then the editor publishes.
    await payload.update({ collection: 'pages', id: moved.id, draft: true, data: { parent: about.id, _status: 'draft' } as never })
    await payload.update({ collection: 'pages', id: moved.id, draft: false, data: { parent: about.id, _status: 'published' } as never })
    expect((await payload.findByID({ collection: 'pages', id: moved.id, depth: 0 })).path).toBe('/om-foretaget/flytt')
    expect((await payload.findByID({ collection: 'pages', id: child.id, depth: 0 })).path).toBe('/om-foretaget/flytt/barn')
  })

  it('refuses a second page with the same path on one site, but allows it on another', async () => {
    await page(siteA.id, 'om-oss')
    expect(await fieldError(page(siteA.id, 'om-oss'))).toMatchObject({
      path: 'slug',
      message: 'Another page of this site already has the path /om-oss; choose another slug.',
    })
    await expect(page(siteB.id, 'om-oss')).resolves.toMatchObject({ path: '/om-oss' })
  })

  it('refuses slugs that are not one clean path segment', async () => {
    expect(await fieldError(page(siteA.id, 'Om Oss'))).toMatchObject({ path: 'slug', message: expect.stringMatching(/lower-case/) })
    expect(await fieldError(page(siteA.id, 'en'))).toMatchObject({ path: 'slug', message: expect.stringMatching(/reserved/) })
  })

  it('saves a draft before a slug is chosen, suggests one from the title, and asks for it at publish', async () => {
    // What the admin's create view does at once: an autosaved draft with nothing but the site.
    const empty = await payload.create({ collection: 'pages', draft: true, data: { site: siteA.id, _status: 'draft' } as never })
    expect(empty).toMatchObject({ slug: null, path: null })
    const titled = await payload.update({ collection: 'pages', id: empty.id, draft: true, data: { title: 'Vårens kampanj', _status: 'draft' } as never })
    expect(titled).toMatchObject({ slug: 'varens-kampanj', path: '/varens-kampanj' })
    const untitled = await payload.create({ collection: 'pages', draft: true, data: { site: siteA.id, _status: 'draft' } as never })
    expect(await fieldError(payload.update({ collection: 'pages', id: untitled.id, data: { title: ' – ', _status: 'published' } as never }))).toMatchObject({
      path: 'slug',
      message: 'A slug is required.',
    })
  })
})

describe('drafts are never public', () => {
  it('hides a never-published draft from anonymous readers', async () => {
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Hemlig kampanj', slug: 'hemlig', site: siteA.id, _status: 'draft' } as never,
    })
    const result = await anonymous({ id: { equals: draft.id } })
    expect(result.docs).toHaveLength(0)
    // An editor in draft mode does see it.
    const asAdmin = await payload.find({ collection: 'pages', where: { id: { equals: draft.id } }, draft: true, depth: 0 })
    expect(asAdmin.docs[0]?.title).toBe('Hemlig kampanj')
  })

  it('keeps showing the published version while a newer draft exists', async () => {
    const published = await page(siteA.id, 'nyheter', { title: 'Nyheter' })
    await payload.update({ collection: 'pages', id: published.id, draft: true, data: { title: 'Nyheter (utkast)' } })
    const anon = await anonymous({ id: { equals: published.id } })
    expect(anon.docs[0]?.title).toBe('Nyheter')
    const anonAskingForDraft = await anonymous({ id: { equals: published.id } }, { draft: true })
    expect(anonAskingForDraft.docs.map((d) => d.title)).not.toContain('Nyheter (utkast)')
  })
})

describe('editors are limited to their sites', () => {
  it('shows an editor only the pages of the sites assigned to them', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor.a@example.com', password: 'secret-password', role: 'editor', sites: [{ site: siteA.id }] } as never,
    })
    const user = { ...editor, collection: 'users' as const }
    const seen = await payload.find({ collection: 'pages', overrideAccess: false, user, depth: 0, pagination: false })
    const siteIds = new Set(seen.docs.map((d) => (typeof d.site === 'object' ? d.site?.id : d.site)))
    expect(seen.docs.length).toBeGreaterThan(0)
    expect([...siteIds]).toEqual([siteA.id])
    await expect(
      payload.create({ collection: 'pages', overrideAccess: false, user, data: { title: 'x', slug: 'x', site: siteB.id } as never }),
    ).rejects.toThrow()
  })
})

describe('languages', () => {
  it('falls back to the site default language for untranslated fields', async () => {
    const created = await payload.create({
      collection: 'pages',
      locale: 'sv',
      draft: false,
      data: { title: 'Kontakt', metaDescription: 'Ring oss', slug: 'kontakt', site: siteA.id, _status: 'published' } as never,
    })
    await payload.update({ collection: 'pages', id: created.id, locale: 'en', data: { title: 'Contact' } })
    const en = await payload.findByID({ collection: 'pages', id: created.id, locale: 'en', fallbackLocale: 'sv', depth: 0 })
    expect(en.title).toBe('Contact')
    expect(en.metaDescription).toBe('Ring oss')
  })
})
