import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, http, releaseBrowser, siteUrl, workerBrowser } from './helpers'

/**
 * Issue 39: the parts of a page far below its first screen (the car list's cards after the
 * eighth, a car page's sections and similar cars) are marked in the first HTML and
 * skipped by the browser while the page loads (`content-visibility: auto`), then drawn once the
 * page is idle (lib/ui/render-after-load.ts), so nothing stays blank in a whole-page screenshot.
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const MARK = 'data-render-after-load'

/** The car list's cards in the first HTML, each as whether its `<li>` carries the mark. */
function cardMarks(html: string): boolean[] {
  return [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/<li([^>]*)><article data-testid="car-card"/g)].map((m) => m[1]!.includes(MARK))
}

/** How many marked parts the page has, and of how many the browser skips drawing the content right now (a part's own box is kept). */
const skippedParts = (page: Page) =>
  page.evaluate((mark) => {
    const parts = Array.from(document.querySelectorAll(`[${mark}]`))
    return { marked: parts.length, skipped: parts.filter((part) => !(part.firstElementChild ?? part).checkVisibility({ contentVisibilityAuto: true })).length }
  }, MARK)

/** Every car card as a screenshot sees it: drawn (true) or skipped (false). */
const drawn = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="car-card"]')).map((element) => element.checkVisibility({ contentVisibilityAuto: true })),
  )

describe('parts below the first screen, drawn once the page is idle (issue 39)', () => {
  it('marks the car list cards after the first eight in the first HTML, not the footer', async () => {
    const answer = await http('/kop-bil', 'nordbil.localhost')
    expect(answer.status).toBe(200)
    const marks = cardMarks(answer.body)
    expect(marks.length).toBeGreaterThan(8)
    expect(marks.slice(0, 8)).toEqual(Array(8).fill(false))
    expect(marks.slice(8)).toEqual(Array(marks.length - 8).fill(true))
    // Not the footer: light text on a dark band, which axe cannot check while it is skipped.
    expect(answer.body).not.toMatch(new RegExp(`<footer[^>]*${MARK}`))
  })

  it('skips them while the page has not run its script, and draws every one of them once it has, and the cards of "show more" too', async () => {
    // A visitor who has answered the consent question: its modal would stand in front of 'show more'.
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    try {
      // Without the page's script: the browser skips the parts far below, as it does while a page loads.
      const still = await context.newPage()
      await still.route('**/_next/static/**/*.js', (route) => route.abort())
      await still.goto(siteUrl('nordbil', '/kop-bil'), { waitUntil: 'load' })
      const whileLoading = await skippedParts(still)
      expect(whileLoading.marked).toBeGreaterThan(8)
      expect(whileLoading.skipped).toBeGreaterThan(8)
      expect((await drawn(still))[0]).toBe(true)
      await still.close()

      // With it: once idle, no mark is left and every card is drawn, off screen too.
      await page.goto(siteUrl('nordbil', '/kop-bil'), { waitUntil: 'load' })
      await page.waitForFunction((mark) => document.querySelectorAll(`[${mark}]`).length === 0, MARK, { timeout: 15_000 })
      const cards = await drawn(page)
      expect(cards.length).toBeGreaterThan(9)
      expect(cards.filter((isDrawn) => !isDrawn)).toEqual([])

      // More cars from the browser: the new cards are marked too, and drawn the same way.
      await page.getByRole('button', { name: 'Visa fler bilar' }).click()
      await expect.poll(() => page.locator('[data-testid="car-card"]').count(), { timeout: 15_000 }).toBeGreaterThan(cards.length)
      await page.waitForFunction((mark) => document.querySelectorAll(`[${mark}]`).length === 0, MARK, { timeout: 15_000 })
      const more = await drawn(page)
      expect(more.length).toBeGreaterThan(cards.length)
      expect(more.filter((isDrawn) => !isDrawn)).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it("draws a car page's sections and similar cars", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      await page.goto(siteUrl('nordbil', '/kop-bil'), { waitUntil: 'load' })
      const car = await page.locator('[data-testid="car-card"] h3 a').first().getAttribute('href')
      await page.goto(siteUrl('nordbil', car!), { waitUntil: 'load' })
      await page.waitForFunction((mark) => document.querySelectorAll(`[${mark}]`).length === 0, MARK, { timeout: 15_000 })
      const sections = await page.evaluate(() =>
        ['#equipment h2', '#technical-data h2', '#similar-cars li article'].map(
          (selector) => `${selector}: ${document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }) ?? 'missing'}`,
        ),
      )
      expect(sections).toEqual(['#equipment h2: true', '#technical-data h2: true', '#similar-cars li article: true'])
    } finally {
      await context.close()
    }
  }, 60_000)

  it("sends the car-of-the-week cars once in the HTML and makes the loop's copy in the browser, where the loop still goes round", async () => {
    const res = await http('/', 'nordbil.localhost')
    expect(res.status).toBe(200)
    expect(res.body).toContain('aria-roledescription="carousel"')
    expect(res.body).not.toContain('data-carousel-copy')
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    try {
      await page.goto(siteUrl('nordbil'), { waitUntil: 'load' })
      const carousel = page.getByRole('region', { name: 'Veckans bilar' })
      const slides = carousel.getByRole('group')
      const cars = await slides.count()
      expect(cars).toBeGreaterThan(1)
      // On a phone the cars do not fit: the copy comes, hidden from assistive technology, and the buttons with it.
      await expect.poll(() => carousel.locator('[data-carousel-copy][aria-hidden="true"]').count()).toBe(cars)
      const previous = carousel.getByRole('button', { name: 'Föregående bil' })
      await expect.poll(() => previous.isVisible()).toBe(true)
      // Previous from the first car goes round to the last.
      const last = (await slides.last().getByRole('heading').textContent())?.trim()
      await previous.click()
      await expect
        .poll(() =>
          carousel.evaluate((region) => {
            const left = region.getBoundingClientRect().left
            const atStart = [...region.querySelectorAll<HTMLElement>('[role="group"], [data-carousel-copy]')].find(
              (slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2,
            )
            return atStart?.querySelector('h2, h3')?.textContent?.trim()
          }),
        )
        .toBe(last)
    } finally {
      await context.close()
    }
  })
})
