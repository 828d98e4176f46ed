'use client'

import { type ReactNode, useEffect, useId, useRef } from 'react'

import { slideName } from '../shared/carousel-autoplay'
import { CarouselDots, type CarouselTexts, PauseButton, PreviousNextButtons } from '../shared/CarouselControls'
import { useCarousel } from '../shared/use-carousel'

type Props = { slides: ReactNode[]; label: string; texts: CarouselTexts; autoplayMs: number; slideClass: string }

/**
 * The hero carousel's moving part (spec 01 §2.8): Embla, dots, previous/next and, with auto-play, a
 * pause button (moving content must be stoppable). Slide videos play only while their slide is
 * active; the others are paused.
 */
export function HeroCarousel({ slides, label, texts, autoplayMs, slideClass }: Props) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const trackId = useId()
  const count = slides.length
  const carousel = useCarousel(viewportRef, { count, autoplayMs })
  const { selected, reducedMotion } = carousel

  useEffect(() => {
    const track = viewportRef.current?.firstElementChild
    if (!track) return
    Array.from(track.children).forEach((slide, index) => {
      for (const video of slide.querySelectorAll('video')) {
        if (index === selected && !reducedMotion) video.play()?.catch(() => undefined)
        else video.pause()
      }
    })
  }, [selected, reducedMotion])

  return (
    <section aria-roledescription="carousel" aria-label={label} data-block="heroCarousel" className="relative w-full" {...carousel.holdHandlers}>
      <div ref={viewportRef} className="overflow-hidden">
        <div id={trackId} className="flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideName(texts.slide, index + 1, count)}
              aria-hidden={carousel.ready && index !== selected ? true : undefined}
              inert={carousel.ready && index !== selected}
              className={`relative min-w-0 shrink-0 grow-0 basis-full ${slideClass}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-2 px-4">
          <PreviousNextButtons texts={texts} controls={trackId} onPrevious={carousel.previous} onNext={carousel.next} />
          <CarouselDots count={count} selected={selected} texts={texts} onSelect={carousel.scrollTo} light />
          {carousel.autoplays ? <PauseButton texts={texts} paused={carousel.pausedByVisitor} onToggle={carousel.togglePause} /> : null}
        </div>
      ) : null}
    </section>
  )
}
