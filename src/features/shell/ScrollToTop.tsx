'use client'

import { useEffect, useState } from 'react'

import { bottomBarBoxes, subscribeBottomBars } from '@/lib/ui/bottom-bars'

import { SCROLL_TO_TOP_INSET, scrollToTopOffset, showsScrollToTop } from './scroll-to-top'
import { ArrowUpIcon } from '@/lib/ui/icons'

/**
 * Bottom-left button back to the top of the page (spec 01 §2.2). It moves up out of the way of
 * the bars other features pin to the bottom of the window (`useBottomBar`: the kits cart, the
 * compare bar, the booking summary), so it never covers their buttons (issue 36).
 */
export function ScrollToTop({ label }: { label: string }) {
  const [place, setPlace] = useState<{ visible: boolean; offset: number }>({ visible: false, offset: SCROLL_TO_TOP_INSET })

  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const next = { visible: showsScrollToTop(window.scrollY), offset: scrollToTopOffset(bottomBarBoxes(), window.innerHeight) }
        setPlace((now) => (now.visible === next.visible && now.offset === next.offset ? now : next))
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    const unsubscribe = subscribeBottomBars(update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      unsubscribe()
    }
  }, [])

  if (!place.visible) return null
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        // Keyboard users continue from the top of the page, not from the button.
        document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true })
      }}
      style={{ bottom: place.offset }}
      className="fixed left-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-contrast shadow-lg hover:bg-accent-hover"
    >
      <ArrowUpIcon />
    </button>
  )
}
