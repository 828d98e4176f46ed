'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from 'react'

import { autoplayRuns } from './carousel-autoplay'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

export type CarouselOptions = { count: number; loop?: boolean; autoplayMs: number }

/**
 * An Embla carousel on `viewportRef` (issue 21 "Carousels use Embla"): the selected slide, previous,
 * next and go-to, and auto-play that holds while the pointer is over it, focus is inside it, the
 * visitor asks for reduced motion or pressed pause (carousel-autoplay.ts). Embla's code is fetched
 * once the page has loaded, so it is not in the page's first download; until then the first slide
 * shows and the buttons wait. Reduced motion: slides change without the sliding animation.
 */
export function useCarousel(viewportRef: RefObject<HTMLElement | null>, { count, loop = true, autoplayMs }: CarouselOptions) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const reducedMotion = useReducedMotion()

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || count < 2) return
    let instance: EmblaCarouselType | null = null
    let cancelled = false
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return
        instance = EmblaCarousel(viewport, { loop, align: 'start', duration: 25 })
        instance.on('select', (api) => setSelected(api.selectedScrollSnap()))
        setEmbla(instance)
      })
      // Offline: the first slide stays.
      .catch(() => undefined)
    return () => {
      cancelled = true
      instance?.destroy()
      setEmbla(null)
    }
  }, [viewportRef, count, loop])

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion])
  const next = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion])
  const previous = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion])

  const running = autoplayRuns({ enabled: autoplayMs > 0, slideCount: count, hovered, focused, reducedMotion, pausedByVisitor })
  useEffect(() => {
    if (!running || !embla) return
    const timer = setInterval(() => embla.scrollNext(), autoplayMs)
    return () => clearInterval(timer)
  }, [running, embla, autoplayMs])

  return {
    ready: embla !== null,
    selected,
    scrollTo,
    next,
    previous,
    /** Auto-play is on for this carousel (the pause button shows). */
    autoplays: autoplayMs > 0 && count > 1 && !reducedMotion,
    pausedByVisitor,
    togglePause: () => setPausedByVisitor((p) => !p),
    reducedMotion,
    /** Spread on the carousel's root: hover and focus hold auto-play. */
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
