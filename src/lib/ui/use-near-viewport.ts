'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element is within half a screen of the viewport, or within `rootMargin` (and from
 * then on); at once in a browser without IntersectionObserver. For work a part needs only once a visitor may see it (the
 * store locator's map, the UK finance widget's first call).
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin = '50% 0px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver !== 'function') {
      // After hydration, in a task of its own.
      const timer = setTimeout(() => setNear(true), 0)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near, rootMargin])
  return near
}
