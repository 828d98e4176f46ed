'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { CarCard } from '@/features/car-card/CarCard'
import type { CarCardContext, CarSummary } from '@/features/car-list/car-list-types'

import { carouselLoops, loopedPosition, loopStepStart } from './carousel-loop'

export type CarOfTheWeekTexts = {
  /** The carousel's name when it has no visible title. */
  label: string
  previous: string
  next: string
  /** '{index} av {total}': each slide's name. */
  slide: string
}

export type CarOfTheWeekCarouselProps = {
  cars: readonly CarSummary[]
  cardContext: CarCardContext
  title?: string
  texts: CarOfTheWeekTexts
}

const slideName = (template: string, index: number, total: number) => template.replace('{index}', String(index)).replace('{total}', String(total))

/**
 * One copy's width and one slide's step, from where the slides are laid out (the copy shown).
 * undefined before the track is there.
 */
function loopMetrics(track: HTMLElement | null, copyStart: HTMLElement | null): { track: HTMLElement; setWidth: number; step: number } | undefined {
  const first = track?.firstElementChild
  if (!track || !(first instanceof HTMLElement) || !copyStart) return undefined
  const second = first.nextElementSibling
  const setWidth = copyStart.offsetLeft - first.offsetLeft
  const step = second instanceof HTMLElement && second !== copyStart ? second.offsetLeft - first.offsetLeft : setWidth
  return { track, setWidth, step }
}

/** Waiting time after the last scroll event where 'scrollend' is not supported. */
const SCROLL_END_DELAY_MS = 150

/**
 * The car-of-the-week carousel (spec 02 'Car-of-the-week carousel', §4 "Car-of-the-week carousel
 * loops"): cards with brand, model, campaign tags, price and a link to the detail page on a
 * scroll-snap track, previous/next buttons that loop.
 *
 * The list is rendered twice (the loop). The copy is for sight only: hidden from assistive
 * technology and out of the tab order, so screen readers and keyboard users meet each car once.
 * It is shown, with the buttons, once the browser has measured that the cars do not all fit;
 * when they fit there is nothing to loop.
 */
export function CarOfTheWeekCarousel({ cars, cardContext, title, texts }: CarOfTheWeekCarouselProps) {
  const titleId = useId()
  const trackId = useId()
  const trackRef = useRef<HTMLDivElement>(null)
  const copyStartRef = useRef<HTMLDivElement>(null)
  const [loops, setLoops] = useState(false)
  const total = cars.length
  const headingLevel = title ? 3 : 2

  // Loop only when one copy is wider than the track; measured again whenever the track resizes.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const update = () => {
      const first = track.firstElementChild
      const copyStart = copyStartRef.current
      if (!(first instanceof HTMLElement) || !copyStart) return
      // Before the copy is shown it has no layout: measure one copy from its own slides.
      const last = copyStart.previousElementSibling
      const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0
      const setWidth = last instanceof HTMLElement ? last.offsetLeft + last.offsetWidth + gap - first.offsetLeft : 0
      setLoops(carouselLoops(setWidth, track.clientWidth))
    }
    if (typeof ResizeObserver === 'undefined') {
      update()
      return
    }
    const observer = new ResizeObserver(update)
    observer.observe(track)
    return () => observer.disconnect()
  }, [])

  // The copy's links stay out of the tab order (CarCard's link takes no tabIndex of its own).
  useEffect(() => {
    const track = trackRef.current
    track?.querySelectorAll<HTMLElement>('[data-carousel-copy] a, [data-carousel-copy] button').forEach((element) => element.setAttribute('tabindex', '-1'))
  }, [cars])

  // After the visitor's own scrolling (swipe, trackpad), a position in the copy moves back into the
  // original: the loop never runs out of track.
  useEffect(() => {
    const track = trackRef.current
    if (!track || !loops) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      const metrics = loopMetrics(track, copyStartRef.current)
      if (!metrics) return
      const position = loopedPosition(track.scrollLeft, metrics.setWidth)
      if (position !== track.scrollLeft) track.scrollTo({ left: position, behavior: 'instant' })
    }
    const supportsScrollEnd = 'onscrollend' in window
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(settle, SCROLL_END_DELAY_MS)
    }
    track.addEventListener(supportsScrollEnd ? 'scrollend' : 'scroll', supportsScrollEnd ? settle : onScroll, { passive: true })
    return () => {
      clearTimeout(timer)
      track.removeEventListener(supportsScrollEnd ? 'scrollend' : 'scroll', supportsScrollEnd ? settle : onScroll)
    }
  }, [loops])

  const go = (direction: 1 | -1) => {
    const metrics = loopMetrics(trackRef.current, copyStartRef.current)
    if (!metrics) return
    const { track, setWidth, step } = metrics
    const start = loopStepStart(track.scrollLeft, step, setWidth, direction)
    if (start !== track.scrollLeft) track.scrollTo({ left: start, behavior: 'instant' })
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: start + direction * step, behavior: reduce ? 'instant' : 'smooth' })
  }

  const slides = (copy: boolean) =>
    cars.map((car, index) => (
      <div
        key={`${copy ? 'copy' : 'car'}-${car.car_id}`}
        ref={copy && index === 0 ? copyStartRef : undefined}
        role={copy ? undefined : 'group'}
        aria-roledescription={copy ? undefined : 'slide'}
        aria-label={copy ? undefined : slideName(texts.slide, index + 1, total)}
        aria-hidden={copy ? true : undefined}
        data-carousel-copy={copy ? '' : undefined}
        className={`w-[315px] max-w-[85vw] shrink-0 snap-start ${copy && !loops ? 'hidden' : 'flex'}`}
      >
        <CarCard car={car} context={cardContext} headingLevel={headingLevel} />
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
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12.5 4.5L7 10l5.5 5.5" />
            </svg>
          </button>
          <button type="button" aria-label={texts.next} title={texts.next} aria-controls={trackId} onClick={() => go(1)} className={buttonClass}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M7.5 4.5L13 10l-5.5 5.5" />
            </svg>
          </button>
        </div>
      </div>
      <div ref={trackRef} id={trackId} className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 pt-1">
        {slides(false)}
        {slides(true)}
      </div>
    </section>
  )
}
