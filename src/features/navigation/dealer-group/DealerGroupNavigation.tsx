'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content'

import { useStickyHeaderOffset } from '../use-sticky-header-offset'
import { type DesktopDropdownControls, DesktopNavItem, type DropdownOpenReason, dropdownTriggerId } from './DesktopNavItem'
import { MobileMenuPanel } from './MobileMenuPanel'
import { fillText } from './nav-links'
import { NavIcon } from './NavIcon'
import { NavIconLinks } from './NavIconLinks'
import { NavLanguageLinks } from './NavLanguageLinks'
import { NavLogo } from './NavLogo'

export type DealerGroupNavigationTexts = Record<'mainLabel' | 'openMenu' | 'closeMenu' | 'showSubmenu' | 'language' | 'home', string>

export type DealerGroupNavigationProps = {
  settings: NavigationSettings
  items: NavigationItem[]
  languages: LanguageLink[]
  homeHref: string
  siteName: string
  currentHref: string
  texts: DealerGroupNavigationTexts
  /** The message banner (spec 02), placed above or below the bar per settings.messagePosition. */
  banner?: ReactNode
  /** The alert bar (spec 01 §2.6), above everything. */
  alert?: ReactNode
}

// spec 01 §4 (desktop menu): leaving an item closes its dropdown after 200 ms, so a pointer
// cutting a corner on its way into the dropdown does not close it.
const DROPDOWN_CLOSE_DELAY_MS = 200

type OpenDropdown = { id: string; reason: DropdownOpenReason }

/**
 * Navigation version B for dealer-group sites (spec 01 §2.3 last bullet): an always-sticky bar
 * with the logo, the top-level items (children in a dropdown from 1024 px, an accordion in the
 * mobile panel below that), icon links and the language links. Dropdown and panel close on
 * route change.
 */
export function DealerGroupNavigation({ settings, items, languages, homeHref, siteName, currentHref, texts, banner, alert }: DealerGroupNavigationProps) {
  const pathname = usePathname()
  const idPrefix = useId()
  const menuId = `${idPrefix}-menu`
  const [menuOpen, setMenuOpen] = useState(false)
  const [dropdown, setDropdown] = useState<OpenDropdown | null>(null)

  // spec 01 §2.3: a route change closes the dropdown and the mobile panel. Adjusting state while
  // rendering (rather than in an effect) means the new page never paints with the menu open.
  const [routeSeen, setRouteSeen] = useState(pathname)
  if (routeSeen !== pathname) {
    setRouteSeen(pathname)
    setMenuOpen(false)
    setDropdown(null)
  }

  const desktopNavRef = useRef<HTMLElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const focusOpensDropdown = useRef(true)

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  useEffect(() => cancelClose, [cancelClose])

  const controls = useMemo<DesktopDropdownControls>(
    () => ({
      openId: dropdown?.id ?? null,
      // Hovering or focusing an already open item keeps the way it was opened.
      open: (id, reason) => setDropdown((current) => (current?.id === id ? current : { id, reason })),
      toggle: (id, byPointer) =>
        setDropdown((current) => {
          if (current?.id !== id) return { id, reason: 'click' }
          // The pointer opened it on its way to the button: the click means "keep it open".
          if (byPointer && current.reason === 'hover') return { id, reason: 'click' }
          return null
        }),
      closeIfOpen: (id) => setDropdown((current) => (current?.id === id ? null : current)),
      scheduleClose: (id) => {
        clearTimeout(closeTimer.current)
        closeTimer.current = setTimeout(() => setDropdown((current) => (current?.id === id ? null : current)), DROPDOWN_CLOSE_DELAY_MS)
      },
      cancelClose,
      opensOnFocus: () => focusOpensDropdown.current,
    }),
    [dropdown, cancelClose],
  )

  // While a dropdown is open: Escape closes it (focus back on its button) and so does a click
  // anywhere outside the desktop navigation (spec 01 §2.3 version B).
  const openId = dropdown?.id ?? null
  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && desktopNavRef.current?.contains(event.target)) return
      setDropdown(null)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const trigger = document.getElementById(dropdownTriggerId(idPrefix, openId))
      const focusInside = trigger?.closest('li')?.contains(document.activeElement) ?? false
      setDropdown(null)
      if (trigger && focusInside) {
        focusOpensDropdown.current = false
        trigger.focus()
        focusOpensDropdown.current = true
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [openId, idPrefix])

  const closeMenu = useCallback(() => setMenuOpen(false), [])
  // Always sticky (spec 01 §2.3): focused fields scroll into view below it.
  const headerRef = useRef<HTMLElement>(null)
  useStickyHeaderOffset(headerRef, true)
  const bannerAbove = banner && settings.messagePosition === 'above' ? banner : null
  const bannerBelow = banner && settings.messagePosition !== 'above' ? banner : null

  return (
    <header ref={headerRef} data-testid="dealer-group-nav" className="sticky top-0 z-50">
      {alert}
      {bannerAbove}
      <div className="border-b border-border bg-header-background text-header-foreground">
        <div className="mx-auto flex min-h-20 max-w-7xl items-stretch gap-4 px-4">
          <NavLogo
            logo={settings.logo}
            width={settings.logoWidth}
            height={settings.logoHeight}
            siteName={siteName}
            homeHref={homeHref}
            homeLabel={fillText(texts.home, { site: siteName })}
          />
          <nav ref={desktopNavRef} aria-label={texts.mainLabel} className="hidden self-stretch lg:flex">
            <ul className="flex flex-wrap items-stretch">
              {items.map((item) => (
                <DesktopNavItem
                  key={item.id}
                  item={item}
                  currentHref={currentHref}
                  homeHref={homeHref}
                  idPrefix={idPrefix}
                  showSubmenuLabel={texts.showSubmenu}
                  controls={controls}
                />
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 self-center">
            <NavIconLinks links={settings.iconLinks} layout="bar" className="hidden sm:flex" />
            <NavLanguageLinks languages={languages} label={texts.language} layout="bar" className="hidden lg:flex" />
            <button
              type="button"
              data-testid="nav-menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-brand px-2 font-medium hover:bg-current/10 lg:hidden"
            >
              <NavIcon name="menu" className="h-6 w-6" />
              <span>{texts.openMenu}</span>
            </button>
          </div>
        </div>
      </div>
      {bannerBelow}
      <MobileMenuPanel
        id={menuId}
        open={menuOpen}
        onClose={closeMenu}
        items={items}
        iconLinks={settings.iconLinks}
        languages={languages}
        currentHref={currentHref}
        homeHref={homeHref}
        idPrefix={idPrefix}
        texts={texts}
      />
    </header>
  )
}
