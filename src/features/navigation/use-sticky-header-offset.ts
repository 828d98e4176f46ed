import { type RefObject, useEffect } from 'react'

/** The page's scroll padding reads it (globals.css). */
export const STICKY_HEADER_HEIGHT_VARIABLE = '--sticky-header-height'

/**
 * While the header stays on screen (sticky or fixed), its height is the page's scroll padding at
 * the top, so a field or link reached with Tab, or an in-page anchor, is scrolled into view below
 * the header instead of under it (WCAG 2.2 SC 2.4.11 Focus Not Obscured). Kept up to date while
 * the header changes height (an alert, the banner, a wrapped menu, a rotated phone).
 */
export function useStickyHeaderOffset(header: RefObject<HTMLElement | null>, staysOnScreen: boolean): void {
  useEffect(() => {
    const element = header.current
    const root = document.documentElement
    if (!element || !staysOnScreen) return
    const measure = () => root.style.setProperty(STICKY_HEADER_HEIGHT_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(STICKY_HEADER_HEIGHT_VARIABLE)
    }
  }, [header, staysOnScreen])
}
