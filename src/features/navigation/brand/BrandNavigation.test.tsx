import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { NavigationItem, NavigationSettings } from '@/features/shell-content/shell-types'

vi.mock('next/navigation', () => ({ usePathname: () => '/service' }))

import { BrandNavigation, type BrandNavigationProps } from './BrandNavigation'

/** The server HTML of the brand header: what a visitor gets before any script runs. */

const item = (title: string, href: string, children: NavigationItem[] = [], image?: NavigationItem['image']): NavigationItem => ({
  id: title.toLowerCase(),
  title,
  href,
  navigableWithChildren: true,
  children,
  ...(image ? { image } : {}),
})
const picture = { url: '/media/suv.jpg', alt: 'SUV' }

const settings: NavigationSettings = {
  logoWidth: 150,
  logoHeight: 55,
  isSticky: false,
  slimNav: false,
  hasDarkTheme: false,
  showSeparator: false,
  extraItems: [],
  iconLinks: [],
  messagePosition: 'above',
}

const props: BrandNavigationProps = {
  settings,
  items: [item('Cars', '/cars', [item('New', '/cars/new', [], picture)]), item('Service', '/service')],
  languages: [],
  homeHref: '/',
  siteName: 'Nordbil',
  isHome: false,
  currentHref: '/service',
  texts: {
    mainLabel: 'Main menu',
    more: 'More',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    back: 'Back',
    showSubmenu: 'Show submenu for {title}',
    allIn: 'All of {title}',
    language: 'Language',
    home: '{site} home page',
  },
}

const html = (overrides: Partial<BrandNavigationProps> = {}) => renderToString(<BrandNavigation {...props} {...overrides} />)
const headerTag = (markup: string) => markup.match(/<header[^>]*>/)?.[0] ?? ''

describe('BrandNavigation (server HTML)', () => {
  it('renders a header with the main navigation landmark, the hamburger and the drawer', () => {
    const markup = html()
    expect(headerTag(markup)).toContain('data-testid="brand-nav"')
    expect(markup).toContain('<nav aria-label="Main menu"')
    expect(markup).toContain('data-testid="nav-hamburger"')
    expect(markup).toContain('data-testid="nav-drawer"')
  })

  it('links the logo to the start page at LogoWidth x LogoHeight, shrinking to 90 % below 640 px', () => {
    const markup = html({ settings: { ...settings, logo: { url: '/logo.svg', alt: '' }, logoWidth: 180, logoHeight: 40 } })
    expect(markup).toMatch(/<a style="--logo-w:180px;--logo-h:40px"[^>]*href="\/"/)
    expect(markup).toMatch(/<img src="\/logo.svg" alt="Nordbil home page" width="180" height="40"/)
    expect(markup).toContain('w-[calc(var(--logo-w)*0.9)]')
    expect(markup).toContain('sm:w-(--logo-w)')
  })

  it('uses the default 150 x 55 when the logo size is missing', () => {
    expect(html({ settings: { ...settings, logoWidth: 0, logoHeight: 0 } })).toContain('--logo-w:150px;--logo-h:55px')
  })

  it('shows the site name when there is no logo picture', () => {
    expect(html()).toMatch(/<a [^>]*aria-label="Nordbil home page"[^>]*href="\/"><span[^>]*>Nordbil<\/span><\/a>/)
  })

  it('applies the bar settings: sticky, slim, dark theme and separator line', () => {
    const plain = html()
    expect(headerTag(plain)).not.toContain('sticky')
    expect(plain).toContain('min-h-20')
    expect(headerTag(plain)).toContain('bg-header-background')

    const styled = html({ settings: { ...settings, isSticky: true, slimNav: true, hasDarkTheme: true, showSeparator: true } })
    expect(headerTag(styled)).toContain('sticky top-0 z-50')
    expect(styled).toContain('min-h-14')
    expect(headerTag(styled)).toContain('bg-neutral-900 text-white')
    expect(styled).toMatch(/class="relative border-b /)
  })

  it('floats transparently over the banner on the start page, solid elsewhere', () => {
    const home = headerTag(html({ isHome: true, currentHref: '/' }))
    expect(home).toContain('data-solid="false"')
    expect(home).toContain('absolute inset-x-0 top-0')
    expect(home).toContain('bg-transparent text-white')
    expect(headerTag(html({ isHome: true, currentHref: '/', settings: { ...settings, isSticky: true } }))).toContain('fixed inset-x-0 top-0')
    expect(headerTag(html())).toContain('data-solid="true"')
  })

  it('renders the alert bar above the bar inside the header', () => {
    const markup = html({ message: <div id="alert">Closed on Friday</div> })
    const header = markup.indexOf('<header')
    const alert = markup.indexOf('Closed on Friday')
    expect(alert).toBeGreaterThan(header)
    expect(alert).toBeLessThan(markup.indexOf('data-testid="nav-hamburger"'))
  })

  it('has the dropdown links in the HTML while closed, with toggle buttons pointing at them', () => {
    const markup = html()
    const toggle = markup.match(/<button type="button" aria-expanded="false" aria-controls="([^"]+)"[^>]*>Cars/)
    expect(toggle).not.toBeNull()
    expect(markup).toContain(`id="${toggle?.[1]}" hidden=""`)
    expect(markup).toContain('href="/cars">All of Cars</a>')
  })

  it('marks the current page link with aria-current', () => {
    expect(html()).toMatch(/<a aria-current="page"[^>]*href="\/service">Service<\/a>/)
  })

  it('shows mega menu pictures when an item has up to 4 children, and only above 1500 px when it has more', () => {
    const few = html()
    expect(few).toMatch(/<span class="mb-3 block w-full"><img src="\/media\/suv.jpg" alt=""/)

    const many = item(
      'Cars',
      '/cars',
      ['A', 'B', 'C', 'D', 'E'].map((title) => item(title, `/cars/${title}`, [], picture)),
    )
    const markup = html({ items: [many] })
    expect(markup.match(/<span class="mb-3 hidden w-full min-\[1501px\]:block"><img/g)).toHaveLength(5)
  })

  it('hides the language switcher for a single language', () => {
    const one = [{ locale: 'sv' as const, nativeName: 'Svenska', englishName: 'Swedish', href: '/service', current: true }]
    expect(html({ languages: one })).not.toContain('panel-language')
    expect(html({ languages: [...one, { locale: 'en', nativeName: 'English', englishName: 'English', href: '/en/service', current: false }] })).toContain(
      'panel-language',
    )
  })
})
