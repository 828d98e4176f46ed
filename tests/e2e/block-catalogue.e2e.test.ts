import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accessibilityViolations, consentedVisitor, HYDRATED, releaseBrowser, siteUrl, workerBrowser } from './helpers'

/**
 * The block catalogue (issue 21): every content block on Olivia's /blockkatalog, and Kilometra's
 * campaign page built from them, at phone and desktop width: no sideways scrolling, axe clean, and
 * the behaviour a visitor notices (the carousel moves, the accordion opens, YouTube loads only
 * after a click, the FAQ's structured data is there). Read-only: it changes no content.
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const noSidewaysScroll = () => document.documentElement.scrollWidth <= window.innerWidth

describe('block catalogue', () => {
  for (const width of [390, 1440]) {
    it(`shows every block at ${width} px: carousel, accordion, YouTube facade, FAQ data, no sideways scroll, axe clean`, async () => {
      const { context, page } = await consentedVisitor(browser, 'olivia', { width, height: 900 })
      const youtubeRequests: string[] = []
      page.on('request', (request) => {
        if (/youtube|ytimg/.test(request.url())) youtubeRequests.push(request.url())
      })
      await page.goto(siteUrl('olivia', '/blockkatalog'), HYDRATED)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Blockkatalog')

      // Hero carousel: 'next' moves to slide 2 (its dot becomes the current one).
      const hero = page.locator('[data-block="heroCarousel"]')
      await hero.getByRole('button', { name: 'Nästa bild' }).click()
      await expect.poll(() => hero.locator('[aria-current="true"]').getAttribute('aria-label')).toBe('Bild 2 av 3')

      // Accordion: a closed item opens on click.
      const accordion = page.locator('[data-block="accordion"]')
      const provkor = accordion.locator('details').nth(1)
      expect(await provkor.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
      await provkor.locator('summary').click()
      expect(await provkor.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
      await expect.poll(() => provkor.getByText('Boka en provkörning').isVisible()).toBe(true)

      // FAQ: FAQPage structured data with the questions.
      const faq = JSON.parse((await page.locator('[data-block="faq"] script[type="application/ld+json"]').textContent()) ?? '{}')
      expect(faq['@type']).toBe('FAQPage')
      expect(faq.mainEntity[0].name).toBe('Hur lång är leveranstiden?')

      // File list: 3 files, then all 5.
      const files = page.locator('[data-block="fileList"]')
      expect(await files.locator('li').count()).toBe(3)
      await files.getByRole('button', { name: 'Visa alla filer (5)' }).click()
      expect(await files.locator('li').count()).toBe(5)
      expect(await files.locator('li').first().textContent()).toMatch(/PDF, \d+ B/)

      // No sideways scrolling anywhere on the page, and axe finds nothing (the facade still closed).
      expect(await page.evaluate(noSidewaysScroll)).toBe(true)
      expect(await accessibilityViolations(page)).toEqual([])

      // YouTube: nothing fetched and no player until the visitor presses play.
      const blurb = page.locator('[data-block="blurb"]').first()
      expect(await blurb.locator('iframe').count()).toBe(0)
      expect(youtubeRequests).toEqual([])
      await blurb.getByRole('button', { name: /Spela upp videon/ }).click()
      await expect
        .poll(() => blurb.locator('iframe').getAttribute('src'))
        .toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&mute=1/)
      await context.close()
    })
  }

  it('Kilometra’s campaign page is built from the blocks, at both widths without sideways scroll and axe clean', async () => {
    for (const width of [390, 1440]) {
      const { context, page } = await consentedVisitor(browser, 'kilometra-se', { width, height: 900 })
      await page.goto(siteUrl('kilometra-se', '/vinterkampanj'), HYDRATED)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Vinterkampanj')
      // The countdown ticks: its seconds change within two seconds.
      const seconds = page.locator('[role="timer"] .tabular-nums').nth(3)
      const first = await seconds.textContent()
      await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first)
      expect(await page.locator('[data-block="ctaBanner"]').evaluate((el) => el.getBoundingClientRect().height)).toBe(756)
      expect(await page.evaluate(noSidewaysScroll)).toBe(true)
      expect(await accessibilityViolations(page)).toEqual([])
      await context.close()
    }
  })
})
