'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { carouselLoops } from './carousel-loop'
import { ChevronIcon } from '@/lib/ui/icons'

export type CarOfTheWeekTexts = {
  /** The carousel's name when it has no visible title. */
  label: string
  previous: string
  next: string
  /** '{index} av {total}': each slide's name. */
  slide: string
}

/** A car's card, rendered on the server (CarOfTheWeekBlock): its price formatting and markup are no work for the browser. */
export type CarOfTheWeekSlide = { id: string; card: ReactNode }

export type CarOfTheWeekCarouselProps = {
  slides: readonly CarOfTheWeekSlide[]
  title?: string
  texts: CarOfTheWeekTexts
}

const slideName = (template: string, index: number, total: number) => template.replace('{index}', String(index)).replace('{total}', String(total))

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The width of one copy of the list: from the first slide to the end of the last original. */
function listWidth(track: HTMLElement, count: number): number {
  const first = track.firstElementChild
  const last = track.children[count - 1]
  if (!(first instanceof HTMLElement) || !(last instanceof HTMLElement)) return 0
  return last.offsetLeft + last.offsetWidth - first.offsetLeft
}

/**
 * The car-of-the-week carousel (spec 02 'Car-of-the-week carousel', §4 "Car-of-the-week carousel
 * loops"): cards with brand, model, campaign tags, price and a link to the detail page, and
 * previous/next buttons that loop. Embla moves the track (buttons, drag and swipe, and a card
 * reached with Tab is brought into view); reduced motion: the buttons jump.
 *
 * The list is rendered twice while it loops (the spec's loop, and enough slides for Embla to loop
 * however few cars there are). The copy is for sight only: hidden from assistive technology and
 * inert, so screen readers and keyboard users meet each car once. The copy, the buttons and Embla
 * come on once the browser has measured that the cars do not all fit; when they fit there is
 * nothing to loop, and before that (or without script) the row scrolls natively. The copy is made
 * in the browser then, not sent hidden in the HTML: a phone parsed and hydrated it (about 150
 * elements on a start page) without showing it (issue 39). Embla's code is fetched only then, so
 * it is not in the page's first download (docs/architecture.md 'Client code per page').
 */
export function CarOfTheWeekCarousel({ slides, title, texts }: CarOfTheWeekCarouselProps) {
  const titleId = useId()
  const trackId = useId()
  const trackRef = useRef<HTMLDivElement>(null)
  const [loops, setLoops] = useState(false)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const total = slides.length

  // Loop only when one copy is wider than the track; measured again whenever the track resizes.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const update = () => setLoops(carouselLoops(listWidth(track, total), track.clientWidth))
    if (typeof ResizeObserver === 'undefined') {
      update()
      return
    }
    const observer = new ResizeObserver(update)
    observer.observe(track)
    return () => observer.disconnect()
  }, [total])

  // Embla takes the track while it loops. It moves the track by transform: a native scroll made
  // before it took over is undone.
  useEffect(() => {
    const viewport = viewportRef.current
    if (!loops || !viewport) return
    viewport.scrollTo({ left: 0, behavior: 'instant' })
    let instance: EmblaCarouselType | null = null
    let cancelled = false
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return
        instance = EmblaCarousel(viewport, { loop: true, align: 'start' })
        setEmbla(instance)
      })
      // Offline: the row stays natively scrollable and the buttons do nothing.
      .catch(() => undefined)
    return () => {
      cancelled = true
      instance?.destroy()
      setEmbla(null)
    }
  }, [loops])

  const go = (direction: 1 | -1) => {
    const jump = prefersReducedMotion()
    if (direction === 1) embla?.scrollNext(jump)
    else embla?.scrollPrev(jump)
  }

  const slideList = (copy: boolean) =>
    slides.map(({ id, card }, index) => (
      <div
        key={`${copy ? 'copy' : 'car'}-${id}`}
        role={copy ? undefined : 'group'}
        aria-roledescription={copy ? undefined : 'slide'}
        aria-label={copy ? undefined : slideName(texts.slide, index + 1, total)}
        aria-hidden={copy ? true : undefined}
        data-carousel-copy={copy ? '' : undefined}
        inert={copy}
        // The space between cards is each slide's left padding, so the loop's seam has it too.
        className="flex w-[331px] max-w-[calc(85vw+1rem)] min-w-0 shrink-0 snap-start pl-4"
      >
        {card}
      </div>
    ))

  const buttonClass =
    'flex h-11 w-11 cursor-pointer items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm transition-colors hover:bg-surface'

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : texts.label}
      data-testid="car-of-the-week"
      className="mx-auto max-w-6xl px-4 py-8"
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        {title ? <h2 id={titleId}>{title}</h2> : <span />}
        <div className={`gap-2 ${loops ? 'flex' : 'hidden'}`}>
          <button type="button" aria-label={texts.previous} title={texts.previous} aria-controls={trackId} onClick={() => go(-1)} className={buttonClass}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" aria-label={texts.next} title={texts.next} aria-controls={trackId} onClick={() => go(1)} className={buttonClass}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      {/* The viewport bleeds into the section's padding, so neighbouring cards peek in at the edges. */}
      <div ref={viewportRef} className={`-mx-4 pt-1 pb-4 ${loops ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}`}>
        {/* Embla follows horizontal drags; vertical ones still scroll the page. */}
        <div ref={trackRef} id={trackId} className={`flex ${loops ? 'touch-pan-y touch-pinch-zoom' : ''}`}>
          {slideList(false)}
          {loops && slideList(true)}
        </div>
      </div>
    </section>
  )
}
