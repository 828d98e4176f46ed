import { describe, expect, it } from 'vitest'

import { http } from './helpers'

/**
 * Issue 39: each page type's first HTML names its largest picture on a phone (its LCP element)
 * with high priority, loaded at once, so the browser asks for it before the scripts and before
 * layout. The page's first picture below the site header is that picture on every type with one
 * (the start page's hero, a content page's leading image, a car list's first card, a car page's
 * gallery, a stories list's first story, a story's own picture); a dealer list and a facility page
 * paint text largest. Only one picture (one address) per page asks for high priority.
 */

/** The `<img>` tags of a page's HTML after its site header, as written. */
function imagesAfterHeader(html: string): string[] {
  const afterHeader = html.slice(html.indexOf('</header>'))
  return [...afterHeader.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/<img\b[^>]*>/g)].map((m) => m[0])
}

const linkIn = (html: string, pattern: RegExp) => html.match(pattern)?.[1]

async function page(host: string, path: string): Promise<string> {
  const answer = await http(path, host)
  expect(answer.status, `${host}${path}`).toBe(200)
  return answer.body
}

describe('the LCP picture in the first HTML (issue 39)', () => {
  it('is asked for at high priority and at once on every page type that leads with a picture', async () => {
    const list = await page('nordbil.localhost', '/kop-bil')
    const car = linkIn(list, /href="(\/kop-bil\/\d+\/[a-z0-9-]+)"/)
    const storeList = await page('kilometra-se.localhost', '/kop-bil')
    const storeCar = linkIn(storeList, /href="(\/kop-bil\/\d+\/[a-z0-9-]+)"/)
    const stories = await page('nordbil.localhost', '/nyheter')
    const story = linkIn(stories, /href="(\/nyheter\/\d{4}\/[a-z0-9-]+)"/)
    expect([car, storeCar, story]).not.toContain(undefined)
    const types: [string, string, string][] = [
      ['start page', 'nordbil.localhost', '/'],
      ['start page (UK)', 'thames.localhost', '/'],
      ['content page', 'nordbil.localhost', '/om-oss'],
      ['car list', 'nordbil.localhost', '/kop-bil'],
      ['car page', 'nordbil.localhost', car!],
      ['car page (car-store layout)', 'kilometra-se.localhost', storeCar!],
      ['stories list', 'nordbil.localhost', '/nyheter'],
      ['story', 'nordbil.localhost', story!],
    ]
    const found: Record<string, string> = {}
    for (const [type, host, path] of types) {
      const images = imagesAfterHeader(await page(host, path))
      const first = images[0] ?? '(no picture)'
      // The same picture may be written twice (a gallery's slide and its zoomable copy): one address, one request.
      const high = new Set(images.filter((img) => /fetchPriority="high"/i.test(img)).map((img) => img.match(/\bsrc="([^"]*)"/)?.[1]))
      const firstAtOnce = /fetchPriority="high"/i.test(first) && !/loading="lazy"/.test(first)
      found[type] = `${firstAtOnce ? 'first picture high, at once' : `first picture: ${first.slice(0, 160)}`}; ${high.size} high`
    }
    expect(found).toEqual(Object.fromEntries(types.map(([type]) => [type, 'first picture high, at once; 1 high'])))
  })
})
