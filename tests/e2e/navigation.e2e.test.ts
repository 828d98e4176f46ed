import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, e2e, releaseBrowser, workerBrowser, siteUrl, HYDRATED, seriousViolations } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const visitor = (width: number, siteKey: string, height = 900) => consentedVisitor(browser, siteKey, { width, height })

describe('brand navigation (version A)', () => {
  it('opens the mega menu on hover, shows pictures only above 1500 px, and closes 200 ms after leaving', async () => {
    const { context, page } = await visitor(1600, 'kilometra-se')
    await page.goto(siteUrl('kilometra-se', '/om-oss'), HYDRATED)
    const nav = page.getByTestId('brand-nav')
    const buy = nav.getByRole('button', { name: 'Köpa bil' })
    await buy.hover()
    await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('true')
    const panel = page.locator(`#${await buy.getAttribute('aria-controls')}`)
    await expect.poll(() => panel.getByRole('link', { name: 'Nya bilar' }).isVisible()).toBe(true)
    // "Köpa bil" has five sub-pages: their pictures show only on wide screens.
    expect(await panel.locator('img').first().isVisible()).toBe(true)
    // Timed in the page (a busy machine can take longer than 200 ms between two steps of this
    // test): from the pointer leaving to the menu closing.
    await page.evaluate(`(() => {
      const buy = document.querySelector('[aria-controls="${await buy.getAttribute('aria-controls')}"]')
      const timing = (window.__menuTiming = {})
      document.addEventListener('mouseout', () => { timing.leftAt ??= performance.now() }, { capture: true, once: true })
      new MutationObserver(() => {
        if (buy.getAttribute('aria-expanded') === 'false') timing.closedAt ??= performance.now()
      }).observe(buy, { attributes: true, attributeFilter: ['aria-expanded'] })
    })()`)
    await page.mouse.move(800, 850)
    await expect.poll(() => buy.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('false')
    const { leftAt, closedAt } = (await page.evaluate('window.__menuTiming')) as { leftAt: number; closedAt: number }
    // Still open for 200 ms after leaving (a timer fires at that time or later), then closed.
    expect(closedAt - leftAt).toBeGreaterThanOrEqual(195)

    await page.setViewportSize({ width: 1400, height: 900 })
    await buy.hover()
    await expect.poll(() => panel.getByRole('link', { name: 'Nya bilar' }).isVisible()).toBe(true)
    expect(await panel.locator('img').first().isVisible()).toBe(false)
    await context.close()
  })

  it('works with the keyboard: focus opens, arrows move, Escape closes and returns focus', async () => {
    const { context, page } = await visitor(1400, 'kilometra-se')
    await page.goto(siteUrl('kilometra-se', '/om-oss'), HYDRATED)
    const nav = page.getByTestId('brand-nav')
    const buy = nav.getByRole('button', { name: 'Köpa bil' })
    await buy.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Service')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Köpa bil')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('A')
    await page.keyboard.press('Escape')
    await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Köpa bil')
    // Space toggles a top item with children.
    await page.keyboard.press('Space')
    await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Space')
    await expect.poll(() => buy.getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })

  it('shows the hamburger below 1280 px and the inline items from 1280 px', async () => {
    const { context, page } = await visitor(1279, 'kilometra-se')
    await page.goto(siteUrl('kilometra-se', '/om-oss'), HYDRATED)
    const hamburger = page.getByTestId('nav-hamburger')
    expect(await hamburger.isVisible()).toBe(true)
    expect(await page.getByTestId('brand-nav').getByRole('button', { name: 'Köpa bil' }).isVisible()).toBe(false)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => hamburger.isVisible()).toBe(false)
    expect(await page.getByTestId('brand-nav').getByRole('button', { name: 'Köpa bil' }).isVisible()).toBe(true)
    await context.close()
  })

  it('floats transparently over the start page banner and turns solid after 100 px of scroll', async () => {
    const { context, page } = await visitor(1280, 'kilometra-se')
    await page.goto(siteUrl('kilometra-se'), HYDRATED)
    const header = page.getByTestId('brand-nav')
    expect(await header.getAttribute('data-solid')).toBe('false')
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toMatch(/absolute|fixed/)
    await page.evaluate(() => window.scrollTo(0, 90))
    await page.waitForTimeout(150)
    expect(await header.getAttribute('data-solid')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 140))
    await expect.poll(() => header.getAttribute('data-solid')).toBe('true')
    // Other pages have a solid bar from the start.
    await page.goto(siteUrl('kilometra-se', '/om-oss'), HYDRATED)
    expect(await page.getByTestId('brand-nav').getAttribute('data-solid')).toBe('true')
    await context.close()
  })

  it('drills into sub-menus on a phone, goes back, and closes on a link', async () => {
    const { context, page } = await visitor(375, 'kilometra-se', 800)
    await page.goto(siteUrl('kilometra-se', '/om-oss'), HYDRATED)
    await page.getByTestId('nav-hamburger').click()
    const drawer = page.getByTestId('nav-drawer')
    await expect.poll(() => drawer.isVisible()).toBe(true)
    await drawer.getByRole('button', { name: /Köpa bil/ }).click()
    await expect.poll(() => drawer.getByRole('link', { name: 'Begagnade bilar' }).isVisible()).toBe(true)
    await drawer.getByRole('button', { name: /Nya bilar/ }).click()
    await expect.poll(() => drawer.getByRole('link', { name: 'Kampanjer' }).isVisible()).toBe(true)
    await drawer.getByRole('button', { name: 'Tillbaka' }).first().click()
    await expect.poll(() => drawer.getByRole('link', { name: 'Begagnade bilar' }).isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await drawer.getByRole('link', { name: 'Begagnade bilar' }).click()
    await page.waitForURL('**/kopa-bil/begagnade-bilar')
    await expect.poll(() => drawer.isVisible()).toBe(false)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Begagnade bilar')
    await context.close()
  })

  it('opens the phone drawer as a modal: Tab stays inside, the page behind is inert, Escape closes it and the focus returns to the menu button', async () => {
    const { context, page } = await visitor(390, 'kilometra-se', 844)
    await page.goto(siteUrl('kilometra-se', '/om-oss'), HYDRATED)
    const hamburger = page.getByTestId('nav-hamburger')
    const drawer = page.getByTestId('nav-drawer')
    const focusBehindBeforehand = await page
      .locator('footer a[href]')
      .first()
      .evaluate((link: HTMLElement) => (link.focus({ preventScroll: true }), document.activeElement === link))
    expect(focusBehindBeforehand).toBe(true)
    await hamburger.click()
    await expect.poll(() => drawer.isVisible()).toBe(true)
    expect(await drawer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Stäng menyn')

    // Where the focus is after each Tab: inside the drawer, or (past its last element) the browser's own UI.
    const focusIsIn = () =>
      drawer.evaluate((dialog) => {
        const active = document.activeElement
        return active === null || active === document.body ? 'browser' : dialog.contains(active) ? 'drawer' : `page: ${active.outerHTML.slice(0, 80)}`
      })
    const stops = await drawer.evaluate((dialog) => dialog.querySelectorAll('a[href], button').length)
    const seen: string[] = []
    for (let press = 0; press < stops + 3; press += 1) {
      await page.keyboard.press('Tab')
      seen.push(await focusIsIn())
    }
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Shift+Tab')
      seen.push(await focusIsIn())
    }
    expect(seen.filter((where) => where.startsWith('page'))).toEqual([])
    expect(seen.filter((where) => where === 'drawer').length).toBeGreaterThan(stops)
    // The page behind is inert while the drawer is open: its links cannot even be focused by script.
    const focusBehind = () =>
      page
        .locator('footer a[href]')
        .first()
        .evaluate((link: HTMLElement) => (link.focus({ preventScroll: true }), document.activeElement === link))
    expect(await focusBehind()).toBe(false)
    expect(await focusIsIn()).toBe('drawer')

    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.isVisible()).toBe(false)
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-hamburger')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

    // The close button closes it as well, with the focus back on the menu button.
    await hamburger.click()
    await expect.poll(() => drawer.isVisible()).toBe(true)
    await drawer.getByRole('button', { name: 'Stäng menyn' }).click()
    await expect.poll(() => drawer.isVisible()).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('nav-hamburger')
    await context.close()
  })

  it('has no serious accessibility problems with the mega menu open', async () => {
    const { context, page } = await visitor(1600, 'olivia')
    await page.goto(siteUrl('olivia', '/om-oss'), HYDRATED)
    await page.getByTestId('brand-nav').getByRole('button', { name: 'Köpa bil' }).hover()
    await page.waitForTimeout(300)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})

describe('dealer-group navigation (version B)', () => {
  it('is sticky, opens dropdowns on hover, highlights the current item and closes on navigation', async () => {
    const { context, page } = await visitor(1280, 'nordbil')
    await page.goto(siteUrl('nordbil', '/om-oss'), HYDRATED)
    const header = page.getByTestId('dealer-group-nav')
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
    expect(await header.getByRole('link', { name: 'Om oss', exact: true }).getAttribute('aria-current')).toBe('page')
    const toggle = header.getByRole('button', { name: /Köpa bil/ })
    await toggle.hover()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await header.getByRole('link', { name: 'Elbilar' }).click()
    await page.waitForURL('**/kopa-bil/elbilar')
    await expect
      .poll(() =>
        page
          .getByTestId('dealer-group-nav')
          .getByRole('button', { name: /Köpa bil/ })
          .getAttribute('aria-expanded'),
      )
      .toBe('false')
    // The section of the current page is highlighted too.
    expect(await page.getByTestId('dealer-group-nav').getByRole('link', { name: 'Köpa bil', exact: true }).getAttribute('aria-current')).toBeTruthy()
    // Icon links carry their labels.
    expect(await header.getByRole('link', { name: 'Ring oss' }).getAttribute('href')).toBe('tel:0101234500')
    await context.close()
  })

  it('opens a dropdown with the keyboard and closes it with Escape', async () => {
    const { context, page } = await visitor(1280, 'thames')
    await page.goto(siteUrl('thames', '/about-us'), HYDRATED)
    const toggle = page.getByTestId('dealer-group-nav').getByRole('button', { name: /Buying a car/ })
    // Keyboard focus opens the dropdown (spec 01 §2.3), Escape closes it and keeps focus, Enter toggles.
    await page.getByTestId('dealer-group-nav').getByRole('link', { name: 'Buying a car', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false')
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('New cars')
    await context.close()
  })

  it('shows children as an accordion in the phone menu', async () => {
    const { context, page } = await visitor(375, 'thames', 800)
    await page.goto(siteUrl('thames', '/about-us'), HYDRATED)
    await page.getByTestId('nav-menu-button').click()
    const dialog = page.getByRole('dialog')
    const service = dialog.getByRole('button', { name: /Service/ })
    await service.click()
    await expect.poll(() => service.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => dialog.getByRole('link', { name: 'Tyre storage' }).isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await service.click()
    await expect.poll(() => dialog.getByRole('link', { name: 'Tyre storage' }).isVisible()).toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await context.close()
  })
})

describe('alert bar and message banner', () => {
  it('closes the alert bar for a day with the hideAlert cookie', async () => {
    const { context, page } = await visitor(1280, 'nordbil')
    await page.goto(siteUrl('nordbil', '/om-oss'), HYDRATED)
    const bar = page.getByTestId('alert-bar')
    expect(await bar.getByText('Däckbyte och däckhotell till halva priset hela november.').isVisible()).toBe(true)
    await bar.getByRole('button', { name: 'Stäng meddelandet' }).click()
    await expect.poll(async () => (await bar.boundingBox())?.height ?? 0).toBeLessThan(1)
    const cookie = (await context.cookies()).find((c) => c.name === 'hideAlert')
    expect(cookie).toBeDefined()
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(0.99)
    expect(days).toBeLessThan(1.01)
    // Still hidden on the next page load.
    await page.goto(siteUrl('nordbil', '/kontakt'), HYDRATED)
    expect(await page.getByTestId('alert-bar').getAttribute('data-state')).toBe('hidden')
    await context.close()
  })

  it('has no close button for a Warning, which always shows', async () => {
    const { context, page } = await visitor(1280, 'fjordbil')
    await context.addCookies([{ name: 'hideAlert', value: '1', domain: 'fjordbil.localhost', path: '/' }])
    await page.goto(siteUrl('fjordbil'), HYDRATED)
    const bar = page.getByTestId('alert-bar')
    expect(await bar.getAttribute('data-alert')).toBe('Warning')
    expect(await bar.isVisible()).toBe(true)
    expect(await bar.getByRole('button').count()).toBe(0)
    await context.close()
  })

  it('hides the message banner for the session by title, and collapses it once scrolled past', async () => {
    const { context, page } = await visitor(1280, 'fjordbil', 600)
    await page.goto(siteUrl('fjordbil', '/om-oss'), HYDRATED)
    const banner = page.getByTestId('message-banner')
    expect(await banner.getByText('Viktig informasjon').isVisible()).toBe(true)
    expect((await banner.boundingBox())!.height).toBeGreaterThan(20)
    await page.evaluate(() => window.scrollTo(0, 800))
    await expect.poll(async () => (await banner.boundingBox())?.height ?? 0).toBeLessThan(1)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(async () => (await banner.boundingBox())?.height ?? 0).toBeGreaterThan(20)

    await banner.getByRole('button', { name: 'Lukk meldingen' }).click()
    await expect.poll(async () => (await banner.boundingBox())?.height ?? 0).toBeLessThan(1)
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('hidden-messages'))) ?? '[]')).toEqual(['Viktig informasjon'])
    await page.reload()
    expect(await page.getByTestId('message-banner').getAttribute('data-state')).toBe('hidden')
    // A new browser session shows it again.
    const other = await visitor(1280, 'fjordbil')
    await other.page.goto(siteUrl('fjordbil', '/om-oss'), HYDRATED)
    expect(await other.page.getByTestId('message-banner').isVisible()).toBe(true)
    await other.context.close()
    await context.close()
  })

  it('cannot hide a Warning banner', async () => {
    const { context, page } = await visitor(1280, 'nordbil')
    await page.goto(siteUrl('nordbil', '/om-oss'), HYDRATED)
    await page.evaluate(() => sessionStorage.setItem('hidden-messages', JSON.stringify(['Nya öppettider'])))
    await page.reload()
    const banner = page.getByTestId('message-banner')
    expect(await banner.getByText('Nya öppettider').isVisible()).toBe(true)
    expect(await banner.getByRole('button').count()).toBe(0)
    await context.close()
  })
})

describe('footer', () => {
  it('links brand logos to the car list, copies an e-mail address with a Copied tooltip for a second', async () => {
    const { context, page } = await visitor(1280, 'nordbil')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://nordbil.localhost:${e2e().port}` })
    await page.goto(siteUrl('nordbil', '/om-oss'), HYDRATED)
    const footer = page.getByTestId('site-footer')
    expect(await footer.getByRole('link', { name: 'Volvo' }).getAttribute('href')).toBe('/kop-bil?car_brand=Volvo')
    expect(await footer.getByText(/Att låna kostar pengar!/).count()).toBe(1)
    // How long the tooltip shows, timed in the page (a busy test runner only makes its own steps late).
    await page.evaluate(() => {
      const times: { clicked?: number; shown?: number; gone?: number } = {}
      ;(window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times
      // The second starts at the click: the tooltip's first paint can come a render later on a busy machine.
      document.addEventListener('click', () => (times.clicked ??= performance.now()), { capture: true })
      const showing = () => [...document.querySelectorAll('[data-testid="site-footer"] [role="status"]')].some((el) => el.textContent?.includes('Kopierat'))
      new MutationObserver(() => {
        const now = performance.now()
        if (showing()) times.shown ??= now
        else if (times.shown !== undefined) times.gone ??= now
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await footer.getByRole('button', { name: 'Kopiera info@example.se' }).click()
    const tooltip = footer.getByRole('status').filter({ hasText: 'Kopierat' })
    await expect.poll(() => tooltip.isVisible()).toBe(true)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('info@example.se')
    await expect.poll(() => tooltip.count(), { timeout: 5_000 }).toBe(0)
    const { clicked, shown, gone } = await page.evaluate(
      () => (window as unknown as { tooltipTimes: { clicked?: number; shown?: number; gone?: number } }).tooltipTimes,
    )
    // Shown for a second after the click (a timer never fires early), and gone again soon after.
    expect(gone! - clicked!).toBeGreaterThanOrEqual(990)
    expect(gone! - shown!).toBeLessThan(3_000)
    await context.close()
  })

  it('carries the consumer-credit warning only where the site switch says so', async () => {
    const { context, page } = await visitor(1280, 'fjordbil')
    await page.goto(siteUrl('fjordbil'), HYDRATED)
    expect(
      await page
        .getByTestId('site-footer')
        .getByText(/Att låna kostar pengar!/)
        .count(),
    ).toBe(0)
    await context.close()
  })
})
