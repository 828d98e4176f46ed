import type { Ref } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { fillText, isCurrentPage } from './bar-rules'
import { MenuColumn } from './MenuColumn'
import { MENU_LINK, panelTone } from './nav-styles'
import { NavLink } from './NavLink'

type MegaMenuPanelProps = {
  id: string
  item: NavigationItem
  open: boolean
  /** Index of the top-level entry, so focus inside the panel maps back to the keyboard cursor. */
  entryIndex: number
  currentHref: string
  allInText: string
  dark: boolean
  onNavigate: () => void
  ref?: Ref<HTMLDivElement>
}

/** spec 01 §2.4: more than 4 children and their pictures only fit on screens wider than 1500 px. */
const MANY_CHILDREN = 4

/**
 * The desktop mega menu of one top-level item: a link to the item's own page ('All of …', as the
 * top entry itself is the toggle button), then its children as columns with their own children as
 * links. Full width under the bar; always in the HTML (hidden when closed) so the links are crawlable.
 */
export function MegaMenuPanel({ id, item, open, entryIndex, currentHref, allInText, dark, onNavigate, ref }: MegaMenuPanelProps) {
  const image = item.children.length > MANY_CHILDREN ? 'wide' : 'shown'
  return (
    <div
      ref={ref}
      id={id}
      hidden={!open}
      data-panel-index={entryIndex}
      className={`absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t shadow-lg ${panelTone(dark)}`}
    >
      <div className="mx-auto max-w-[96rem] px-6 py-8">
        <NavLink
          href={item.href}
          current={isCurrentPage(currentHref, item.href)}
          onClick={onNavigate}
          className={`font-heading text-lg font-bold ${MENU_LINK}`}
        >
          {fillText(allInText, { title: item.title })}
        </NavLink>
        <ul className="mt-4 grid grid-cols-4 gap-x-8 gap-y-6 min-[1501px]:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))]">
          {item.children.map((child) => (
            <MenuColumn key={child.id} item={child} currentHref={currentHref} image={image} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
    </div>
  )
}
