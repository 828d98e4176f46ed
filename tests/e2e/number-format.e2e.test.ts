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

// Every page type of the script budget's list; of its eight start pages, three languages' (the rest
// are the same page type). One test per page: sixteen loads to network idle took over a minute on
// a busy machine (beside the PostgreSQL lane), and each page gets the test timeout of its own.
const startPagesKept = new Set(['start page (nordbil)', 'start page (thames)', 'start page (kilometra-fi)'])
const PAGES_CHECKED: ({ label: string; site: string } & ({ path: string } | { firstCarOf: string }))[] = [
  ...PAGES.filter((page) => page.status === 200 && (!page.label.startsWith('start page') || startPagesKept.has(page.label))),
  { label: 'tyre hotel (nordbil)', site: 'nordbil', path: '/service-och-verkstad/dackhotell' },
  { label: 'kits (kilometra-fi)', site: 'kilometra-fi', path: '/lisavarusteet' },
]

describe('numbers written without Intl in the browser (issue 39)', () => {
  it.each(PAGES_CHECKED)('$label makes no number formatter while it loads and hydrates', async (checked) => {
    const origin = `http://127.0.0.1:${e2e().port}`
    const host = `${checked.site}.localhost:${e2e().port}`
    const path = 'path' in checked ? checked.path : await firstLinkBelow(origin, host, checked.firstCarOf, CAR_LINK)
    const { context, page } = await consentedVisitor(browser, checked.site, { width: 390, height: 844 })
    try {
      await page.addInitScript(COUNT_NUMBER_FORMATS)
      const answer = await page.goto(`http://${host}${path}`, HYDRATED)
      expect(answer?.status(), path).toBe(200)
      expect(await page.evaluate('window.__numberFormats'), path).toEqual([])
    } finally {
      await context.close()
    }
  })
})
