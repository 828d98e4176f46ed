'use client'

import { usePathname } from 'next/navigation'
import { type FocusEvent, type KeyboardEvent, type PointerEvent, type MouseEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content'

import {
  closeDelayMs,
  type DesktopMenuAction,
  desktopMenuReducer,
  INITIAL_DESKTOP_MENU,
  isMenuOpen,
  itemMenu,
  LANGUAGE_MENU,
  type MenuValue,
  MORE_MENU,
  type TopEntry,
} from '../desktop-menu'
import { countVisibleItems } from '../overflow'
import { isCurrentPage, isSectionSelected } from './bar-rules'
import type { BrandNavigationTexts } from './brand-navigation-types'
import { ExtraItemLink } from './ExtraItemLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MegaMenuPanel } from './MegaMenuPanel'
import { MoreMenu } from './MoreMenu'
import { FOCUS_RING, TOP_ENTRY } from './nav-styles'
import { NavIcon } from './NavIcon'
import { NavLink } from './NavLink'
import { useThrottledResize } from './useThrottledResize'

type DesktopMenuBarProps = {
  items: readonly NavigationItem[]
  languages: readonly LanguageLink[]
  extraItems: NavigationSettings['extraItems']
  currentHref: string
  texts: BrandNavigationTexts
  dark: boolean
  className?: string
}

/** One entry of the bar in keyboard order: the visible items, then More, then the language switcher. */
type BarEntry = { value: MenuValue; hasChildren: boolean }

const LINK_SELECTOR = 'a[href]'

/** Keyboard focus opens a dropdown (spec 01 §2.3); a mouse click's focus leaves that to the click. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * The brand bar's inline navigation at 1280 px and wider (spec 01 §2.3, §4 Desktop menu): top-level
 * items with mega-menu dropdowns, the items that do not fit in 'More', the language switcher and
 * the extra items. State and keyboard rules live in `desktop-menu.ts`; this component measures,
 * runs the hover timers and moves focus where the state's cursor points.
 */
export function DesktopMenuBar({ items, languages, extraItems, currentHref, texts, dark, className = '' }: DesktopMenuBarProps) {
  const baseId = useId()
  const [state, dispatch] = useReducer(desktopMenuReducer, INITIAL_DESKTOP_MENU)
  const [measuredCount, setMeasuredCount] = useState(items.length)

  // spec 01 §4: a route change resets the menu and the cursor (adjusted during render, not in an effect).
  const pathname = usePathname()
  const [seenPathname, setSeenPathname] = useState(pathname)
  if (seenPathname !== pathname) {
    setSeenPathname(pathname)
    dispatch({ type: 'routeChange' })
  }

  const navRef = useRef<HTMLElement>(null)
  const rulerRef = useRef<HTMLDivElement>(null)
  const fixedPartRef = useRef<HTMLUListElement>(null)
  const entryRefs = useRef<(HTMLElement | null)[]>([])
  const panelRefs = useRef<(HTMLElement | null)[]>([])
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastPointerType = useRef('')

  // Measure every item in the hidden ruler row and keep what fits (spec 01 §2.3 'More').
  const resizeTargets = useMemo(() => [navRef, rulerRef, fixedPartRef], [])
  useThrottledResize(
    resizeTargets,
    () => {
      const nav = navRef.current
      const ruler = rulerRef.current
      if (!nav || !ruler) return
      const width = (element: Element | null | undefined) => element?.getBoundingClientRect().width ?? 0
      const count = countVisibleItems({
        availableWidth: width(nav),
        itemWidths: Array.from(ruler.querySelectorAll('[data-ruler-item]'), width),
        moreWidth: width(ruler.querySelector('[data-ruler-more]')),
        fixedWidths: [width(fixedPartRef.current)],
      })
      setMeasuredCount(count)
    },
    items,
  )

  const visibleCount = Math.min(measuredCount, items.length)
  const visibleItems = items.slice(0, visibleCount)
  const overflowItems = items.slice(visibleCount)
  const showLanguages = languages.length > 1

  const entries: BarEntry[] = [
    ...visibleItems.map((item) => ({ value: itemMenu(item.id), hasChildren: item.children.length > 0 })),
    ...(overflowItems.length > 0 ? [{ value: MORE_MENU, hasChildren: true }] : []),
    ...(showLanguages ? [{ value: LANGUAGE_MENU, hasChildren: true }] : []),
  ]
  const moreIndex = visibleItems.length
  const languageIndex = moreIndex + (overflowItems.length > 0 ? 1 : 0)
  // Page ids become element ids: no whitespace in them, so aria-controls stays one reference.
  const panelId = (key: string) => `${baseId}-panel-${key.replace(/\s+/g, '_')}`

  const panelLinks = (index: number): HTMLElement[] => Array.from(panelRefs.current[index]?.querySelectorAll<HTMLElement>(LINK_SELECTOR) ?? [])

  // Move keyboard focus to where the cursor points (after the dropdown it points into is shown).
  useEffect(() => {
    const cursor = state.cursor
    if (!cursor) return
    const target = cursor.child === null ? entryRefs.current[cursor.top] : panelLinks(cursor.top)[cursor.child]
    if (target && target !== document.activeElement) target.focus()
  }, [state.cursor])

  // A click anywhere outside the bar closes its dropdown.
  const anythingOpen = state.open.kind !== 'reset'
  useEffect(() => {
    if (!anythingOpen) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) dispatch({ type: 'close' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [anythingOpen])

  useEffect(() => {
    const timer = closeTimer
    return () => clearTimeout(timer.current)
  }, [])

  const closeAll = () => dispatch({ type: 'close' })

  // Hover opens at once and closes after 200 ms, or 600 ms without children (spec 01 §4). Touch
  // and pen "hover" is left to the click.
  const hoverProps = (entry: BarEntry) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      clearTimeout(closeTimer.current)
      dispatch({ type: 'open', value: entry.value })
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      clearTimeout(closeTimer.current)
      closeTimer.current = setTimeout(() => dispatch({ type: 'closeIfOpen', value: entry.value }), closeDelayMs(entry.hasChildren))
    },
  })

  const toggleProps = (entry: BarEntry, index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      entryRefs.current[index] = element
    },
    onPointerDown: (event: PointerEvent) => {
      lastPointerType.current = event.pointerType
    },
    // A mouse click lands on a dropdown the hover already opened: keep it open. Keyboard (Space,
    // Enter: detail 0), touch and assistive technology clicks toggle.
    onClick: (event: MouseEvent) => {
      const mouseClick = event.detail > 0 && lastPointerType.current === 'mouse'
      dispatch(mouseClick ? { type: 'open', value: entry.value } : { type: 'toggle', value: entry.value })
    },
  })

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const target = event.target
    const entryIndex = entryRefs.current.indexOf(target)
    const entry = entries[entryIndex]
    if (entry) {
      dispatch({ type: 'focusTop', index: entryIndex, value: entry.value, opens: isKeyboardFocus(target) })
      return
    }
    const panel = target.closest<HTMLElement>('[data-panel-index]')
    if (!panel) return
    const top = Number(panel.dataset.panelIndex)
    const child = panelLinks(top).indexOf(target)
    if (child >= 0) dispatch({ type: 'focusChild', top, child })
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moved on to something outside the bar (Tab). A click on nothing has no related target
    // and is handled by the outside-click listener.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) closeAll()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Space and Enter are left to the browser: it clicks the focused button (toggle) or follows the link.
    if (event.key === ' ' || event.key === 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return
    const topEntries: TopEntry[] = entries.map((entry, index) => ({
      value: entry.value,
      childCount: entry.hasChildren ? panelLinks(index).length : 0,
    }))
    const action: DesktopMenuAction = { type: 'key', key: event.key, entries: topEntries }
    if (desktopMenuReducer(state, action) === state) return
    event.preventDefault()
    dispatch(action)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keyboard and focus handling of the menu bar's links and buttons, delegated to their list (WAI-ARIA menubar-like roving)
    <nav
      ref={navRef}
      aria-label={texts.mainLabel}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className={`min-w-0 flex-1 items-stretch ${className}`}
    >
      {/* overflow-x-clip: before the first measurement (server HTML) surplus items must not spill over the fixed part. */}
      <ul className="flex min-w-0 flex-1 items-stretch overflow-x-clip">
        {visibleItems.map((item, index) => {
          const entry = entries[index]
          if (!entry) return null
          const selected = isSectionSelected(currentHref, item)
          if (item.children.length === 0) {
            return (
              <li key={item.id} className="flex" {...hoverProps(entry)}>
                <NavLink
                  ref={(element: HTMLAnchorElement | null) => {
                    entryRefs.current[index] = element
                  }}
                  href={item.href}
                  current={isCurrentPage(currentHref, item.href)}
                  data-selected={selected}
                  onClick={closeAll}
                  className={`${TOP_ENTRY} ${FOCUS_RING}`}
                >
                  {item.title}
                </NavLink>
              </li>
            )
          }
          const open = isMenuOpen(state, entry.value)
          return (
            <li key={item.id} className="flex" {...hoverProps(entry)}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId(item.id)}
                data-selected={selected}
                className={`${TOP_ENTRY} ${FOCUS_RING}`}
                {...toggleProps(entry, index)}
              >
                {item.title}
                <NavIcon name="chevron-down" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
              </button>
              <MegaMenuPanel
                ref={(element) => {
                  panelRefs.current[index] = element
                }}
                id={panelId(item.id)}
                item={item}
                open={open}
                entryIndex={index}
                currentHref={currentHref}
                allInText={texts.allIn}
                dark={dark}
                onNavigate={closeAll}
              />
            </li>
          )
        })}
        {overflowItems.length > 0 &&
          (() => {
            const entry = entries[moreIndex]
            if (!entry) return null
            const open = isMenuOpen(state, entry.value)
            return (
              <li className="relative flex" {...hoverProps(entry)}>
                <button
                  type="button"
                  data-testid="nav-more"
                  aria-expanded={open}
                  aria-controls={panelId('more')}
                  data-selected={overflowItems.some((item) => isSectionSelected(currentHref, item))}
                  className={`${TOP_ENTRY} ${FOCUS_RING}`}
                  {...toggleProps(entry, moreIndex)}
                >
                  {texts.more}
                  <NavIcon name="chevron-down" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
                </button>
                <MoreMenu
                  ref={(element) => {
                    panelRefs.current[moreIndex] = element
                  }}
                  id={panelId('more')}
                  items={overflowItems}
                  open={open}
                  entryIndex={moreIndex}
                  currentHref={currentHref}
                  dark={dark}
                  onNavigate={closeAll}
                />
              </li>
            )
          })()}
      </ul>

      <ul ref={fixedPartRef} className="flex shrink-0 items-stretch gap-2">
        {showLanguages &&
          (() => {
            const entry = entries[languageIndex]
            if (!entry) return null
            return (
              <li className="relative flex" {...hoverProps(entry)}>
                <LanguageSwitcher
                  languages={languages}
                  label={texts.language}
                  panelId={panelId('language')}
                  open={isMenuOpen(state, entry.value)}
                  entryIndex={languageIndex}
                  dark={dark}
                  toggleProps={toggleProps(entry, languageIndex)}
                  panelRef={(element) => {
                    panelRefs.current[languageIndex] = element
                  }}
                />
              </li>
            )
          })()}
        {extraItems.map((extra) => (
          <li key={`${extra.title}-${extra.link.href}`} className="flex items-center px-2">
            <ExtraItemLink item={extra} onNavigate={closeAll} />
          </li>
        ))}
      </ul>

      {/* The ruler: every item at its natural width, invisible, so the bar knows what fits. */}
      <div aria-hidden="true" className="pointer-events-none invisible absolute top-0 left-0 h-0 w-0 overflow-hidden">
        <div ref={rulerRef} className="flex w-max">
          {items.map((item) => (
            <span key={item.id} data-ruler-item="" className={TOP_ENTRY}>
              {item.title}
              {item.children.length > 0 && <NavIcon name="chevron-down" className="h-4 w-4" />}
            </span>
          ))}
          <span data-ruler-more="" className={TOP_ENTRY}>
            {texts.more}
            <NavIcon name="chevron-down" className="h-4 w-4" />
          </span>
        </div>
      </div>
    </nav>
  )
}
