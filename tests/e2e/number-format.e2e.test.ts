import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CAR_LINK, firstLinkBelow, PAGES } from '../../scripts/page-scripts'
import { consentedVisitor, e2e, HYDRATED, releaseBrowser, workerBrowser } from './helpers'

/**
 * Issue 39: no page makes an Intl.NumberFormat while it loads. In Chromium the first Intl formatter
 * of a page loads ICU's data (21–130 ms on this machine, a long task of 90–230 ms at a phone's 4×
 * CPU, in the middle of hydration); prices, counts and rates are written from lib/number-format's
 * table instead, the same on the server, so what hydration writes matches the HTML.
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

/** Counts the page's Intl.NumberFormat constructions (with `new` or without) and Number#toLocaleString calls. */
const COUNT_NUMBER_FORMATS = `(() => {
  window.__numberFormats = []
  const Original = Intl.NumberFormat
  const Counted = function (...args) {
    window.__numberFormats.push('Intl.NumberFormat ' + JSON.stringify(args))
    return new Original(...args)
  }
  Counted.prototype = Original.prototype
  Counted.supportedLocalesOf = Original.supportedLocalesOf
  Intl.NumberFormat = Counted
  const toLocaleString = Number.prototype.toLocaleString
  Number.prototype.toLocaleString = function (...args) {
    window.__numberFormats.push('Number#toLocaleString ' + JSON.stringify(args))
    return toLocaleString.apply(this, args)
  }
})()`

describe('numbers written without Intl in the browser (issue 39)', () => {
  it('no page type makes a number formatter while it loads and hydrates', async () => {
    const origin = `http://127.0.0.1:${e2e().port}`
    const pages: { label: string; site: string; path: string }[] = []
    // Every page type of the script budget's list; of its eight start pages, three languages' (the rest are the same page type).
    const startPagesKept = new Set(['start page (nordbil)', 'start page (thames)', 'start page (kilometra-fi)'])
    for (const page of PAGES.filter((page) => page.status === 200 && (!page.label.startsWith('start page') || startPagesKept.has(page.label)))) {
      const host = `${page.site}.localhost:${e2e().port}`
      pages.push({ label: page.label, site: page.site, path: 'path' in page ? page.path : await firstLinkBelow(origin, host, page.firstCarOf, CAR_LINK) })
    }
    pages.push({ label: 'tyre hotel (nordbil)', site: 'nordbil', path: '/service-och-verkstad/dackhotell' })
    pages.push({ label: 'kits (kilometra-fi)', site: 'kilometra-fi', path: '/lisavarusteet' })

    const made: Record<string, string[]> = {}
    for (const { label, site, path } of pages) {
      const { context, page } = await consentedVisitor(browser, site, { width: 390, height: 844 })
      try {
        await page.addInitScript(COUNT_NUMBER_FORMATS)
        const answer = await page.goto(`http://${site}.localhost:${e2e().port}${path}`, HYDRATED)
        expect(answer?.status(), `${label} ${path}`).toBe(200)
        made[label] = (await page.evaluate('window.__numberFormats')) as string[]
      } finally {
        await context.close()
      }
    }
    expect(made).toEqual(Object.fromEntries(pages.map(({ label }) => [label, []])))
  })
})
