import { type RefObject, useEffect } from 'react'

/** Space kept between the header and what is scrolled into view below it (globals.css has the same without a header). */
const GAP_BELOW_HEADER = '0.5rem'

/**
 * While the header stays on screen (sticky or fixed), its height is the page's scroll padding at
 * the top, so a field or link reached with Tab, or an in-page anchor, is scrolled into view below
 * the header instead of under it (WCAG 2.2 SC 2.4.11 Focus Not Obscured). Kept up to date while
 * the header changes height (an alert, the banner, a wrapped menu, a rotated phone).
 *
 * The height goes straight into `scroll-padding-top` on <html>, not into a custom property the
 * stylesheet reads: custom properties are inherited, so changing one on <html> restyled every
 * element of the page (15–28 ms on the 844-element block catalogue in Chromium, about 100 ms at
 * Lighthouse's 4x slowdown, during hydration and again whenever the header changed height);
 * scroll padding is not inherited and costs under 1 ms.
 */
export function useStickyHeaderOffset(header: RefObject<HTMLElement | null>, staysOnScreen: boolean): void {
  useEffect(() => {
    const element = header.current
    const root = document.documentElement
    if (!element || !staysOnScreen) return
    const measure = () => {
      root.style.scrollPaddingTop = `calc(${Math.ceil(element.getBoundingClientRect().height)}px + ${GAP_BELOW_HEADER})`
    }
    // Measured in the observer's reports only, the first as soon as the header is laid out:
    // measuring here, in the effect, made the browser lay the page out inside the hydration task.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('scroll-padding-top')
    }
  }, [header, staysOnScreen])
}
