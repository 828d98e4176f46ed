import { JSDOM } from 'jsdom'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { type FloorElement, floorPath, pageTree } from './next-floor-page'

// As the floor app's page builds it (FLOOR_PAGE in bench-next-floor.ts).
const build = (node: FloorElement | string, key?: number): ReactNode =>
  typeof node === 'string' ? node : createElement(node[0], { ...node[1], key }, ...node[2].map(build))

const page = (body: string) => `<!DOCTYPE html><html lang="sv"><head><title>t</title></head><body>${body}</body></html>`

/**
 * What a browser makes of markup (attribute names are case-blind in HTML, and React writes some in
 * camel case); for React's output, the wrapper the floor page puts the body in, without the
 * preload links React adds for pictures (it adds them on our pages as well).
 */
const parsed = (markup: string) => new JSDOM(page(markup)).window.document.body
const asBrowserSees = (markup: string) => parsed(markup).innerHTML
const floorBody = (tree: FloorElement) => parsed(renderToStaticMarkup(build(tree))).querySelector(':scope > div')!.innerHTML

describe('the floor page of a page’s HTML', () => {
  it('writes the same markup back, attributes React names differently included', () => {
    const body =
      '<div class="card" style="color:red;--color-accent:#1c5fcc" data-testid="car-card" aria-label="Bil">' +
      '<a href="/kop-bil/1/volvo">Volvo <span class="block">XC60</span></a><h3><span>Kia</span> <span>Sportage</span></h3>' +
      '<img alt="" loading="lazy" decoding="async" fetchpriority="high" src="/stock-images/suv.svg"/>' +
      '<svg viewBox="0 0 24 24" stroke-width="2" aria-hidden="true"><path d="M1 1h2"></path></svg>' +
      '<label for="q">Sök</label><input id="q" autocomplete="off" name="q" value="XC60"/>' +
      '<details open=""><summary>Mer</summary><p>Text</p></details>' +
      '<button type="button" disabled="" tabindex="-1">Nej</button>' +
      '</div>'
    const { tree, elements } = pageTree(page(body))
    expect(floorBody(tree)).toBe(asBrowserSees(body))
    expect(elements).toBe(15)
  })

  it('leaves out scripts, templates and noscript, and keeps a textarea’s text', () => {
    const { tree } = pageTree(
      page('<p>Hej</p><script>self.__next_f.push([1,""])</script><template id="B:0"></template><noscript>x</noscript><textarea name="m">Rad</textarea>'),
    )
    expect(floorBody(tree)).toBe(asBrowserSees('<p>Hej</p><textarea name="m">Rad</textarea>'))
  })

  it('moves the addresses of files under /_next to where the floor app serves them, in src and srcset', () => {
    const { tree } = pageTree(
      page('<img alt="" src="/_next/image?url=%2Fa.png&amp;w=640&amp;q=75" srcset="/_next/image?url=%2Fa.png&amp;w=320&amp;q=75 320w, /a.svg 640w"/>'),
    )
    const small = floorPath('/_next/image?url=%2Fa.png&w=320&q=75')
    const large = floorPath('/_next/image?url=%2Fa.png&w=640&q=75')
    expect(floorBody(tree)).toBe(asBrowserSees(`<img alt="" src="${large}" srcset="${small} 320w, /a.svg 640w">`))
    expect(small).toMatch(/^\/floor-assets\/_next\/image\/[0-9a-f]{16}$/)
    expect(small).not.toBe(large)
  })

  it('keeps a stylesheet’s folders below /floor-assets, so its relative font addresses still hold, and other paths as they are', () => {
    expect(floorPath('/_next/static/chunks/site.css')).toBe('/floor-assets/_next/static/chunks/site.css')
    expect(floorPath('/_next/static/media/inter.woff2')).toBe('/floor-assets/_next/static/media/inter.woff2')
    expect(floorPath('/stock-images/suv.svg')).toBe('/stock-images/suv.svg')
    expect(floorPath('/api/media/file/logo.svg')).toBe('/api/media/file/logo.svg')
  })
})
