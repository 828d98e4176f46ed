import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content/shell-types'

import { DealerGroupNavigation, type DealerGroupNavigationProps } from './DealerGroupNavigation'

const settings: NavigationSettings = {
  logoWidth: 150,
  logoHeight: 55,
  isSticky: false,
  slimNav: false,
  hasDarkTheme: false,
  showSeparator: false,
  extraItems: [],
  iconLinks: [{ icon: 'phone', label: 'Call us', href: 'tel:+46101234567', target: '_self' }],
  messagePosition: 'above',
}

const page = (id: string, title: string, href: string, over: Partial<NavigationItem> = {}): NavigationItem => ({
  id,
  title,
  href,
  navigableWithChildren: false,
  children: [],
  ...over,
})

const items: NavigationItem[] = [
  page('cars', 'Cars', '/en/cars'),
  page('service', 'Service', '/en/service', {
    children: [page('tyres', 'Tyres', '/en/service/tyres'), page('booking', 'Book service', '/en/service/booking')],
  }),
  page('about', 'About us', '/en/about', { navigableWithChildren: true, children: [page('careers', 'Careers', '/en/about/careers')] }),
  page('leasing', 'Leasing', '/en/leasing', { external: { href: 'https://leasing.example.com', text: 'Leasing portal' } }),
]

const languages: LanguageLink[] = [
  { locale: 'sv', nativeName: 'Svenska', englishName: 'Swedish', href: '/sv/service', current: false },
  { locale: 'en', nativeName: 'English', englishName: 'English', href: '/en/service', current: true },
]

const texts = {
  mainLabel: 'Main menu',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  showSubmenu: 'Show submenu for {title}',
  language: 'Language',
  home: '{site} home page',
}

function render(over: Partial<DealerGroupNavigationProps> = {}) {
  return renderToString(
    <DealerGroupNavigation
      settings={settings}
      items={items}
      languages={languages}
      homeHref="/en"
      siteName="Dealer Group"
      currentHref="/en/cars"
      texts={texts}
      {...over}
    />,
  )
}

/** The opening tag of the first element whose tag contains `marker`. */
const tagWith = (html: string, marker: string) => html.match(new RegExp(`<[a-z]+[^>]*${marker}[^>]*>`))?.[0] ?? ''

describe('DealerGroupNavigation', () => {
  it('is a sticky header with a labelled main navigation', () => {
    const html = render()
    expect(tagWith(html, 'data-testid="dealer-group-nav"')).toMatch(/^<header[^>]*sticky top-0 z-50/)
    expect(html).toContain('aria-label="Main menu"')
  })

  it('links the logo, or the site name without one, to the start page', () => {
    expect(tagWith(render(), 'aria-label="Dealer Group home page"')).toContain('href="/en"')
    expect(render()).toContain('<span>Dealer Group</span>')
    const withLogo = render({ settings: { ...settings, logo: { url: '/logo.svg', alt: 'Logo' }, logoWidth: 200, logoHeight: 60 } })
    expect(tagWith(withLogo, 'src="/logo.svg"')).toContain('width="200"')
    expect(withLogo).toContain('--logo-w:200px')
  })

  it('makes an item with children a button unless it is flagged navigable', () => {
    const html = render()
    expect(html).not.toMatch(/<a[^>]*href="\/en\/service"[^>]*>Service</)
    expect(tagWith(html, 'aria-controls="[^"]*dropdown-service"')).toMatch(/^<button[^>]*aria-expanded="false"/)
    expect(html).toContain('href="/en/about"')
    expect(tagWith(html, 'aria-label="Show submenu for About us"')).toMatch(/^<button[^>]*aria-expanded="false"/)
  })

  it('keeps dropdown links in the page but hidden until opened', () => {
    const html = render()
    expect(html).toContain('href="/en/service/tyres"')
    expect(tagWith(html, 'id="[^"]*dropdown-service"')).toMatch(/^<ul[^>]*hidden/)
  })

  it('opens the external override in a new tab with its own text', () => {
    const html = render()
    const leasing = tagWith(html, 'href="https://leasing.example.com"')
    expect(leasing).toContain('target="_blank"')
    expect(leasing).toContain('rel="noopener noreferrer"')
    expect(html).toContain('Leasing portal')
  })

  it('highlights the current page and the section it belongs to', () => {
    expect(tagWith(render({ currentHref: '/en/cars' }), 'href="/en/cars"')).toContain('aria-current="page"')
    expect(tagWith(render({ currentHref: '/en/cars/volvo-xc60' }), 'href="/en/cars"')).toContain('aria-current="true"')
    expect(tagWith(render({ currentHref: '/en/about/careers' }), 'href="/en/about"')).toContain('aria-current="true"')
    expect(tagWith(render({ currentHref: '/en/carsharing' }), 'href="/en/cars"')).not.toContain('aria-current')
  })

  it('shows icon links with a text for screen readers', () => {
    const html = render()
    expect(html).toContain('href="tel:+46101234567"')
    expect(html).toContain('<span class="sr-only">Call us</span>')
  })

  it('shows language links only when there is another language, marking the current one', () => {
    const html = render()
    expect(tagWith(html, 'href="/sv/service"')).toContain('hrefLang="sv"')
    expect(tagWith(html, 'href="/en/service"')).toContain('aria-current="page"')
    expect(html).toContain('aria-label="Language"')
    expect(render({ languages: [languages[1]!] })).not.toContain('aria-label="Language"')
  })

  it('has a closed mobile menu button controlling the menu panel', () => {
    const html = render()
    const button = tagWith(html, 'data-testid="nav-menu-button"')
    expect(button).toMatch(/^<button/)
    expect(button).toContain('aria-expanded="false"')
    const panelId = button.match(/aria-controls="([^"]+)"/)?.[1]
    expect(html).toMatch(new RegExp(`<dialog[^>]*id="${panelId}"`))
  })

  it('puts the alert first and the banner above or below the bar as configured', () => {
    const alert = <div data-testid="alert-bar" />
    const banner = <div data-testid="message-banner" />
    const above = render({ alert, banner })
    expect(above.indexOf('alert-bar')).toBeLessThan(above.indexOf('message-banner'))
    expect(above.indexOf('message-banner')).toBeLessThan(above.indexOf('Dealer Group home page'))
    const below = render({ alert, banner, settings: { ...settings, messagePosition: 'below' } })
    expect(below.indexOf('alert-bar')).toBeLessThan(below.indexOf('Dealer Group home page'))
    expect(below.indexOf('message-banner')).toBeGreaterThan(below.indexOf('Dealer Group home page'))
  })
})
