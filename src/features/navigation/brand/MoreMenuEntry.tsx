import type { ComponentPropsWithRef, DOMAttributes } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { isSectionSelected } from './bar-rules'
import { MoreMenu } from './MoreMenu'
import { FOCUS_RING, TOP_ENTRY } from './nav-styles'
import { NavIcon } from './NavIcon'

type MoreMenuEntryProps = {
  /** The items that do not fit in the bar. */
  items: readonly NavigationItem[]
  index: number
  panelId: string
  open: boolean
  label: string
  currentHref: string
  dark: boolean
  hoverProps: Pick<DOMAttributes<HTMLLIElement>, 'onPointerEnter' | 'onPointerLeave'>
  toggleProps: ComponentPropsWithRef<'button'>
  panelRef: (element: HTMLDivElement | null) => void
  onNavigate: () => void
}

/** 'More' (spec 01 §2.3): the toggle and its dropdown of the items that do not fit; selected when the current page is in one of them. */
export function MoreMenuEntry({ items, index, panelId, open, label, currentHref, dark, hoverProps, toggleProps, panelRef, onNavigate }: MoreMenuEntryProps) {
  return (
    <li className="relative flex" {...hoverProps}>
      <button
        type="button"
        data-testid="nav-more"
        aria-expanded={open}
        aria-controls={panelId}
        data-selected={items.some((item) => isSectionSelected(currentHref, item))}
        className={`${TOP_ENTRY} ${FOCUS_RING}`}
        {...toggleProps}
      >
        {label}
        <NavIcon name="chevron-down" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <MoreMenu ref={panelRef} id={panelId} items={items} open={open} entryIndex={index} currentHref={currentHref} dark={dark} onNavigate={onNavigate} />
    </li>
  )
}
