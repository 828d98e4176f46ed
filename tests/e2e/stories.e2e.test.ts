import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accessibilityViolations, consentedVisitor, http, HYDRATED, releaseBrowser, siteUrl, workerBrowser } from './helpers'

/**
 * The stories section (issue 21, spec 01 §2.11, §4) on Nordbil's 'Nyheter': a tag chip filters
 * (OR with a second chip, the tags in the shareable address), 'Visa fler nyheter' loads the next
 * page by cursor with the focus on the first new story, an article with its publish info and
 * Article JSON-LD, 'Nästa artikel', and back to the list; axe-clean; a phone and a desktop.
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const cards = (page: Page) => page.locator('main [data-story-card] h2 a')
const filters = (page: Page, name = 'Filtrera på ämne') => page.getByRole('navigation', { name })
const axeViolations = async (page: Page) => accessibilityViolations(page, 'main')

describe('stories on a desktop', () => {
  it('filters by tags, loads more, opens an article, goes to the next one and back to the list', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1280, height: 900 })
    await page.goto(siteUrl('nordbil', '/nyheter'), HYDRATED)
    await expect.poll(() => cards(page).count()).toBe(4)
    expect(await cards(page).first().textContent()).toBe('Vinterklar bil på 30 minuter')
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toMatch(/\/api\/stories-feed\?lang=sv$/)
    expect(await axeViolations(page)).toEqual([])

    // One chip: the four electric-car stories; a second chip adds the campaign ones (OR).
    await filters(page).getByRole('link', { name: 'Elbil' }).click()
    await page.waitForURL(/tags=elbil$/)
    expect(await cards(page).allTextContents()).toEqual([
      'Volvo EX30 Cross Country finns nu i lager',
      'Så laddar du elbilen hemma – säkert och billigt',
      'Laddhybrid eller elbil – vilken passar dig?',
      'Elbilens första år – fem kunder berättar',
    ])
    expect(await page.getByRole('button', { name: 'Visa fler nyheter' }).count()).toBe(0)
    await filters(page).getByRole('link', { name: 'Kampanj' }).click()
    await page.waitForURL((url) => decodeURIComponent(url.search) === '?tags=elbil|kampanj')
    await page.waitForLoadState('networkidle')
    expect(await cards(page).count()).toBe(4)
    await page.getByRole('button', { name: 'Visa fler nyheter' }).click()
    await expect.poll(() => cards(page).count()).toBe(7)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Höstens begagnatkampanj: fri service i ett år')
    expect(await page.getByRole('button', { name: 'Visa fler nyheter' }).count()).toBe(0)

    // 'Visa alla' clears the tags.
    await filters(page).getByRole('link', { name: 'Visa alla' }).click()
    await page.waitForURL((url) => url.pathname === '/nyheter' && url.search === '')
    await page.getByRole('link', { name: 'Privatleasing från 3 995 kronor i månaden' }).click()
    await page.waitForURL('**/nyheter/2026/privatleasing-fran-3-995-kronor')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privatleasing från 3 995 kronor i månaden')
    expect(await page.getByTestId('publish-info').textContent()).toBe('Skribent: Sara NyströmPublicerad: 2026-11-03')
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as { '@type': string })
    expect(jsonLd.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: 'Privatleasing från 3 995 kronor i månaden',
      author: { name: 'Sara Nyström' },
    })
    expect(await axeViolations(page)).toEqual([])

    const articles = page.getByRole('navigation', { name: 'Fler artiklar' })
    expect(await articles.getByRole('link').allTextContents()).toEqual([
      'Föregående artikelVolvo EX30 Cross Country finns nu i lager',
      'Nästa artikelSå laddar du elbilen hemma – säkert och billigt',
    ])
    await articles.getByRole('link', { name: /Nästa artikel/ }).click()
    await page.waitForURL('**/nyheter/2026/sa-laddar-du-elbilen-hemma')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Så laddar du elbilen hemma – säkert och billigt')
    await page.getByRole('link', { name: 'Tillbaka till nyheter' }).click()
    await page.waitForURL((url) => url.pathname === '/nyheter')
    await context.close()
  })

  it('gives the first page for an unknown tag or a junk cursor, and serves the feed', async () => {
    const unknown = await http('/nyheter?tags=finns-inte', 'nordbil.localhost')
    expect(unknown.status).toBe(200)
    expect(unknown.body).toContain('Vinterklar bil på 30 minuter')
    expect((await http('/api/story-list?lang=sv&cursor=%%junk', 'nordbil.localhost')).status).toBeLessThan(500)
    expect((await http('/api/story-list?lang=zz', 'nordbil.localhost')).status).toBe(400)
    const feed = await http('/api/stories-feed?lang=en', 'thames.localhost')
    expect(feed.status).toBe(200)
    expect(feed.body.match(/<item>/g)?.length).toBe(12)
    expect(feed.body).toContain('/news-and-events/2026/winter-health-check</link>')
  })
})

describe('stories on a phone', () => {
  it('shows one column, filters by a chip, opens an article and goes back', async () => {
    const { context, page } = await consentedVisitor(browser, 'thames', { width: 390, height: 844 })
    await page.goto(siteUrl('thames', '/news-and-events'), HYDRATED)
    await expect.poll(() => cards(page).count()).toBe(4)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await filters(page, 'Filter by topic').getByRole('link', { name: 'Offers' }).click()
    await page.waitForURL(/tags=offers$/)
    expect(await cards(page).allTextContents()).toEqual([
      '0% APR finance on selected models',
      'Approved used autumn event: a year of free servicing',
      'Spring offer: 20% off premium tyres',
    ])
    expect(await axeViolations(page)).toEqual([])
    await cards(page).first().click()
    await page.waitForURL('**/news-and-events/2026/zero-percent-finance')
    expect(await page.getByTestId('publish-info').textContent()).toBe('Author: Priya ShahPublished: 2026-10-27')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Back to stories' }).click()
    await page.waitForURL((url) => url.pathname === '/news-and-events')
    await context.close()
  })
})
