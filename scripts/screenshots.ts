/**
 * Screenshots of pages at phone and desktop width, for looking at what we built:
 *   npx tsx scripts/screenshots.ts http://nordbil.localhost:3000/ http://olivia.localhost:3000/kampanj
 * Files go to screenshots/ (not committed).
 */
import { mkdirSync } from 'node:fs'

import { chromium } from 'playwright-core'

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../tests/e2e/browser'

const urls = process.argv.slice(2)
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS })
mkdirSync('screenshots', { recursive: true })
for (const url of urls) {
  for (const w of widths) {
    const page = await browser.newPage({ viewport: { width: w.width, height: w.height } })
    await page.goto(url, { waitUntil: 'networkidle' })
    const file = `screenshots/${url.replace(/^https?:\/\//, '').replace(/[^a-z0-9]+/gi, '_')}-${w.name}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
    await page.close()
  }
}
await browser.close()
