'use client'

import { type ReactNode, useId, useRef } from 'react'

import { slideName } from '../shared/carousel-autoplay'
import { CarouselDots, type CarouselTexts, PauseButton, PreviousNextButtons } from '../shared/CarouselControls'
import { useCarousel } from '../shared/use-carousel'

type Props = { title?: string; slides: ReactNode[]; texts: CarouselTexts & { label: string }; autoplayMs: number }

/**
 * The carousel's moving part (spec 01 §2.9, §9): Embla with previous/next, dots and a pause button
 * while it auto-plays (every 5 s by default; holds on hover, focus and reduced motion).
 */
export function Carousel({ title, slides, texts, autoplayMs }: Props) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const trackId = useId()
  const titleId = useId()
  const count = slides.length
  const carousel = useCarousel(viewportRef, { count, autoplayMs })

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : texts.label}
      data-block="carousel"
      className="mx-auto max-w-6xl px-4 py-8"
      {...carousel.holdHandlers}
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        {title ? <h2 id={titleId}>{title}</h2> : <span />}
        {count > 1 ? (
          <div className="flex gap-2">
            {carousel.autoplays ? <PauseButton texts={texts} paused={carousel.pausedByVisitor} onToggle={carousel.togglePause} /> : null}
            <PreviousNextButtons texts={texts} controls={trackId} onPrevious={carousel.previous} onNext={carousel.next} />
          </div>
        ) : null}
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div id={trackId} className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideName(texts.slide, index + 1, count)}
              aria-current={carousel.ready && index === carousel.selected ? 'true' : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="mt-2 flex justify-center">
          <CarouselDots count={count} selected={carousel.selected} texts={texts} onSelect={carousel.scrollTo} />
        </div>
      ) : null}
    </section>
  )
}
