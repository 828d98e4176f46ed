import type { Ref } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { isCurrentPage } from './bar-rules'
import { MENU_LINK, panelTone } from './nav-styles'
import { NavLink } from './NavLink'

type MoreMenuProps = {
  id: string
  items: readonly NavigationItem[]
  open: boolean
  entryIndex: number
  currentHref: string
  dark: boolean
  onNavigate: () => void
  ref?: Ref<HTMLDivElement>
}

/** The 'More' dropdown: the top-level items that did not fit the bar, each with its children (spec 01 §2.3). */
export function MoreMenu({ id, items, open, entryIndex, currentHref, dark, onNavigate, ref }: MoreMenuProps) {
  return (
    <div
      ref={ref}
      id={id}
      hidden={!open}
      data-panel-index={entryIndex}
      className={`absolute top-full right-0 max-h-[calc(100dvh-5rem)] w-72 overflow-y-auto rounded-b-brand border px-5 py-4 shadow-lg ${panelTone(dark)}`}
    >
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink href={item.href} current={isCurrentPage(currentHref, item.href)} onClick={onNavigate} className={`font-heading font-bold ${MENU_LINK}`}>
              {item.title}
            </NavLink>
            {item.children.length > 0 && (
              <ul className="ml-3">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavLink href={child.href} current={isCurrentPage(currentHref, child.href)} onClick={onNavigate} className={`text-sm ${MENU_LINK}`}>
                      {child.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
