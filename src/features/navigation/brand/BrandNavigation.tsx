'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content'
import { usePageScrollLock } from '@/lib/ui/use-modal-dialog'

import { useStickyHeaderOffset } from '../use-sticky-header-offset'

import { DEFAULT_LOGO_HEIGHT, DEFAULT_LOGO_WIDTH, fillText, isBarSolid } from './bar-rules'
import { BrandLogo } from './BrandLogo'
import type { BrandNavigationTexts } from './brand-navigation-types'
import { DesktopMenuBar } from './DesktopMenuBar'
import { HamburgerMegaPanel } from './HamburgerMegaPanel'
import { MobileDrawer } from './MobileDrawer'
import { FOCUS_RING } from './nav-styles'
import { NavIcon } from './NavIcon'

export type { BrandNavigationTexts } from './brand-navigation-types'

export type BrandNavigationProps = {
  settings: NavigationSettings
  items: NavigationItem[]
  languages: LanguageLink[]
  homeHref: string
  siteName: string
  isHome: boolean
  currentHref: string
  /** Resolved dictionary texts; showSubmenu/allIn keep `{title}` and home keeps `{site}`. */
  texts: BrandNavigationTexts
  /** The alert bar, rendered above the bar inside the header. */
  message?: ReactNode
}

/** spec 01 §2.3, §9: the hamburger replaces the inline bar below 1280 px. */
const INLINE_BAR_QUERY = '(min-width: 1280px)'

/**
 * The brand sites' header (spec 01 §2.3-2.4, version A): logo, the inline menu bar with mega-menu
 * dropdowns at 1280 px and wider, a hamburger below that opening a mega-menu panel (1024-1279 px)
 * or the drill-down drawer (below 1024 px). Sticky, slim, dark and separator variants come from the
 * settings; on the start page the bar floats over the banner until the page is scrolled.
 */
export function BrandNavigation({ settings, items, languages, homeHref, siteName, isHome, currentHref, texts, message }: BrandNavigationProps) {
  const menuId = useId()
  const headerRef = useRef<HTMLElement>(null)
  const hamburgerRef = useRef<HTMLButtonElement>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const [homeScrolled, setHomeScrolled] = useState(false)
  useStickyHeaderOffset(headerRef, settings.isSticky)

  // spec 01 §4: a route change resets the menu (adjusted during render, not in an effect).
  const pathname = usePathname()
  const [seenPathname, setSeenPathname] = useState(pathname)
  if (seenPathname !== pathname) {
    setSeenPathname(pathname)
    setMenuOpen(false)
  }

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false)
    if (returnFocus) hamburgerRef.current?.focus()
  }
  const onEscape = useEffectEvent(() => closeMenu(true))
  const onOutsidePointer = useEffectEvent((target: EventTarget | null) => {
    if (target instanceof Node && !headerRef.current?.contains(target)) closeMenu(false)
  })

  // spec 01 §2.3: on the start page the bar turns solid once scrolled more than 100 px.
  useEffect(() => {
    if (!isHome) return
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setHomeScrolled(isBarSolid(true, window.scrollY)))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [isHome])

  // While the hamburger menu is open (the mega panel or the drawer) the page behind does not scroll.
  usePageScrollLock(menuOpen)

  // While the hamburger menu is open: Escape closes it, a click outside the header closes it, and
  // widening to the inline bar closes it. (The drawer, a modal dialog, also closes itself on Escape.)
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    const onPointerDown = (event: PointerEvent) => onOutsidePointer(event.target)
    const inlineBar = window.matchMedia(INLINE_BAR_QUERY)
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    inlineBar.addEventListener('change', onWiden)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      inlineBar.removeEventListener('change', onWiden)
    }
  }, [menuOpen])

  const solid = !isHome || homeScrolled
  const dark = settings.hasDarkTheme
  const homeLabel = fillText(texts.home, { site: siteName })
  const logoProps = {
    logo: settings.logo,
    width: settings.logoWidth || DEFAULT_LOGO_WIDTH,
    height: settings.logoHeight || DEFAULT_LOGO_HEIGHT,
    siteName,
    homeHref,
    homeLabel,
  }

  // Floating over the banner (start page) it is taken out of the flow; otherwise sticky or not.
  const position = isHome
    ? settings.isSticky
      ? 'fixed inset-x-0 top-0 z-50'
      : 'absolute inset-x-0 top-0 z-50'
    : settings.isSticky
      ? 'sticky top-0 z-50'
      : 'relative z-50'
  const tone = !solid ? 'bg-transparent text-white' : dark ? 'bg-neutral-900 text-white' : 'bg-header-background text-header-foreground'
  // A soft shade under the floating bar keeps its white text readable on light banners.
  const barShade = solid ? '' : 'bg-linear-to-b from-black/60 to-transparent'
  const separator = settings.showSeparator ? `border-b ${!solid ? 'border-white/30' : dark ? 'border-white/15' : 'border-border'}` : ''

  return (
    <header
      ref={headerRef}
      data-testid="brand-nav"
      data-solid={solid ? 'true' : 'false'}
      className={`${position} ${tone} transition-colors duration-300 motion-reduce:transition-none`}
    >
      {message}
      <div className={['relative', barShade, separator].filter(Boolean).join(' ')}>
        <div className={`mx-auto flex max-w-[96rem] items-stretch gap-6 px-4 sm:px-6 ${settings.slimNav ? 'min-h-14' : 'min-h-20'}`}>
          <div className="flex shrink-0 items-center">
            <BrandLogo {...logoProps} onNavigate={() => closeMenu(false)} />
          </div>

          <DesktopMenuBar
            items={items}
            languages={languages}
            extraItems={settings.extraItems}
            currentHref={currentHref}
            texts={texts}
            dark={dark}
            className="hidden xl:flex"
          />

          <div className="ml-auto flex items-center xl:hidden">
            <button
              ref={hamburgerRef}
              type="button"
              data-testid="nav-hamburger"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
              onClick={() => (menuOpen ? closeMenu(false) : setMenuOpen(true))}
              className={`inline-flex h-11 w-11 items-center justify-center rounded-brand ${FOCUS_RING}`}
            >
              <NavIcon name={menuOpen ? 'close' : 'menu'} className="h-7 w-7" />
            </button>
          </div>
        </div>

        <div id={menuId}>
          <HamburgerMegaPanel
            open={menuOpen}
            items={items}
            languages={languages}
            extraItems={settings.extraItems}
            currentHref={currentHref}
            texts={texts}
            dark={dark}
            onNavigate={() => closeMenu(false)}
          />
          <MobileDrawer
            open={menuOpen}
            items={items}
            languages={languages}
            extraItems={settings.extraItems}
            currentHref={currentHref}
            logo={<BrandLogo {...logoProps} onNavigate={() => closeMenu(false)} />}
            texts={texts}
            dark={dark}
            onClose={closeMenu}
          />
        </div>
      </div>
    </header>
  )
}
