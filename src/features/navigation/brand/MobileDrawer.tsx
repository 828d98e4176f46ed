'use client'

import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import { useOpenedOnce } from '../use-opened-once'
import { fillText, isCurrentPage } from './bar-rules'
import type { BrandNavigationTexts } from './brand-navigation-types'
import { MenuExtrasAndLanguages } from './MenuExtrasAndLanguages'
import { dividerTone, FOCUS_RING, MENU_LINK, panelTone } from './nav-styles'
import { NavIcon } from './NavIcon'
import { NavLink } from './NavLink'

type MobileDrawerProps = {
  open: boolean
  items: readonly NavigationItem[]
  languages: readonly LanguageLink[]
  extraItems: NavigationSettings['extraItems']
  currentHref: string
  /** The logo link (it closes the drawer when followed). */
  logo: ReactNode
  texts: BrandNavigationTexts
  dark: boolean
  /** `returnFocus`: back to the hamburger (Escape, close button, backdrop), not after following a link. */
  onClose: (returnFocus: boolean) => void
}

/** spec 01 §2.3: the menu tree is three levels deep; the deepest level has nothing to drill into. */
const MAX_LEVELS = 3
/** spec 01 §2.4, §9: the drawer is the menu below 1024 px. */
const MOBILE_QUERY = '(max-width: 1023.98px)'

function subscribeToMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const mobileSnapshot = () => window.matchMedia(MOBILE_QUERY).matches
const serverMobileSnapshot = () => false

/** Where focus goes once a drill-down level has rendered. */
type PendingFocus = { to: 'back' } | { to: 'drill'; id: string }

/**
 * The mobile menu below 1024 px (spec 01 §2.4, §4 Mobile menu; spec 02 "slides in from the right
 * with a spring animation"): top-level items, drill-down into children with a Back button, up to
 * three levels; language links and extra items at the bottom.
 *
 * A native modal <dialog> (as the dealer-group menu): the page behind is inert, focus stays
 * inside, Escape closes it and the focus goes back to the hamburger. It opens only where it is the
 * visible menu (below 1024 px): between 1024 and 1279 px the same hamburger opens the mega panel,
 * and a modal shown there, even hidden, would make the whole page inert.
 */
export function MobileDrawer({ open, items, languages, extraItems, currentHref, logo, texts, dark, onClose }: MobileDrawerProps) {
  const [trailIds, setTrailIds] = useState<string[]>([])
  // Every opening starts at the top level (adjusted during render when the drawer closes).
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (!open) setTrailIds([])
  }

  // Closed, it shows nothing: its content (a second copy of the menu) is made on first open.
  const opened = useOpenedOnce(open)
  const mobile = useSyncExternalStore(subscribeToMobile, mobileSnapshot, serverMobileSnapshot)
  const dialogOpen = open && mobile
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  // Focus moves to the close button (the first focusable element is the logo link).
  const dialogRef = useModalDialog(dialogOpen, { initialFocus: closeButtonRef, closeOnBackdropClick: true })
  const pendingFocus = useRef<PendingFocus | null>(null)

  // The items along the drill-down trail; a trail that no longer matches the tree stops early.
  const trail: NavigationItem[] = []
  let level: readonly NavigationItem[] = items
  for (const trailId of trailIds) {
    const found = level.find((item) => item.id === trailId)
    if (!found) break
    trail.push(found)
    level = found.children
  }
  const parent = trail.at(-1)

  // After drilling in, focus the Back button; after going back, the button that drilled in.
  useEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const candidates = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('[data-drawer-back], [data-drill-id]') ?? [])
    const target = candidates.find((element) => (pending.to === 'back' ? element.hasAttribute('data-drawer-back') : element.dataset.drillId === pending.id))
    target?.focus()
  }, [trailIds, dialogRef])

  const drillInto = (item: NavigationItem) => {
    pendingFocus.current = { to: 'back' }
    setTrailIds([...trail.map((step) => step.id), item.id])
  }
  const goBack = () => {
    if (!parent) return
    pendingFocus.current = { to: 'drill', id: parent.id }
    setTrailIds(trail.slice(0, -1).map((step) => step.id))
  }
  const followLink = () => onClose(false)

  // Escape, a backdrop click and dialog.close() end here. When the dialog closed because the
  // window widened past 1024 px, the menu stays open as the mega panel.
  const onDialogClose = () => {
    if (dialogOpen) onClose(true)
  }

  const canDrill = trail.length + 1 < MAX_LEVELS
  const divider = dividerTone(dark)

  return (
    <dialog
      ref={dialogRef}
      aria-label={texts.mainLabel}
      data-testid="nav-drawer"
      onClose={onDialogClose}
      className={[
        'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-sm flex-col overflow-visible p-0 shadow-2xl open:flex lg:hidden',
        panelTone(dark),
        'backdrop:bg-black/50',
        // The spring overshoots past its end position; this strip keeps the right edge covered.
        'before:absolute before:inset-y-0 before:left-full before:w-16 before:bg-inherit',
        // Opening: a spring (cubic-bezier overshoot) from off-screen right. Closing: a quick ease-in,
        // the dialog kept displayed while it slides out. Reduced motion: no slide.
        'translate-x-full open:translate-x-0 starting:open:translate-x-full',
        'transition-[translate,display,overlay] transition-discrete duration-500 ease-[cubic-bezier(0.34,1.56,0.64,1)] not-open:duration-200 not-open:ease-in',
        'motion-reduce:transition-none',
      ].join(' ')}
    >
      {opened ? (
        <>
          <div className={`flex min-h-16 shrink-0 items-center justify-between gap-4 border-b px-4 ${divider}`}>
            {logo}
            <button
              ref={closeButtonRef}
              type="button"
              aria-label={texts.closeMenu}
              onClick={() => onClose(true)}
              className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-brand ${FOCUS_RING}`}
            >
              <NavIcon name="close" className="h-6 w-6" />
            </button>
          </div>

          <nav aria-label={texts.mainLabel} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {/* Each level slides in from the side (@starting-style) as it appears. */}
            <div key={trailIds.join('/')} className="px-4 py-3 transition duration-300 motion-reduce:transition-none starting:translate-x-6 starting:opacity-0">
              {parent && (
                <>
                  <button
                    type="button"
                    data-drawer-back=""
                    onClick={goBack}
                    className={`-ml-2 inline-flex min-h-11 items-center gap-1 rounded-brand pr-3 font-semibold ${FOCUS_RING}`}
                  >
                    <NavIcon name="chevron-left" />
                    {texts.back}
                  </button>
                  <h2 className="mt-2 font-heading text-xl font-bold">{parent.title}</h2>
                  <NavLink href={parent.href} current={isCurrentPage(currentHref, parent.href)} onClick={followLink} className={`mt-1 ${MENU_LINK}`}>
                    {fillText(texts.allIn, { title: parent.title })}
                  </NavLink>
                </>
              )}
              <ul className={parent ? `mt-2 border-t ${divider}` : undefined}>
                {level.map((item) => (
                  <li key={item.id} className={`flex items-stretch border-b ${divider}`}>
                    <NavLink
                      href={item.href}
                      current={isCurrentPage(currentHref, item.href)}
                      onClick={followLink}
                      className={`flex min-h-12 flex-1 items-center py-2 font-heading text-lg font-semibold underline-offset-4 hover:underline aria-[current=page]:underline ${FOCUS_RING}`}
                    >
                      {item.title}
                    </NavLink>
                    {canDrill && item.children.length > 0 && (
                      <button
                        type="button"
                        data-drill-id={item.id}
                        aria-label={fillText(texts.showSubmenu, { title: item.title })}
                        onClick={() => drillInto(item)}
                        className={`inline-flex w-12 shrink-0 items-center justify-center ${FOCUS_RING}`}
                      >
                        <NavIcon name="chevron-right" className="h-6 w-6" />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>

            {!parent && (extraItems.length > 0 || languages.length > 1) && (
              <div className="space-y-6 px-4 pt-3 pb-8">
                <MenuExtrasAndLanguages extraItems={extraItems} languages={languages} languageLabel={texts.language} onNavigate={followLink} />
              </div>
            )}
          </nav>
        </>
      ) : null}
    </dialog>
  )
}
