'use client'

import { useMemo, useRef, useState } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { countVisibleItems } from '../overflow'
import { useThrottledResize } from './useThrottledResize'

/**
 * How many of the bar's items fit (spec 01 §2.3 'More'): every item is measured in the hidden
 * ruler row (MenuBarRuler) against the bar's width less its fixed part (languages, extra items),
 * again whenever one of them changes size. All of them until the first measurement.
 */
export function useMenuBarFit(items: readonly NavigationItem[]) {
  const navRef = useRef<HTMLElement>(null)
  const rulerRef = useRef<HTMLDivElement>(null)
  const fixedPartRef = useRef<HTMLUListElement>(null)
  const [measuredCount, setMeasuredCount] = useState(items.length)

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

  return { navRef, rulerRef, fixedPartRef, visibleCount: Math.min(measuredCount, items.length) }
}
