'use client'

import { useEffect, useState } from 'react'

import { showsScrollToTop } from './scroll-to-top'

/** Bottom-left button back to the top of the page (spec 01 §2.2). */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setVisible(showsScrollToTop(window.scrollY)))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [])

  if (!visible) return null
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
      className="fixed bottom-4 left-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-contrast shadow-lg hover:bg-accent-hover"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  )
}
