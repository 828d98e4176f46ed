// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
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

let container: HTMLDivElement
let root: Root

const render = async (element: ReactNode) => {
  await act(async () => root.render(element))
}
const setViewport = (width: number) => (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 })

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => {
  const element = container.querySelector<T>(`[data-testid="${id}"]`)
  if (!element) throw new Error(`no [data-testid=${id}]`)
  return element
}
const buttonByName = (scope: ParentNode, name: string) => {
  const button = Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)
  if (!button) throw new Error(`no button "${name}"`)
  return button
}
const linkByText = (scope: ParentNode, text: string) => {
  const link = Array.from(scope.querySelectorAll<HTMLAnchorElement>('a')).find((a) => a.textContent?.trim() === text)
  if (!link) throw new Error(`no link "${text}"`)
  return link
}
const press = async (key: string) => {
  await act(async () => {
    ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}
const click = async (element: HTMLElement) => {
  await act(async () => element.click())
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  navigation.pathname = '/service'
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  document.documentElement.style.overflow = ''
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('mobile drawer (below 1024 px)', () => {
  beforeEach(() => setViewport(390))

  it('the hamburger opens the drawer as a modal dialog, moves focus into it and stops the page from scrolling', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const hamburger = byTestId<HTMLButtonElement>('nav-hamburger')
    const drawer = byTestId<HTMLDialogElement>('nav-drawer')
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(hamburger.getAttribute('aria-label')).toBe('Menu')
    expect(drawer.open).toBe(false)
    expect(document.getElementById(hamburger.getAttribute('aria-controls') ?? '')?.contains(drawer)).toBe(true)

    const showModal = vi.spyOn(drawer, 'showModal')
    await click(hamburger)
    expect(hamburger.getAttribute('aria-expanded')).toBe('true')
    expect(hamburger.getAttribute('aria-label')).toBe('Close menu')
    expect(drawer.open).toBe(true)
    // Modal (the page behind inert), not merely shown.
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(buttonByName(drawer, 'Close menu'))
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('drills into sub-menus up to three levels, and Back returns to the level before', async () => {
    await render(<BrandNavigation {...baseProps} />)
    await click(byTestId('nav-hamburger'))
    const drawer = byTestId('nav-drawer')

    await click(buttonByName(drawer, 'Show submenu for Cars'))
    expect(drawer.querySelector('h2')?.textContent).toBe('Cars')
    expect(linkByText(drawer, 'All of Cars').getAttribute('href')).toBe('/cars')
    expect(linkByText(drawer, 'Used').getAttribute('href')).toBe('/cars/used')
    expect(document.activeElement?.textContent).toBe('Back')

    await click(buttonByName(drawer, 'Show submenu for New'))
    expect(drawer.querySelector('h2')?.textContent).toBe('New')
    expect(linkByText(drawer, 'SUV').getAttribute('href')).toBe('/cars/new/suv')
    // The third level is the deepest: nothing to drill into.
    expect(drawer.querySelectorAll('[data-drill-id]')).toHaveLength(0)

    await click(buttonByName(drawer, 'Back'))
    expect(drawer.querySelector('h2')?.textContent).toBe('Cars')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show submenu for New')

    await click(buttonByName(drawer, 'Back'))
    expect(drawer.querySelector('h2')).toBeNull()
    expect(linkByText(drawer, 'About').getAttribute('href')).toBe('/about')
  })

  it('shows language links and extra items at the bottom of the top level', async () => {
    await render(<BrandNavigation {...baseProps} />)
    await click(byTestId('nav-hamburger'))
    const drawer = byTestId('nav-drawer')
    expect(linkByText(drawer, 'English').getAttribute('href')).toBe('/en/service')
    expect(linkByText(drawer, 'Svenska').getAttribute('aria-current')).toBe('page')
    expect(drawer.querySelector('a[href="tel:+46101234567"]')?.textContent).toContain('010-123 45 67')
  })

  it('Escape closes it, returns focus to the hamburger and lets the page scroll again; it reopens at the top level', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const hamburger = byTestId<HTMLButtonElement>('nav-hamburger')
    await click(hamburger)
    await click(buttonByName(byTestId('nav-drawer'), 'Show submenu for Cars'))
    await press('Escape')
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
    expect(document.activeElement).toBe(hamburger)
    expect(document.documentElement.style.overflow).toBe('')

    await click(hamburger)
    expect(byTestId('nav-drawer').querySelector('h2')).toBeNull()
  })

  it('the close button inside the drawer closes it', async () => {
    await render(<BrandNavigation {...baseProps} />)
    await click(byTestId('nav-hamburger'))
    const hamburger = byTestId('nav-hamburger')
    await click(buttonByName(byTestId('nav-drawer'), 'Close menu'))
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(hamburger)
  })

  it('following a link or the logo closes it', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const drawer = byTestId<HTMLDialogElement>('nav-drawer')
    await click(byTestId('nav-hamburger'))
    const link = linkByText(drawer, 'About')
    link.addEventListener('click', (event) => event.preventDefault())
    await click(link)
    expect(drawer.open).toBe(false)

    await click(byTestId('nav-hamburger'))
    const logo = drawer.querySelector<HTMLAnchorElement>('a[aria-label="Nordbil home page"]')
    if (!logo) throw new Error('no logo link in the drawer')
    logo.addEventListener('click', (event) => event.preventDefault())
    await click(logo)
    expect(drawer.open).toBe(false)
  })

  it('a route change closes it', async () => {
    await render(<BrandNavigation {...baseProps} />)
    await click(byTestId('nav-hamburger'))
    navigation.pathname = '/about'
    await render(<BrandNavigation {...baseProps} currentHref="/about" />)
    expect(byTestId('nav-hamburger').getAttribute('aria-expanded')).toBe('false')
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
  })
})

describe('hamburger between 1024 and 1279 px', () => {
  it('opens the full-width mega menu panel with every top-level item and its children', async () => {
    setViewport(1100)
    await render(<BrandNavigation {...baseProps} />)
    const hamburger = byTestId('nav-hamburger')
    const menu = document.getElementById(hamburger.getAttribute('aria-controls') ?? '')
    const panel = menu?.querySelector<HTMLElement>(':scope > div:not(.lg\\:hidden)')
    if (!panel) throw new Error('no hamburger panel')
    expect(panel.hidden).toBe(true)

    await click(hamburger)
    expect(panel.hidden).toBe(false)
    // The drawer stays closed: a modal opened here, even hidden by CSS, would make the page inert.
    expect(byTestId<HTMLDialogElement>('nav-drawer').open).toBe(false)
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(linkByText(panel, 'Cars').getAttribute('href')).toBe('/cars')
    expect(linkByText(panel, 'Used').getAttribute('href')).toBe('/cars/used')
    expect(linkByText(panel, 'Tires').getAttribute('href')).toBe('/service/tires')
    expect(panel.contains(document.activeElement)).toBe(true)

    await press('Escape')
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(hamburger)
  })
})

describe('desktop bar (1280 px and wider)', () => {
  beforeEach(() => setViewport(1400))

  const nav = () => {
    const element = container.querySelector<HTMLElement>('nav.xl\\:flex')
    if (!element) throw new Error('no desktop nav')
    return element
  }
  const panelOf = (button: HTMLElement) => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    if (!panel) throw new Error('no panel')
    return panel
  }
  const pointer = async (type: 'pointerover' | 'pointerout', target: Element, relatedTarget: Element | null = null) => {
    await act(async () => {
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget }))
    })
  }

  it('hover opens a dropdown; it closes 200 ms after the pointer leaves', async () => {
    vi.useFakeTimers()
    await render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await pointer('pointerover', carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(carsButton).hidden).toBe(false)

    await pointer('pointerout', carsButton, document.body)
    await act(async () => vi.advanceTimersByTime(199))
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    await act(async () => vi.advanceTimersByTime(1))
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(carsButton).hidden).toBe(true)
  })

  it('only one dropdown is open at a time', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    const serviceButton = buttonByName(nav(), 'Service')
    await pointer('pointerover', carsButton)
    // As browsers do: out of the first entry towards the second, then over the second.
    await pointer('pointerout', carsButton, serviceButton)
    await pointer('pointerover', serviceButton, carsButton)
    expect(serviceButton.getAttribute('aria-expanded')).toBe('true')
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('the mega menu lists the children as columns with their own children as links', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const panel = panelOf(buttonByName(nav(), 'Cars'))
    expect(linkByText(panel, 'All of Cars').getAttribute('href')).toBe('/cars')
    expect(linkByText(panel, 'New').getAttribute('href')).toBe('/cars/new')
    expect(linkByText(panel, 'SUV').getAttribute('href')).toBe('/cars/new/suv')
  })

  it('keyboard: focus opens, ArrowDown moves into the dropdown, Escape closes and returns to the top item, arrows move along the bar', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await act(async () => carsButton.focus())
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')

    await press('ArrowDown')
    expect(document.activeElement?.textContent).toBe('All of Cars')
    await press('ArrowDown')
    expect(document.activeElement?.textContent).toBe('New')
    await press('ArrowUp')
    await press('ArrowUp')
    expect(document.activeElement).toBe(carsButton)

    await press('ArrowDown')
    await press('Escape')
    expect(document.activeElement).toBe(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')

    await press('ArrowRight')
    expect(document.activeElement?.textContent).toBe('Service')
    await press('ArrowLeft')
    await press('ArrowLeft')
    // Wraps from the first entry to the last one: the language switcher.
    expect(document.activeElement?.getAttribute('aria-controls')).toContain('panel-language')
  })

  it('Space or Enter (a click on the focused button) toggles a dropdown', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await act(async () => carsButton.focus())
    await press('Escape')
    await click(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    await click(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('a route change closes the open dropdown', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const carsButton = buttonByName(nav(), 'Cars')
    await click(carsButton)
    expect(carsButton.getAttribute('aria-expanded')).toBe('true')
    navigation.pathname = '/cars/used'
    await render(<BrandNavigation {...baseProps} currentHref="/cars/used" />)
    expect(carsButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('marks the current page and highlights its top-level section', async () => {
    await render(<BrandNavigation {...baseProps} currentHref="/cars/new/suv" />)
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

    await render(<BrandNavigation {...baseProps} items={[cars, service, about]} />)
    expect(container.querySelector('[data-testid="nav-more"]')).toBeNull()

    await act(async () => root.unmount())
    root = createRoot(container)
    // Four items of 200 px in 600 px: two stay beside More, About and Stories go into it.
    await render(<BrandNavigation {...baseProps} items={[cars, service, about, stories]} />)
    const more = byTestId('nav-more')
    const inline = Array.from(nav().querySelectorAll(':scope > ul:first-of-type > li > :first-child'), (element) => element.textContent?.trim())
    expect(inline).toEqual(['Cars', 'Service', 'More'])
    await click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(linkByText(panelOf(more), 'About').getAttribute('href')).toBe('/about')
    expect(linkByText(panelOf(more), 'Stories').getAttribute('href')).toBe('/stories')
  })

  it('the language switcher lists the languages with the current one marked, and is left out for a single language', async () => {
    await render(<BrandNavigation {...baseProps} />)
    const switcher = nav().querySelector<HTMLButtonElement>('button[aria-controls*="panel-language"]')
    if (!switcher) throw new Error('no language switcher')
    expect(switcher.textContent).toContain('Svenska')
    await click(switcher)
    expect(linkByText(panelOf(switcher), 'English').getAttribute('href')).toBe('/en/service')
    expect(linkByText(panelOf(switcher), 'Svenska').getAttribute('aria-current')).toBe('page')

    await render(<BrandNavigation {...baseProps} languages={languages.slice(0, 1)} />)
    expect(nav().querySelector('button[aria-controls*="panel-language"]')).toBeNull()
  })
})

describe('bar on the start page', () => {
  it('floats transparently until the page is scrolled more than 100 px', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0)
      return 0
    })
    await render(<BrandNavigation {...baseProps} isHome currentHref="/" />)
    const header = byTestId('brand-nav')
    expect(header.dataset.solid).toBe('false')
    expect(header.className).toContain('bg-transparent')

    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 101, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header.dataset.solid).toBe('true')

    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header.dataset.solid).toBe('false')
  })
})

describe('accessibility structure', () => {
  it('has no interactive element inside another, and every list item sits in a list', async () => {
    setViewport(1400)
    await render(<BrandNavigation {...baseProps} items={[cars, service, about, stories]} />)
    expect(container.querySelectorAll('a a, a button, button a, button button')).toHaveLength(0)
    for (const li of Array.from(container.querySelectorAll('li'))) {
      expect(['UL', 'OL']).toContain(li.parentElement?.tagName)
    }
  })
})
