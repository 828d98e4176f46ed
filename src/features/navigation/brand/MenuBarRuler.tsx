import type { Ref } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { TOP_ENTRY } from './nav-styles'
import { NavIcon } from './NavIcon'

/** The ruler: every item and 'More' at their natural width, invisible, so the bar knows what fits (useMenuBarFit). */
export function MenuBarRuler({ items, moreText, ref }: { items: readonly NavigationItem[]; moreText: string; ref: Ref<HTMLDivElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none invisible absolute top-0 left-0 h-0 w-0 overflow-hidden">
      <div ref={ref} className="flex w-max">
        {items.map((item) => (
          <span key={item.id} data-ruler-item="" className={TOP_ENTRY}>
            {item.title}
            {item.children.length > 0 && <NavIcon name="chevron-down" className="h-4 w-4" />}
          </span>
        ))}
        <span data-ruler-more="" className={TOP_ENTRY}>
          {moreText}
          <NavIcon name="chevron-down" className="h-4 w-4" />
        </span>
      </div>
    </div>
  )
}
