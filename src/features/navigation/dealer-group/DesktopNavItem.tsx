import type { FocusEvent, MouseEvent, PointerEvent } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { DropdownEntry } from './DropdownEntry'
import { ariaCurrent, domIdPart, fillText, navItemIsLink, navItemLink, navItemMatch } from './nav-links'
import { NavIcon } from './NavIcon'
import { NavLink } from './NavLink'

export type DropdownOpenReason = 'hover' | 'focus' | 'click'

/** What the navigation tells one top-level item; the open dropdown is the navigation's state. */
export type DesktopDropdownControls = {
  openId: string | null
  open: (id: string, reason: DropdownOpenReason) => void
  /** Trigger button pressed: `byPointer` distinguishes a mouse click from Enter/Space. */
  toggle: (id: string, byPointer: boolean) => void
  closeIfOpen: (id: string) => void
  scheduleClose: (id: string) => void
  cancelClose: () => void
  /** False right after Escape moved focus back to the trigger (it must not reopen). */
  opensOnFocus: () => boolean
}

type DesktopNavItemProps = {
  item: NavigationItem
  currentHref: string
  homeHref: string
  idPrefix: string
  showSubmenuLabel: string
  controls: DesktopDropdownControls
}

export const dropdownTriggerId = (idPrefix: string, itemId: string) => `${idPrefix}-trigger-${domIdPart(itemId)}`

const TOP_LEVEL_CLASSES =
  'flex min-h-11 items-center gap-1 rounded-brand px-3 font-medium hover:bg-current/10 aria-[current]:underline aria-[current]:decoration-accent aria-[current]:decoration-[3px] aria-[current]:underline-offset-8'

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse'

/**
 * A top-level item of the desktop bar (>= 1024 px). Its children open as a dropdown on hover, on
 * keyboard focus and on the trigger button; Escape, leaving with the pointer, a click elsewhere
 * and a route change close it (spec 01 §2.3 version B; Escape, outside clicks and route changes
 * are handled by the navigation, which owns the open dropdown).
 */
export function DesktopNavItem({ item, currentHref, homeHref, idPrefix, showSubmenuLabel, controls }: DesktopNavItemProps) {
  const link = navItemLink(item)
  const match = navItemMatch(item, currentHref, homeHref)
  const hasChildren = item.children.length > 0

  if (!hasChildren) {
    return (
      <li className="flex items-center">
        <NavLink href={link.href} kind={link.kind} ariaCurrent={ariaCurrent(match)} className={TOP_LEVEL_CLASSES}>
          {link.text}
        </NavLink>
      </li>
    )
  }

  const open = controls.openId === item.id
  const triggerId = dropdownTriggerId(idPrefix, item.id)
  const listId = `${idPrefix}-dropdown-${domIdPart(item.id)}`
  const isLink = navItemIsLink(item)

  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    // Only keyboard focus opens it: a mouse click focuses the button too, and its click decides.
    if (controls.opensOnFocus() && event.target instanceof Element && event.target.matches(':focus-visible')) controls.open(item.id, 'focus')
  }
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) controls.closeIfOpen(item.id)
  }
  const onToggle = (event: MouseEvent<HTMLButtonElement>) => controls.toggle(item.id, event.detail > 0)

  const trigger = isLink ? (
    <>
      <NavLink href={link.href} kind={link.kind} ariaCurrent={ariaCurrent(match)} className={`${TOP_LEVEL_CLASSES} pr-1`}>
        {link.text}
      </NavLink>
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={fillText(showSubmenuLabel, { title: link.text })}
        onClick={onToggle}
        className="flex min-h-11 w-11 cursor-pointer items-center justify-center rounded-brand hover:bg-current/10"
      >
        <NavIcon name="chevron" className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
    </>
  ) : (
    <button
      type="button"
      id={triggerId}
      aria-expanded={open}
      aria-controls={listId}
      aria-current={ariaCurrent(match)}
      onClick={onToggle}
      className={`${TOP_LEVEL_CLASSES} cursor-pointer`}
    >
      {link.text}
      <NavIcon name="chevron" className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
    </button>
  )

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover opens the dropdown for mouse users only; keyboard users use the item's own button
    <li
      className="relative flex items-center self-stretch"
      onPointerEnter={(event) => {
        if (!isMouse(event)) return
        controls.cancelClose()
        controls.open(item.id, 'hover')
      }}
      onPointerLeave={(event) => {
        if (isMouse(event)) controls.scheduleClose(item.id)
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {trigger}
      {/* Always rendered (search engines and no-JS visitors get the links); `hidden` while closed. */}
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-10 min-w-64 rounded-b-brand border border-border bg-header-background py-2 text-header-foreground shadow-lg"
      >
        {item.children.map((child) => (
          <DropdownEntry key={child.id} item={child} currentHref={currentHref} homeHref={homeHref} />
        ))}
      </ul>
    </li>
  )
}
