'use client'

import { usePathname } from 'next/navigation'
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject, useEffect, useReducer, useRef, useState } from 'react'

import { closeDelayMs, type DesktopMenuAction, desktopMenuReducer, INITIAL_DESKTOP_MENU, isMenuOpen, type MenuValue, type TopEntry } from '../desktop-menu'

/** One entry of the bar in keyboard order: the visible items, then More, then the language switcher. */
export type BarEntry = { value: MenuValue; hasChildren: boolean }

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
 * The desktop bar's behaviour (spec 01 §4 Desktop menu) around the state and keyboard rules of
 * `desktop-menu.ts`: the entries' and panels' elements, hover with its close delay, clicks that
 * open or toggle, focus that follows the state's cursor, the outside click and Tab out that close,
 * and a route change that resets it all. The bar spreads what this returns on its elements.
 */
export function useDesktopMenuBar(entries: readonly BarEntry[], navRef: RefObject<HTMLElement | null>) {
  const [state, dispatch] = useReducer(desktopMenuReducer, INITIAL_DESKTOP_MENU)

  // spec 01 §4: a route change resets the menu and the cursor (adjusted during render, not in an effect).
  const pathname = usePathname()
  const [seenPathname, setSeenPathname] = useState(pathname)
  if (seenPathname !== pathname) {
    setSeenPathname(pathname)
    dispatch({ type: 'routeChange' })
  }

  const entryRefs = useRef<(HTMLElement | null)[]>([])
  const panelRefs = useRef<(HTMLElement | null)[]>([])
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastPointerType = useRef('')

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
  }, [anythingOpen, navRef])

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

  /** A top entry's element (a link or a toggle), for the cursor and the focus rules. */
  const entryRef = (index: number) => (element: HTMLElement | null) => {
    entryRefs.current[index] = element
  }

  /** A dropdown panel's element, whose links the cursor walks. */
  const panelRef = (index: number) => (element: HTMLElement | null) => {
    panelRefs.current[index] = element
  }

  const toggleProps = (entry: BarEntry, index: number) => ({
    ref: entryRef(index),
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

  return {
    isOpen: (value: MenuValue) => isMenuOpen(state, value),
    closeAll,
    hoverProps,
    toggleProps,
    entryRef,
    panelRef,
    // The bar's own handlers: focus, blur and keys of its links and buttons, delegated to it.
    onFocus,
    onBlur,
    onKeyDown,
  }
}
