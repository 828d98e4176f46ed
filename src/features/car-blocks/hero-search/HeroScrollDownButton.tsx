'use client'

import { HERO_BANNER_ATTRIBUTE } from './hero-search-view'
import { ChevronIcon } from '@/lib/ui/icons'

/**
 * The FullScreen variant's scroll-down button (spec 01 §2.7 "smooth-scrolls to just below the
 * banner"). Instant for visitors who ask for reduced motion.
 */
export function HeroScrollDownButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        const banner = event.currentTarget.closest(`[${HERO_BANNER_ATTRIBUTE}]`)
        if (!banner) return
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: banner.getBoundingClientRect().bottom + window.scrollY, behavior: reduce ? 'auto' : 'smooth' })
      }}
      className="absolute bottom-6 left-1/2 z-10 flex h-12 w-12 -translate-x-1/2 cursor-pointer items-center justify-center rounded-full border-2 border-white/80 bg-black/30 text-white hover:bg-black/50 focus-visible:outline-white motion-safe:animate-bounce"
    >
      <ChevronIcon direction="down" className="h-6 w-6" strokeWidth={2.08} />
    </button>
  )
}
