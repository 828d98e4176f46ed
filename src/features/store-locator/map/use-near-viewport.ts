'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element is within half a screen of the viewport (and from then on); at once in a
 * browser without IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver !== 'function') {
      // After hydration (the server drew no map either), in a task of its own.
      const timer = setTimeout(() => setNear(true), 0)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '50% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
