import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accessibilityViolations, consentedVisitor, HYDRATED, releaseBrowser, siteUrl, workerBrowser } from './helpers'

/**
 * The store locator (issue 17, spec 01 §2.10, §4, §5, §9) on Nordbil's demo page: the list and its
 * count, "show more", the search box's suggestions by keyboard and pointer, a place search and a
 * place that is not found, near me refused and allowed, the map with its markers, the phone's tabs
 * and info window, and axe. Nothing may be fetched from another host.
 */

const PATH = '/om-oss/platser'
let browser: Browser

beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

async function openLocator(viewport = { width: 1280, height: 900 }, options: { geolocation?: { latitude: number; longitude: number } } = {}) {
  const { context, page } = await consentedVisitor(browser, 'nordbil', viewport)
  if (options.geolocation) {
    await context.setGeolocation(options.geolocation)
    await context.grantPermissions(['geolocation'], { origin: siteUrl('nordbil', '') })
  }
  const foreign: string[] = []
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname
    if (host !== 'nordbil.localhost') foreign.push(request.url())
  })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  await page.goto(siteUrl('nordbil', PATH), HYDRATED)
  return { context, page, foreign, warnings }
}

const countText = (page: Page) => page.getByText(/^Visar \d+ av \d+$/)
const listItems = (page: Page) => page.getByRole('list', { name: 'Platser' }).getByRole('listitem')
const search = (page: Page) => page.getByRole('combobox', { name: 'Sök plats' })

describe('store locator on a desktop', () => {
  it('lists the 20 nearest of at least 40 locations, and "show more" adds 5 with the focus on the first new one', async () => {
    const { context, page } = await openLocator()
    const first = await countText(page).textContent()
    const total = Number(/av (\d+)$/.exec(first ?? '')?.[1])
    expect(first).toBe(`Visar 20 av ${total}`)
    expect(total).toBeGreaterThanOrEqual(40)
    expect(await listItems(page).count()).toBe(20)

    await page.getByRole('button', { name: 'Visa fler' }).click()
    await expect.poll(() => countText(page).textContent()).toBe(`Visar 25 av ${total}`)
    expect(await listItems(page).count()).toBe(25)
    // The keyboard user carries on at the first added location.
    const focused = await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h3')?.textContent)
    expect(focused).toBe(await listItems(page).nth(20).locator('h3').textContent())

    // The distances grow down the list.
    const distances = await listItems(page).evaluateAll((items) =>
      items.map((item) => {
        const text = item.querySelector('p.whitespace-nowrap')?.textContent ?? ''
        const value = Number(text.replace(/[^0-9]/g, ''))
        return text.includes('m') && !text.includes('km') ? value / 1000 : value
      }),
    )
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    await context.close()
  })

  it('opens suggestions while typing; arrows move and wrap, Escape and a click outside close, Enter picks', async () => {
    const { context, page } = await openLocator()
    const box = search(page)
    const listbox = page.getByRole('listbox', { name: 'Förslag' })
    await box.click()
    await box.pressSequentially('Kungälv')
    await listbox.waitFor()
    const options = listbox.getByRole('option')
    const count = await options.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(5)
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true')

    await page.keyboard.press('ArrowDown')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'))
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowUp')
    // Up from the first wraps to the last.
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(count - 1).getAttribute('id'))

    await page.keyboard.press('Escape')
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false')
    expect(await listbox.isVisible()).toBe(false)

    await box.press('End')
    await page.keyboard.type(' ')
    await listbox.waitFor()
    await page.getByRole('heading', { name: 'Våra platser' }).click()
    await expect.poll(() => listbox.isVisible()).toBe(false)

    await box.focus()
    await page.keyboard.press('Backspace')
    await listbox.waitFor()
    await page.keyboard.press('ArrowDown')
    const picked = (await options.nth(0).locator('span').first().textContent())!
    await page.keyboard.press('Enter')
    await expect.poll(() => listbox.isVisible()).toBe(false)
    expect(await box.inputValue()).toBe(picked)
    // The picked location is the active one: pressed in the list, pressed on the map.
    const item = listItems(page).filter({ has: page.getByRole('heading', { name: picked, exact: true }) })
    await expect.poll(() => item.getByRole('button', { name: 'Visa på kartan' }).getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.locator('[data-marker-id][aria-pressed="true"]').count()).toBe(1)
    await context.close()
  })

  it('searches a place with Enter and sorts from it; a place that is not found marks the box', async () => {
    const { context, page, warnings } = await openLocator()
    const box = search(page)
    await box.fill('Uddevalla')
    await box.press('Enter')
    await page.getByText('Sorterat efter avstånd från Uddevalla, Sverige').waitFor()
    await expect.poll(() => listItems(page).first().textContent()).toContain('Uddevalla')
    expect(await box.getAttribute('aria-invalid')).toBeNull()

    await box.fill('Xyzzyqwv')
    await box.press('Enter')
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true')
    await page.getByText('Vi hittade ingen plats med det namnet').waitFor()
    expect(warnings.some((w) => w.includes('geocoding "Xyzzyqwv" failed'))).toBe(true)
    // Typing again ends the error state.
    await box.press('Backspace')
    await expect.poll(() => box.getAttribute('aria-invalid')).toBeNull()
    await context.close()
  })

  it('does nothing but log a warning when the visitor refuses their position', async () => {
    const { context, page, warnings } = await openLocator()
    const before = await listItems(page).first().textContent()
    await page.getByRole('button', { name: 'Visa platser nära mig' }).click()
    await expect.poll(() => warnings.some((w) => w.includes('refused their position'))).toBe(true)
    expect(await listItems(page).first().textContent()).toBe(before)
    expect(await page.getByText(/^Sorterat efter avstånd från/).count()).toBe(0)
    await context.close()
  })

  it('sorts from the visitor with near me when they allow it', async () => {
    // In Borås.
    const { context, page } = await openLocator(undefined, { geolocation: { latitude: 57.721, longitude: 12.94 } })
    await page.getByRole('button', { name: 'Nära mig', exact: true }).click()
    await page.getByText('Sorterat efter avstånd från Din position').waitFor()
    await expect.poll(() => listItems(page).first().textContent()).toContain('Borås')
    await context.close()
  })

  it('draws the map from the app alone, with markers and clusters as buttons, and is axe-clean', async () => {
    const { context, page, foreign } = await openLocator()
    await page.locator('.maplibregl-canvas').waitFor()
    await expect.poll(() => page.locator('[data-marker-id], .sl-cluster').count()).toBeGreaterThan(0)
    const firstMarker = page.locator('[data-marker-id], .sl-cluster').first()
    expect(await firstMarker.getAttribute('aria-label')).toBeTruthy()
    expect(await page.getByRole('button', { name: 'Zooma in', exact: true }).count()).toBe(1)
    expect(foreign).toEqual([])
    expect(await accessibilityViolations(page)).toEqual([])
    await context.close()
  })
})

describe('store locator on a phone', () => {
  it('shows the list first, the map in its tab, and an info window for a selected marker once the map is idle', async () => {
    const { context, page } = await openLocator({ width: 390, height: 844 })
    const mapTab = page.getByRole('tab', { name: 'Karta' })
    const listTab = page.getByRole('tab', { name: 'Lista' })
    expect(await listTab.getAttribute('aria-selected')).toBe('true')
    expect(await listItems(page).first().isVisible()).toBe(true)
    // One tab stop (the selected tab); arrows move and select, wrapping.
    await listTab.focus()
    await page.keyboard.press('ArrowRight')
    expect(await mapTab.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowRight')
    expect(await listTab.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    expect(await mapTab.getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Karta')
    expect(await listItems(page).first().isVisible()).toBe(false)
    await page.locator('.maplibregl-canvas').waitFor()

    await page.getByRole('tab', { name: 'Lista' }).click()
    const name = (await listItems(page).first().locator('h3').textContent())!
    await listItems(page).first().getByRole('button', { name: 'Visa på kartan' }).click()
    expect(await mapTab.getAttribute('aria-selected')).toBe('true')
    const info = page.getByRole('region', { name })
    await info.waitFor()
    await info.getByRole('button', { name: 'Stäng' }).click()
    await expect.poll(() => info.count()).toBe(0)

    expect(await accessibilityViolations(page)).toEqual([])
    await context.close()
  })
})

describe('store locator on a UK site (issue 36: one unit system per site)', () => {
  it('reads every distance in miles, and one under a mile in yards, never in metres or kilometres', async () => {
    const { context, page } = await consentedVisitor(browser, 'thames', { width: 1280, height: 900 })
    // By Brixton's service centre: the nearest places are under a mile away.
    await context.setGeolocation({ latitude: 51.4613, longitude: -0.1156 })
    await context.grantPermissions(['geolocation'], { origin: siteUrl('thames', '') })
    await page.goto(siteUrl('thames', '/about-us/locations'), HYDRATED)
    await page.getByRole('button', { name: 'Near me', exact: true }).click()
    await page.getByText('Sorted by distance from Your position').waitFor()
    const items = page.getByRole('list', { name: 'Locations' }).getByRole('listitem')
    await expect.poll(() => items.first().textContent()).toMatch(/about [\d,]+ yd/)
    await page.getByRole('button', { name: 'Show more' }).click()
    const texts = await items.allTextContents()
    expect(texts.length).toBeGreaterThanOrEqual(25)
    const distances = texts.map((text) => /(about [\d,]+ (?:m|yd)|[\d,]+ (?:km|mi))(?=\D|$)/.exec(text)?.[1] ?? `no distance in "${text}"`)
    for (const distance of distances) expect(distance).toMatch(/^(about [\d,]+ yd|[\d,]+ mi)$/)
    expect(distances.some((d) => d.endsWith(' mi'))).toBe(true)
    await context.close()
  })
})
