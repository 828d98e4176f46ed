import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './browser'
import { releaseBrowser, workerBrowser } from './helpers'

/**
 * The Chromium the end-to-end files drive (tests/e2e/browser.ts): Chromium reads only the last
 * `--disable-features` of its command line, so ours must carry every feature Playwright's own
 * switch turns off, and it keeps the unseen address-bar popup from being loaded.
 */
let browser: Browser

beforeAll(async () => {
  browser = await workerBrowser()
})

afterAll(async () => {
  await releaseBrowser(browser)
})

/** The command line the test browser was started with, as chrome://version shows it. */
async function chromiumCommandLine(): Promise<string> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto('chrome://version')
    return (await page.locator('#command_line').textContent()) ?? ''
  } finally {
    await context.close()
  }
}

describe('the end-to-end Chromium', () => {
  it('turns off every feature Playwright turns off, in the one --disable-features it reads', async () => {
    const commandLine = await chromiumCommandLine()
    const switches = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','))
    expect(switches.length, commandLine).toBeGreaterThan(1)
    const read = new Set(switches.at(-1))
    const lost = switches.slice(0, -1).flatMap((names) => names.filter((name) => !read.has(name)))
    expect(lost, 'add these to PLAYWRIGHT_DISABLED_FEATURES in tests/e2e/browser.ts').toEqual([])
    for (const name of PLAYWRIGHT_DISABLED_FEATURES) expect(read.has(name), name).toBe(true)
  })

  it("runs page scripts without V8's optimising compilers, the benchmarks' browser with them", async () => {
    const commandLine = await chromiumCommandLine()
    expect(commandLine).toContain('--js-flags=--max-opt=0')
    expect(PLAYWRIGHT_CHROMIUM_ARGS.some((arg) => arg.startsWith('--js-flags'))).toBe(false)
  })

  it('has no address-bar popup loaded behind the pages', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto('about:blank')
    const session = await browser.newBrowserCDPSession()
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { url: string }[] }
    await session.detach()
    expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual([])
  })
})
