/**
 * State of the brand sites' desktop menu bar (spec 01 §2.3, §4 Desktop menu): one open value at a
 * time, the hover close delays and the keyboard moves. Pure reducer functions; the component only
 * measures the DOM, runs timers and moves focus to where `cursor` points.
 */

/** spec 01 §4: the active item is one of reset, showMore, languageSwitch or an item. */
export type MenuValue = { kind: 'reset' } | { kind: 'showMore' } | { kind: 'languageSwitch' } | { kind: 'item'; id: string }

export const MENU_RESET: MenuValue = { kind: 'reset' }
export const MORE_MENU: MenuValue = { kind: 'showMore' }
export const LANGUAGE_MENU: MenuValue = { kind: 'languageSwitch' }
export const itemMenu = (id: string): MenuValue => ({ kind: 'item', id })

/**
 * Where keyboard focus is: a top-level entry of the bar, and optionally a link inside its dropdown
 * (index in the dropdown's link order).
 */
export type MenuCursor = { top: number; child: number | null }

export type DesktopMenuState = { open: MenuValue; cursor: MenuCursor | null }

export const INITIAL_DESKTOP_MENU: DesktopMenuState = { open: MENU_RESET, cursor: null }

/** A top-level entry of the bar in order (visible items, then More, then the language switcher). */
export type TopEntry = { value: MenuValue; childCount: number }

export type DesktopMenuAction =
  /** Pointer entered an entry, or a pointer click on an entry the hover already opened. */
  | { type: 'open'; value: MenuValue }
  /** Button activated (click, or Space/Enter which browsers turn into a click). */
  | { type: 'toggle'; value: MenuValue }
  /** The hover close delay ran out: close only if that entry is still the open one. */
  | { type: 'closeIfOpen'; value: MenuValue }
  /** Focus left the bar, or a click outside it. */
  | { type: 'close' }
  /** A top-level entry received focus; keyboard focus opens it (spec 01 §2.3 "open on hover or focus"). */
  | { type: 'focusTop'; index: number; value: MenuValue; opens: boolean }
  /** A link inside a dropdown received focus (e.g. by Tab), so arrow keys continue from there. */
  | { type: 'focusChild'; top: number; child: number }
  | { type: 'key'; key: string; entries: readonly TopEntry[] }
  /** spec 01 §4: a route change resets the menu and the cursor. */
  | { type: 'routeChange' }

/** spec 01 §4, §9: leaving closes after 200 ms, or 600 ms for items without children. */
export const CLOSE_DELAY_MS = 200
export const CLOSE_DELAY_WITHOUT_CHILDREN_MS = 600

export const closeDelayMs = (hasChildren: boolean): number => (hasChildren ? CLOSE_DELAY_MS : CLOSE_DELAY_WITHOUT_CHILDREN_MS)

export function sameMenuValue(a: MenuValue, b: MenuValue): boolean {
  if (a.kind !== b.kind) return false
  return a.kind !== 'item' || (b.kind === 'item' && a.id === b.id)
}

export const isMenuOpen = (state: DesktopMenuState, value: MenuValue): boolean => state.open.kind !== 'reset' && sameMenuValue(state.open, value)

const sameCursor = (a: MenuCursor | null, b: MenuCursor | null) => a === b || (!!a && !!b && a.top === b.top && a.child === b.child)

const wrap = (index: number, length: number) => ((index % length) + length) % length

export function desktopMenuReducer(state: DesktopMenuState, action: DesktopMenuAction): DesktopMenuState {
  switch (action.type) {
    case 'open':
      return isMenuOpen(state, action.value) ? state : { ...state, open: action.value }
    case 'toggle':
      return { ...state, open: isMenuOpen(state, action.value) ? MENU_RESET : action.value }
    case 'closeIfOpen':
      return isMenuOpen(state, action.value) ? { ...state, open: MENU_RESET } : state
    case 'close':
      return state.open.kind === 'reset' && state.cursor === null ? state : INITIAL_DESKTOP_MENU
    case 'focusTop': {
      const cursor = { top: action.index, child: null }
      // Focus coming back to the entry it already is on (Escape returns focus there) must not
      // reopen what Escape just closed.
      if (sameCursor(state.cursor, cursor)) return state
      return { open: action.opens ? action.value : state.open, cursor }
    }
    case 'focusChild': {
      const cursor = { top: action.top, child: action.child }
      return sameCursor(state.cursor, cursor) ? state : { ...state, cursor }
    }
    case 'key':
      return keyMove(state, action.key, action.entries)
    case 'routeChange':
      return INITIAL_DESKTOP_MENU
  }
}

/**
 * Keyboard support (spec 01 §2.3): ArrowLeft/ArrowRight move between top-level entries with wrap
 * (the dropdown follows focus, as focus opens it); ArrowDown/ArrowUp open a dropdown and move
 * through its links; Escape closes and returns to the top entry; Space/Enter toggle an entry with
 * children. Returns the same state object for keys it does not handle, so the caller knows when
 * to leave the browser's default alone.
 */
function keyMove(state: DesktopMenuState, key: string, entries: readonly TopEntry[]): DesktopMenuState {
  const cursor = state.cursor
  if (!cursor || entries.length === 0) return state
  const top = Math.min(cursor.top, entries.length - 1)
  const entry = entries[top]
  if (!entry) return state

  const moveTop = (index: number): DesktopMenuState => {
    const target = wrap(index, entries.length)
    const targetEntry = entries[target]
    if (!targetEntry) return state
    return { open: targetEntry.value, cursor: { top: target, child: null } }
  }

  switch (key) {
    case 'ArrowRight':
      return moveTop(top + 1)
    case 'ArrowLeft':
      return moveTop(top - 1)
    case 'Home':
      return cursor.child === null ? moveTop(0) : { open: entry.value, cursor: { top, child: 0 } }
    case 'End':
      return cursor.child === null ? moveTop(entries.length - 1) : { open: entry.value, cursor: { top, child: Math.max(entry.childCount - 1, 0) } }
    case 'ArrowDown':
      if (entry.childCount === 0) return state
      if (cursor.child === null) return { open: entry.value, cursor: { top, child: 0 } }
      return { open: entry.value, cursor: { top, child: wrap(cursor.child + 1, entry.childCount) } }
    case 'ArrowUp':
      if (entry.childCount === 0) return state
      if (cursor.child === null) return { open: entry.value, cursor: { top, child: entry.childCount - 1 } }
      // From the first link back up to the entry itself; the dropdown stays open.
      return { open: entry.value, cursor: { top, child: cursor.child === 0 ? null : cursor.child - 1 } }
    case 'Escape':
      if (state.open.kind === 'reset' && cursor.child === null) return state
      return { open: MENU_RESET, cursor: { top, child: null } }
    case ' ':
    case 'Enter':
      // Inside a dropdown these activate the focused link (browser default).
      if (cursor.child !== null || entry.childCount === 0) return state
      return desktopMenuReducer(state, { type: 'toggle', value: entry.value })
    default:
      return state
  }
}
