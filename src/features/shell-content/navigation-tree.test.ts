import { describe, expect, it } from 'vitest'

import { buildNavigationTree, isCurrentItem, languageLinks, type NavigationPage } from './navigation-tree'

const page = (id: string, path: string, parentId?: string, extra: Partial<NavigationPage> = {}): NavigationPage => ({
  id,
  path,
  parentId,
  title: `Title ${id}`,
  ...extra,
})

const site: NavigationPage[] = [
  page('home', '/'),
  page('buy', '/kop-bil', 'home', { navTitle: 'Köp bil', navOrder: 10 }),
  page('new', '/kop-bil/nya', 'buy', { navOrder: 1 }),
  page('used', '/kop-bil/begagnade', 'buy', { navOrder: 2 }),
  page('ev', '/kop-bil/nya/elbilar', 'new'),
  page('deep', '/kop-bil/nya/elbilar/suv', 'ev'),
  page('service', '/service', 'home', { navOrder: 20 }),
  page('secret', '/service/intern', 'service', { hideInNavigation: true }),
  page('secret-child', '/service/intern/lista', 'secret'),
  page('legacy-hidden', '/gammal', 'home', { hideInNavigation: '1' }),
  page('about', '/om-oss', 'home', { navOrder: 5 }),
]

describe('buildNavigationTree', () => {
  const tree = buildNavigationTree(site, 'sv', 'sv')

  it('puts the start page children at the top level, in menu order, with their nav titles', () => {
    expect(tree.map((i) => i.title)).toEqual(['Title about', 'Köp bil', 'Title service'])
    expect(tree[1]!.href).toBe('/kop-bil')
  })

  it('stops at three levels', () => {
    const ev = tree[1]!.children[0]!.children[0]!
    expect(ev.id).toBe('ev')
    expect(ev.children).toEqual([])
  })

  it("leaves out hidden pages (true or the platform's '1') with their sub-pages, at every level", () => {
    const ids = JSON.stringify(tree)
    expect(ids).not.toContain('secret')
    expect(ids).not.toContain('legacy-hidden')
    expect(tree[2]!.children).toEqual([])
  })

  it('links to the page in the visited language', () => {
    const en = buildNavigationTree(site, 'en', 'sv')
    expect(en[1]!.href).toBe('/en/kop-bil')
    expect(en[1]!.children[0]!.href).toBe('/en/kop-bil/nya')
  })

  it('uses the external link override, with its text when given', () => {
    const tree2 = buildNavigationTree(
      [page('home', '/'), page('shop', '/butik', 'home', { externalLink: { href: 'https://shop.example.com', text: 'Webbshop' } })],
      'sv',
      'sv',
    )
    expect(tree2[0]).toMatchObject({ href: 'https://shop.example.com', title: 'Webbshop', external: { href: 'https://shop.example.com' } })
  })

  it('shows root pages without a start page, and pages whose parent is unpublished, at the top level', () => {
    const tree3 = buildNavigationTree([page('a', '/a'), page('b', '/a/b', 'gone')], 'sv', 'sv')
    expect(tree3.map((i) => i.id).sort()).toEqual(['a', 'b'])
  })
})

describe('languageLinks', () => {
  it('lists the site languages the page is translated into, linking to the same page', () => {
    expect(languageLinks('/om-oss', ['sv', 'en'], ['sv', 'en'], 'en')).toEqual([
      { locale: 'sv', nativeName: 'Svenska', englishName: 'Swedish', href: '/om-oss', current: false },
      { locale: 'en', nativeName: 'English', englishName: 'English', href: '/en/om-oss', current: true },
    ])
  })

  it('leaves out languages the page has no translation in', () => {
    expect(languageLinks('/kampanj', ['sv', 'en'], ['sv'], 'sv').map((l) => l.locale)).toEqual(['sv'])
  })
})

describe('isCurrentItem', () => {
  it('matches the page itself and its sub-pages, but the start page only itself', () => {
    expect(isCurrentItem('/kop-bil', '/kop-bil')).toBe(true)
    expect(isCurrentItem('/kop-bil', '/kop-bil/nya')).toBe(true)
    expect(isCurrentItem('/kop', '/kop-bil')).toBe(false)
    expect(isCurrentItem('/', '/kop-bil')).toBe(false)
    expect(isCurrentItem('https://shop.example.com', 'https://shop.example.com/x')).toBe(false)
  })
})
