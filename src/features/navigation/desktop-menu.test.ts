import { describe, expect, it } from 'vitest'

import {
  closeDelayMs,
  type DesktopMenuAction,
  desktopMenuReducer,
  type DesktopMenuState,
  INITIAL_DESKTOP_MENU,
  isMenuOpen,
  itemMenu,
  LANGUAGE_MENU,
  MENU_RESET,
  MORE_MENU,
  type TopEntry,
} from './desktop-menu'

/** A bar with: Cars (3 links in its dropdown), Service (2), About (plain link), More (4), language (2). */
const entries: TopEntry[] = [
  { value: itemMenu('cars'), childCount: 3 },
  { value: itemMenu('service'), childCount: 2 },
  { value: itemMenu('about'), childCount: 0 },
  { value: MORE_MENU, childCount: 4 },
  { value: LANGUAGE_MENU, childCount: 2 },
]

const run = (state: DesktopMenuState, ...actions: DesktopMenuAction[]) => actions.reduce(desktopMenuReducer, state)
const key = (k: string): DesktopMenuAction => ({ type: 'key', key: k, entries })
/** Keyboard focus on a top-level entry, as a Tab press produces it. */
const tabTo = (index: number): DesktopMenuAction => ({ type: 'focusTop', index, value: entries[index]!.value, opens: true })

describe('desktop menu: one open value at a time', () => {
  it('starts closed', () => {
    expect(INITIAL_DESKTOP_MENU.open).toEqual(MENU_RESET)
    expect(INITIAL_DESKTOP_MENU.cursor).toBeNull()
  })

  it('hovering another entry closes the first one', () => {
    const state = run(INITIAL_DESKTOP_MENU, { type: 'open', value: itemMenu('cars') }, { type: 'open', value: itemMenu('service') })
    expect(isMenuOpen(state, itemMenu('service'))).toBe(true)
    expect(isMenuOpen(state, itemMenu('cars'))).toBe(false)
  })

  it('the More dropdown and the language switcher take part in the same open value', () => {
    const more = run(INITIAL_DESKTOP_MENU, { type: 'open', value: itemMenu('cars') }, { type: 'open', value: MORE_MENU })
    expect(more.open).toEqual(MORE_MENU)
    const language = run(more, { type: 'toggle', value: LANGUAGE_MENU })
    expect(language.open).toEqual(LANGUAGE_MENU)
    expect(isMenuOpen(language, MORE_MENU)).toBe(false)
  })

  it('toggling opens, toggling again closes', () => {
    const opened = run(INITIAL_DESKTOP_MENU, { type: 'toggle', value: itemMenu('cars') })
    expect(opened.open).toEqual(itemMenu('cars'))
    expect(run(opened, { type: 'toggle', value: itemMenu('cars') }).open).toEqual(MENU_RESET)
  })

  it('a late close timer of an entry the pointer left does not close the entry opened since', () => {
    const state = run(
      INITIAL_DESKTOP_MENU,
      { type: 'open', value: itemMenu('cars') },
      { type: 'open', value: itemMenu('service') },
      { type: 'closeIfOpen', value: itemMenu('cars') },
    )
    expect(state.open).toEqual(itemMenu('service'))
    expect(run(state, { type: 'closeIfOpen', value: itemMenu('service') }).open).toEqual(MENU_RESET)
  })

  it('a route change closes everything and forgets the keyboard position', () => {
    const state = run(INITIAL_DESKTOP_MENU, tabTo(1), key('ArrowDown'), { type: 'routeChange' })
    expect(state).toEqual(INITIAL_DESKTOP_MENU)
  })

  it('focus leaving the bar closes the dropdown, and tabbing back in opens it again', () => {
    const left = run(INITIAL_DESKTOP_MENU, tabTo(0), { type: 'close' })
    expect(left.open).toEqual(MENU_RESET)
    expect(run(left, tabTo(0)).open).toEqual(itemMenu('cars'))
  })
})

describe('desktop menu: close delays', () => {
  it('closes 200 ms after the pointer leaves an item with a dropdown, 600 ms for a plain item', () => {
    expect(closeDelayMs(true)).toBe(200)
    expect(closeDelayMs(false)).toBe(600)
  })
})

describe('desktop menu: focus', () => {
  it('keyboard focus on a top item opens its dropdown', () => {
    const state = run(INITIAL_DESKTOP_MENU, tabTo(1))
    expect(state.open).toEqual(itemMenu('service'))
    expect(state.cursor).toEqual({ top: 1, child: null })
  })

  it('a mouse click focus only records the position, the click decides about opening', () => {
    const state = run(INITIAL_DESKTOP_MENU, { type: 'focusTop', index: 0, value: itemMenu('cars'), opens: false })
    expect(state.open).toEqual(MENU_RESET)
    expect(state.cursor).toEqual({ top: 0, child: null })
  })

  it('arrow keys continue from a dropdown link reached with Tab', () => {
    const state = run(INITIAL_DESKTOP_MENU, tabTo(0), { type: 'focusChild', top: 0, child: 1 }, key('ArrowDown'))
    expect(state.cursor).toEqual({ top: 0, child: 2 })
  })
})

describe('desktop menu: keyboard', () => {
  it('ArrowRight and ArrowLeft move between top-level entries and wrap around', () => {
    const atLast = run(INITIAL_DESKTOP_MENU, tabTo(4))
    expect(run(atLast, key('ArrowRight')).cursor).toEqual({ top: 0, child: null })
    const atFirst = run(INITIAL_DESKTOP_MENU, tabTo(0))
    expect(run(atFirst, key('ArrowLeft')).cursor).toEqual({ top: 4, child: null })
    expect(run(atFirst, key('ArrowRight'), key('ArrowRight')).cursor).toEqual({ top: 2, child: null })
  })

  it('the open dropdown follows the focus along the bar', () => {
    const state = run(INITIAL_DESKTOP_MENU, tabTo(0), key('ArrowRight'))
    expect(state.open).toEqual(itemMenu('service'))
  })

  it('ArrowRight from inside a dropdown goes to the next top entry', () => {
    const state = run(INITIAL_DESKTOP_MENU, tabTo(0), key('ArrowDown'), key('ArrowRight'))
    expect(state.cursor).toEqual({ top: 1, child: null })
    expect(state.open).toEqual(itemMenu('service'))
  })

  it('ArrowDown opens the dropdown and moves into its first link, then down through the links with wrap', () => {
    const closed = run(INITIAL_DESKTOP_MENU, tabTo(0), key('Escape'))
    expect(closed.open).toEqual(MENU_RESET)
    const first = run(closed, key('ArrowDown'))
    expect(first.open).toEqual(itemMenu('cars'))
    expect(first.cursor).toEqual({ top: 0, child: 0 })
    expect(run(first, key('ArrowDown'), key('ArrowDown')).cursor).toEqual({ top: 0, child: 2 })
    expect(run(first, key('ArrowDown'), key('ArrowDown'), key('ArrowDown')).cursor).toEqual({ top: 0, child: 0 })
  })

  it('ArrowUp moves up inside the dropdown and from the first link back to the top item', () => {
    const second = run(INITIAL_DESKTOP_MENU, tabTo(0), key('ArrowDown'), key('ArrowDown'))
    expect(run(second, key('ArrowUp')).cursor).toEqual({ top: 0, child: 0 })
    const backOnTop = run(second, key('ArrowUp'), key('ArrowUp'))
    expect(backOnTop.cursor).toEqual({ top: 0, child: null })
    expect(backOnTop.open).toEqual(itemMenu('cars'))
  })

  it('ArrowUp on a top item opens it at its last link', () => {
    expect(run(INITIAL_DESKTOP_MENU, tabTo(1), key('ArrowUp')).cursor).toEqual({ top: 1, child: 1 })
  })

  it('ArrowDown on a plain item without children does nothing (the page may scroll)', () => {
    const state = run(INITIAL_DESKTOP_MENU, tabTo(2))
    expect(desktopMenuReducer(state, key('ArrowDown'))).toBe(state)
  })

  it('Escape closes the dropdown and returns to its top item; focus coming back does not reopen it', () => {
    const inside = run(INITIAL_DESKTOP_MENU, tabTo(3), key('ArrowDown'), key('ArrowDown'))
    const escaped = run(inside, key('Escape'))
    expect(escaped.open).toEqual(MENU_RESET)
    expect(escaped.cursor).toEqual({ top: 3, child: null })
    expect(run(escaped, tabTo(3)).open).toEqual(MENU_RESET)
  })

  it('Escape with nothing open is left to the browser', () => {
    const state = run(INITIAL_DESKTOP_MENU, tabTo(0), key('Escape'))
    expect(desktopMenuReducer(state, key('Escape'))).toBe(state)
  })

  it('Space and Enter toggle a top item with children', () => {
    const open = run(INITIAL_DESKTOP_MENU, tabTo(0))
    const closed = run(open, key(' '))
    expect(closed.open).toEqual(MENU_RESET)
    expect(run(closed, key('Enter')).open).toEqual(itemMenu('cars'))
  })

  it('Space and Enter on a plain link or inside a dropdown are left to the browser (follow the link)', () => {
    const plain = run(INITIAL_DESKTOP_MENU, tabTo(2))
    expect(desktopMenuReducer(plain, key('Enter'))).toBe(plain)
    const inside = run(INITIAL_DESKTOP_MENU, tabTo(0), key('ArrowDown'))
    expect(desktopMenuReducer(inside, key('Enter'))).toBe(inside)
  })

  it('Home and End jump to the first and last entry', () => {
    const middle = run(INITIAL_DESKTOP_MENU, tabTo(2))
    expect(run(middle, key('Home')).cursor).toEqual({ top: 0, child: null })
    expect(run(middle, key('End')).cursor).toEqual({ top: 4, child: null })
    const inside = run(INITIAL_DESKTOP_MENU, tabTo(3), key('ArrowDown'))
    expect(run(inside, key('End')).cursor).toEqual({ top: 3, child: 3 })
  })

  it('ignores keys while the keyboard is not in the bar, and unrelated keys', () => {
    const hovered = run(INITIAL_DESKTOP_MENU, { type: 'open', value: itemMenu('cars') })
    expect(desktopMenuReducer(hovered, key('ArrowDown'))).toBe(hovered)
    const focused = run(INITIAL_DESKTOP_MENU, tabTo(0))
    expect(desktopMenuReducer(focused, key('a'))).toBe(focused)
    expect(desktopMenuReducer(focused, key('Tab'))).toBe(focused)
  })
})
