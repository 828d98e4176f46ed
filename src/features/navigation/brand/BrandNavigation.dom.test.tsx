// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content/shell-types'

const navigation = vi.hoisted(() => ({ pathname: '/service' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

import { BrandNavigation, type BrandNavigationProps } from './BrandNavigation'

const item = (title: string, href: string, children: NavigationItem[] = []): NavigationItem => ({
  id: title.toLowerCase(),
  title,
  href,
  navigableWithChildren: true,
  children,
})

const cars = item('Cars', '/cars', [item('New', '/cars/new', [item('SUV', '/cars/new/suv'), item('Estate', '/cars/new/estate')]), item('Used', '/cars/used')])
const service = item('Service', '/service', [item('Tires', '/service/tires')])
const about = item('About', '/about')
const stories = item('Stories', '/stories')

const settings: NavigationSettings = {
  logoWidth: 150,
  logoHeight: 55,
  isSticky: true,
  slimNav: false,
  hasDarkTheme: false,
  showSeparator: false,
  extraItems: [{ title: 'Call us', link: { href: 'tel:+46101234567', text: '010-123 45 67', target: '_self' } }],
  iconLinks: [],
  messagePosition: 'above',
}

const languages: LanguageLink[] = [
  { locale: 'sv', nativeName: 'Svenska', englishName: 'Swedish', href: '/service', current: true },
  { locale: 'en', nativeName: 'English', englishName: 'English', href: '/en/service', current: false },
]

const texts = {
  mainLabel: 'Main menu',
  more: 'More',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  back: 'Back',
  showSubmenu: 'Show submenu for {title}',
  allIn: 'All of {title}',
  language: 'Language',
  home: '{site} home page',
}

const baseProps: BrandNavigationProps = {
  settings,
  items: [cars, service, about],
  languages,
  homeHref: '/',
  siteName: 'Nordbil',
  isHome: false,
  currentHref: '/service',
  texts,
}

let user: ReturnType<typeof userEvent.setup>

const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 })

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => screen.getByTestId<T>(id)
/** A button by its accessible name; closed panels and the closed drawer included. */
const buttonByName = (scope: HTMLElement, name: string) => within(scope).getByRole<HTMLButtonElement>('button', { name, hidden: true })
/** A link by its accessible name; links in closed panels included (they are in the page for search engines). */
const linkByText = (scope: HTMLElement, text: string) => within(scope).getByRole<HTMLAnchorElement>('link', { name: text, hidden: true })
/** Tabs through the page until `target` has the focus, as a keyboard user would. */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 30 && document.activeElement !== target; step++) await user.tab()
  expect(document.activeElement).toBe(target)
}

beforeEach(() => {
  navigation.pathname = '/service'
  user = userEvent.setup({ delay: null })
})

afterEach(() => {
  cleanup()
  document.documentElement.style.overflow = ''
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('mobile drawer (below 1024 px)', () => {
  beforeEach(() => setViewport(390))

  it('the hamburger opens the drawer as a modal dialog, moves focus into it and stops the page from scrolling', async () => {
    render(<BrandNavigation {...baseProps} />)
    const hamburger = byTestId<HTMLButtonElement>('nav-hamburger')
    const drawer = byTestId<HTMLDialogElement>('nav-drawer')
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(hamburger.getAttribute('aria-label')).toBe('Menu')
    expect(drawer.open).toBe(false)
    expect(document.getElementById(hamburger.getAttribute('aria-controls') ?? '')?.contains(drawer)).toBe(true)

    const showModal = vi.spyOn(drawer, 'showModal')
    await user.click(hamburger)
    expect(hamburger.getAttribute('aria-expanded')).toBe('true')
    expect(hamburger.getAttribute('aria-label')).toBe('Close menu')
    expect(drawer.open).toBe(true)
    // Modal (the page behind inert), not merely shown.
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(buttonByName(drawer, 'Close menu'))
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('drills into sub-menus up to three levels, and Back returns to the level before', async () => {
    render(<BrandNavigation {...baseProps} />)
    await user.click(byTestId('nav-hamburger'))
    const drawer = byTestId('nav-drawer')

    await user.click(buttonByName(drawer, 'Show submenu for Cars'))
    expect(drawer.querySelector('h2')?.textContent).toBe('Cars')
    expect(linkByText(drawer, 'All of Cars').getAttribute('href')).toBe('/cars')
    expect(linkByText(drawer, 'Used').getAttribute('href')).toBe('/cars/used')
    expect(document.activeElement?.textContent).toBe('Back')

    await user.click(buttonByName(drawer, 'Show submenu for New'))
    expect(drawer.querySelector('h2')?.textContent).toBe('New')
    expect(linkByText(drawer, 'SUV').getAttribute('href')).toBe('/cars/new/suv')
    // The third level is the deepest: nothing to drill into.
    expect(drawer.querySelectorAll('[data-drill-id]')).toHaveLength(0)

    await user.click(buttonByName(drawer, 'Back'))
    expect(drawer.querySelector('h2')?.textContent).toBe('Cars')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show submenu for New')

    await user.click(buttonByName(drawer, 'Back'))
    expect(drawer.querySelector('h2')).toBeNull()
    expect(linkByText(drawer, 'About').getAttribute('href')).toBe('/about')
  })

  it('shows language links and extra items at the bottom of the top level', async () => {
    render(<BrandNavigation {...baseProps} />)
    await user.click(byTestId('nav-hamburger'))
    const drawer = byTestId('nav-drawer')
    expect(linkByText(drawer, 'English').getAttribute('href')).toBe('/en/service')
    expect(linkByText(drawer, 'Svenska').getAttribute('aria-current')).toBe('page')
    expect(drawer.querySelector('a[href="tel:+46101234567"]')?.textContent).toContain('010-123 45 67')
  })

  it('Escape closes it, returns focus to the hamburger and lets the page scroll again; it reopens at the top level', async () => {
    render(<BrandNavigation {...baseProps} />)
    const hamburger = byTestId<HTMLButtonElement>('nav-hamburger')
    await user.click(hamburger)
    await user.click(buttonByName(byTestId('nav-drawer'), 'Show submenu for Cars'))
    await user.keyboard('{Escape}')
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
    expect(document.activeElement).toBe(hamburger)
    expect(document.documentElement.style.overflow).toBe('')

    await user.click(hamburger)
    expect(byTestId('nav-drawer').querySelector('h2')).toBeNull()
  })

  it('the close button inside the drawer closes it', async () => {
    render(<BrandNavigation {...baseProps} />)
    await user.click(byTestId('nav-hamburger'))
    const hamburger = byTestId('nav-hamburger')
    await user.click(buttonByName(byTestId('nav-drawer'), 'Close menu'))
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(hamburger)
  })

  it('following a link or the logo closes it', async () => {
    render(<BrandNavigation {...baseProps} />)
    const drawer = byTestId<HTMLDialogElement>('nav-drawer')
    await user.click(byTestId('nav-hamburger'))
    const link = linkByText(drawer, 'About')
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    expect(drawer.open).toBe(false)

    await user.click(byTestId('nav-hamburger'))
    const logo = drawer.querySelector<HTMLAnchorElement>('a[aria-label="Nordbil home page"]')
    if (!logo) throw new Error('no logo link in the drawer')
    logo.addEventListener('click', (event) => event.preventDefault())
    await user.click(logo)
    expect(drawer.open).toBe(false)
  })

  it('a route change closes it', async () => {
    const { rerender } = render(<BrandNavigation {...baseProps} />)
    await user.click(byTestId('nav-hamburger'))
    navigation.pathname = '/about'
    rerender(<BrandNavigation {...baseProps} currentHref="/about" />)
    expect(byTestId('nav-hamburger').getAttribute('aria-expanded')).toBe('false')
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
  })
})

describe('hamburger between 1024 and 1279 px', () => {
  it('opens the full-width mega menu panel with every top-level item and its children', async () => {
    setViewport(1100)
    render(<BrandNavigation {...baseProps} />)
    const hamburger = byTestId('nav-hamburger')
    const menu = document.getElementById(hamburger.getAttribute('aria-controls') ?? '')
    const panel = menu?.querySelector<HTMLElement>(':scope > div:not(.lg\\:hidden)')
    if (!panel) throw new Error('no hamburger panel')
    expect(panel.hidden).toBe(true)

    await user.click(hamburger)
    expect(panel.hidden).toBe(false)
    // The drawer stays closed: a modal opened here, even hidden by CSS, would make the page inert.
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(linkByText(panel, 'Cars').getAttribute('href')).toBe('/cars')
    expect(linkByText(panel, 'Used').getAttribute('href')).toBe('/cars/used')
    expect(linkByText(panel, 'Tires').getAttribute('href')).toBe('/service/tires')
    expect(panel.contains(document.activeElement)).toBe(true)

    await user.keyboard('{Escape}')
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(hamburger)
  })
})

describe('desktop bar (1280 px and wider)', () => {
  beforeEach(() => setViewport(1400))

  const nav = () => {
    // The desktop bar (the drawer and the hamburger panel hold the same links).
    const element = document.querySelector<HTMLElement>('nav.xl\\:flex')
    if (!element) throw new Error('no desktop nav')
    return element
  }
  const panelOf = (button: HTMLElement) => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    if (!panel) throw new Error('no panel')
    return panel
  }
  it('hover opens a dropdown; it closes 200 ms after the pointer leaves', async () => {
    vi.useFakeTimers()
    render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await user.hover(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(carsButton).hidden).toBe(false)

    await user.hover(document.body)
    act(() => vi.advanceTimersByTime(199))
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(carsButton).hidden).toBe(true)
  })

  it('only one dropdown is open at a time', async () => {
    render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    const serviceButton = buttonByName(nav(), 'Service')
    await user.hover(carsButton)
    // As browsers do: out of the first entry towards the second, then over the second.
    await user.hover(serviceButton)
    expect(serviceButton.getAttribute('aria-expanded')).toBe('true')
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('the mega menu lists the children as columns with their own children as links', async () => {
    render(<BrandNavigation {...baseProps} />)
    const panel = panelOf(buttonByName(nav(), 'Cars'))
    expect(linkByText(panel, 'All of Cars').getAttribute('href')).toBe('/cars')
    expect(linkByText(panel, 'New').getAttribute('href')).toBe('/cars/new')
    expect(linkByText(panel, 'SUV').getAttribute('href')).toBe('/cars/new/suv')
  })

  it('keyboard: focus opens, ArrowDown moves into the dropdown, Escape closes and returns to the top item, arrows move along the bar', async () => {
    render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await tabTo(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')

    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('All of Cars')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('New')
    await user.keyboard('{ArrowUp}')
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(carsButton)

    await user.keyboard('{ArrowDown}')
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')

    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('Service')
    await user.keyboard('{ArrowLeft}')
    await user.keyboard('{ArrowLeft}')
    // Wraps from the first entry to the last one: the language switcher.
    expect(document.activeElement?.getAttribute('aria-controls')).toContain('panel-language')
  })

  it('Space or Enter (a click on the focused button) toggles a dropdown', async () => {
    render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await tabTo(carsButton)
    await user.keyboard('{Escape}')
    await user.keyboard('{Enter}')
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard(' ')
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('a route change closes the open dropdown', async () => {
    const { rerender } = render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await user.click(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    navigation.pathname = '/cars/used'
    rerender(<BrandNavigation {...baseProps} currentHref="/cars/used" />)
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('marks the current page and highlights its top-level section', async () => {
    render(<BrandNavigation {...baseProps} currentHref="/cars/new/suv" />)
    const carsButton = buttonByName(nav(), 'Cars')
    expect(carsButton.dataset.selected).toBe('true')
    expect(buttonByName(nav(), 'Service').dataset.selected).toBe('false')
    expect(linkByText(panelOf(carsButton), 'SUV').getAttribute('aria-current')).toBe('page')
    expect(linkByText(panelOf(carsButton), 'Used').hasAttribute('aria-current')).toBe(false)
  })

  it('items that do not fit move into More; when everything fits there is no More', async () => {
    const widths = (element: Element): number => {
      if (element.matches('nav.xl\\:flex')) return 700
      if (element.matches('[data-ruler-item]')) return 200
      if (element.matches('[data-ruler-more]')) return 80
      if (element.matches('nav.xl\\:flex > ul:nth-of-type(2)')) return 100
      return 0
    }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: widths(this), height: 44, top: 0, left: 0, right: widths(this), bottom: 44, x: 0, y: 0, toJSON: () => ({}) } as DOMRect
    })

    const fitting = render(<BrandNavigation {...baseProps} items={[cars, service, about]} />)
    expect(screen.queryByTestId('nav-more')).toBeNull()

    fitting.unmount()
    // Four items of 200 px in 600 px: two stay beside More, About and Stories go into it.
    render(<BrandNavigation {...baseProps} items={[cars, service, about, stories]} />)
    const more = byTestId('nav-more')
    const inline = Array.from(nav().querySelectorAll(':scope > ul:first-of-type > li > :first-child'), (element) => element.textContent?.trim())
    expect(inline).toEqual(['Cars', 'Service', 'More'])
    await user.click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(linkByText(panelOf(more), 'About').getAttribute('href')).toBe('/about')
    expect(linkByText(panelOf(more), 'Stories').getAttribute('href')).toBe('/stories')
  })

  it('the language switcher lists the languages with the current one marked, and is left out for a single language', async () => {
    const { rerender } = render(<BrandNavigation {...baseProps} />)
    const switcher = nav().querySelector<HTMLButtonElement>('button[aria-controls*="panel-language"]')
    if (!switcher) throw new Error('no language switcher')
    expect(switcher.textContent).toContain('Svenska')
    await user.click(switcher)
    expect(linkByText(panelOf(switcher), 'English').getAttribute('href')).toBe('/en/service')
    expect(linkByText(panelOf(switcher), 'Svenska').getAttribute('aria-current')).toBe('page')

    rerender(<BrandNavigation {...baseProps} languages={languages.slice(0, 1)} />)
    expect(nav().querySelector('button[aria-controls*="panel-language"]')).toBeNull()
  })
})

describe('bar on the start page', () => {
  it('floats transparently until the page is scrolled more than 100 px', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0)
      return 0
    })
    render(<BrandNavigation {...baseProps} isHome currentHref="/" />)
    const header = byTestId('brand-nav')
    expect(header.dataset.solid).toBe('false')
    expect(header.className).toContain('bg-transparent')

    Object.defineProperty(window, 'scrollY', { value: 101, configurable: true })
    fireEvent.scroll(window)
    expect(header.dataset.solid).toBe('true')

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    fireEvent.scroll(window)
    expect(header.dataset.solid).toBe('false')
  })
})

describe('accessibility structure', () => {
  it('has no interactive element inside another, and every list item sits in a list', async () => {
    setViewport(1400)
    const { container } = render(<BrandNavigation {...baseProps} items={[cars, service, about, stories]} />)
    expect(container.querySelectorAll('a a, a button, button a, button button')).toHaveLength(0)
    for (const li of Array.from(container.querySelectorAll('li'))) {
      expect(['UL', 'OL']).toContain(li.parentElement?.tagName)
    }
  })
})
