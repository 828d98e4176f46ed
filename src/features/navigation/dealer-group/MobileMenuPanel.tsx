'use client'

import { useEffect } from 'react'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import { useOpenedOnce } from '../use-opened-once'
import { MobileNavItem } from './MobileNavItem'
import { NavIcon } from './NavIcon'
import { NavIconLinks } from './NavIconLinks'
import { NavLanguageLinks } from './NavLanguageLinks'

type MobileMenuPanelProps = {
  id: string
  open: boolean
  onClose: () => void
  items: NavigationItem[]
  iconLinks: NavigationSettings['iconLinks']
  languages: LanguageLink[]
  currentHref: string
  homeHref: string
  idPrefix: string
  texts: { mainLabel: string; closeMenu: string; showSubmenu: string; language: string }
}

// spec 01 §9: desktop from 1024 px; the panel has no business staying open there.
const DESKTOP_QUERY = '(min-width: 1024px)'

/**
 * The mobile menu (< 1024 px): a modal drawer sliding in from the right with a slight spring
 * (spec 02 'mobile drawer'). A native modal <dialog> (useModalDialog) gives focus containment,
 * Escape, an inert page behind it that does not scroll; closing returns focus to the menu button.
 */
export function MobileMenuPanel({ id, open, onClose, items, iconLinks, languages, currentHref, homeHref, idPrefix, texts }: MobileMenuPanelProps) {
  const dialogRef = useModalDialog(open, { closeOnBackdropClick: true })
  // A closed modal dialog shows nothing: its content is made when it first opens.
  const opened = useOpenedOnce(open)

  useEffect(() => {
    if (!open) return
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const closeOnDesktop = () => {
      if (desktop.matches) onClose()
    }
    desktop.addEventListener('change', closeOnDesktop)
    return () => desktop.removeEventListener('change', closeOnDesktop)
  }, [open, onClose])

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={texts.mainLabel}
      // Escape, a backdrop click and dialog.close() end here; the navigation's state follows.
      onClose={onClose}
      className={[
        'fixed inset-y-0 right-0 left-auto m-0 -mr-6 h-dvh max-h-none w-[calc(100%+1.5rem)] max-w-[calc(24rem+1.5rem)] pr-6',
        'bg-header-background text-header-foreground shadow-2xl backdrop:bg-black/40',
        // Slide in from the right, overshooting a little (the 1.5 rem off-screen margin hides the
        // overshoot); the dialog stays displayed while it slides out. Reduced motion: no slide.
        'translate-x-full open:translate-x-0 starting:open:translate-x-full',
        'transition-[translate,display,overlay] transition-discrete duration-500 ease-[cubic-bezier(0.3,1.15,0.55,1)] motion-reduce:transition-none',
      ].join(' ')}
    >
      {opened ? (
        <div className="flex h-full flex-col overflow-y-auto overscroll-contain">
          <div className="flex justify-end border-b border-border p-2">
            <button
              type="button"
              aria-label={texts.closeMenu}
              title={texts.closeMenu}
              onClick={onClose}
              className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-full hover:bg-current/10"
            >
              <NavIcon name="close" className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label={texts.mainLabel} className="flex-1 p-3">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <MobileNavItem
                  key={item.id}
                  item={item}
                  depth={0}
                  currentHref={currentHref}
                  homeHref={homeHref}
                  idPrefix={idPrefix}
                  showSubmenuLabel={texts.showSubmenu}
                  onNavigate={onClose}
                />
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3 border-t border-border p-3">
            <NavIconLinks links={iconLinks} layout="panel" onNavigate={onClose} />
            <NavLanguageLinks languages={languages} label={texts.language} layout="panel" />
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
