import type { ComponentPropsWithRef, DOMAttributes } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { isCurrentPage, isSectionSelected } from './bar-rules'
import { MegaMenuPanel } from './MegaMenuPanel'
import { FOCUS_RING, TOP_ENTRY } from './nav-styles'
import { NavIcon } from './NavIcon'
import { NavLink } from './NavLink'

type MenuBarItemProps = {
  item: NavigationItem
  /** Its place among the bar's entries (the panel's `data-panel-index`). */
  index: number
  panelId: string
  open: boolean
  currentHref: string
  allInText: string
  dark: boolean
  /** The bar's hover handlers for this entry's list item. */
  hoverProps: Pick<DOMAttributes<HTMLLIElement>, 'onPointerEnter' | 'onPointerLeave'>
  /** The bar's wiring of the toggle (a childless item's link gets its ref only). */
  toggleProps: ComponentPropsWithRef<'button'>
  linkRef: (element: HTMLAnchorElement | null) => void
  panelRef: (element: HTMLDivElement | null) => void
  onNavigate: () => void
}

/**
 * One top-level item of the desktop bar (spec 01 §2.3): a link when it has no children, else a
 * toggle with its mega-menu dropdown. Marked selected while the current page is in its section.
 */
export function MenuBarItem({
  item,
  index,
  panelId,
  open,
  currentHref,
  allInText,
  dark,
  hoverProps,
  toggleProps,
  linkRef,
  panelRef,
  onNavigate,
}: MenuBarItemProps) {
  const selected = isSectionSelected(currentHref, item)
  if (item.children.length === 0) {
    return (
      <li className="flex" {...hoverProps}>
        <NavLink
          ref={linkRef}
          href={item.href}
          current={isCurrentPage(currentHref, item.href)}
          data-selected={selected}
          onClick={onNavigate}
          className={`${TOP_ENTRY} ${FOCUS_RING}`}
        >
          {item.title}
        </NavLink>
      </li>
    )
  }
  return (
    <li className="flex" {...hoverProps}>
      <button type="button" aria-expanded={open} aria-controls={panelId} data-selected={selected} className={`${TOP_ENTRY} ${FOCUS_RING}`} {...toggleProps}>
        {item.title}
        <NavIcon name="chevron-down" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <MegaMenuPanel
        ref={panelRef}
        id={panelId}
        item={item}
        open={open}
        entryIndex={index}
        currentHref={currentHref}
        allInText={allInText}
        dark={dark}
        onNavigate={onNavigate}
      />
    </li>
  )
}
