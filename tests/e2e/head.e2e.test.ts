import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { e2e, releaseBrowser, workerBrowser, siteUrl } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const attr = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name)

describe('page head', () => {
  it('has title, description, social tags, canonical, structured data, icon and tag manager', async () => {
    const page = await browser.newPage()
    await page.goto(siteUrl('nordbil', '/om-oss'))
    const origin = `http://nordbil.localhost:${e2e().port}`
    expect(await page.title()).toBe('Om oss | Nordbil Gruppen')
    expect(await attr(page, 'html', 'lang')).toBe('sv-SE')
    expect(await attr(page, 'meta[name="description"]', 'content')).toBe('Lär känna Nordbil Gruppen – bilhandlare i Göteborg sedan 1987.')
    expect(await attr(page, 'meta[property="og:title"]', 'content')).toBe('Om oss')
    expect(await attr(page, 'meta[property="og:description"]', 'content')).toContain('Nordbil Gruppen')
    expect(await attr(page, 'meta[property="og:image"]', 'content')).toMatch(new RegExp(`^${origin}/api/media/file/nordbil-scene-\\d\\.webp$`))
    expect(await attr(page, 'link[rel="canonical"]', 'href')).toBe(`${origin}/om-oss`)
    expect(await attr(page, 'link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/en/om-oss`)
    expect(await attr(page, 'link[rel="icon"]', 'type')).toBe('image/x-icon')
    const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')))
    expect(jsonLd).toContainEqual({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Nordbil Gruppen', url: `${origin}/` })
    // The site's tag-manager container waits for consent (consent.e2e.test.ts loads it).
    expect(await page.locator('script[data-showroom-gtm]').count()).toBe(0)
    await page.close()
  })

  it('serves other languages under their prefix with the page language in <html lang>', async () => {
    const page = await browser.newPage()
    const res = await page.goto(siteUrl('nordbil', '/en/om-oss'))
    expect(res?.status()).toBe(200)
    expect(await attr(page, 'html', 'lang')).toBe('en')
    expect(await page.title()).toBe('About us | Nordbil Gruppen')
    await page.close()
  })

  it('chooses the icon type from the favicon’s extension', async () => {
    const page = await browser.newPage()
    await page.goto(siteUrl('thames'))
    expect(await attr(page, 'link[rel="icon"]', 'type')).toBe('image/svg+xml')
    expect(await attr(page, 'html', 'lang')).toBe('en-GB')
    // No tag manager on a page where neither the page nor the site has one.
    await page.goto(siteUrl('fjordbil'))
    expect(await attr(page, 'link[rel="icon"]', 'type')).toBe('image/png')
    expect(await page.content()).not.toContain('googletagmanager')
    await page.close()
  })

  it('marks the scripts a page runs at start for eager compiling (compile hints)', async () => {
    const page = await browser.newPage()
    const scripts: { url: string; body: string }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: (await response.text().catch(() => '')).slice(0, 64) })
    })
    await page.goto(siteUrl('nordbil', '/om-oss'), { waitUntil: 'networkidle' })
    const startScripts = await page.locator('script[src][async]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src))
    expect(startScripts.length).toBeGreaterThan(3)
    for (const url of startScripts) expect(scripts.find((s) => s.url === url)?.body, url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/)
    await page.close()
  })
})
