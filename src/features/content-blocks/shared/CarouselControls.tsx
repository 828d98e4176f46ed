'use client'

import { slideName } from './carousel-autoplay'
import { ChevronIcon, PlayPauseIcon } from '@/lib/ui/icons'

export type CarouselTexts = { previous: string; next: string; slide: string; pause: string; play: string }

const round =
  'flex h-11 w-11 cursor-pointer items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm transition-colors hover:bg-surface'

export function PreviousNextButtons({
  texts,
  onPrevious,
  onNext,
  controls,
}: {
  texts: Pick<CarouselTexts, 'previous' | 'next'>
  onPrevious: () => void
  onNext: () => void
  controls: string
}) {
  return (
    <>
      <button type="button" aria-label={texts.previous} title={texts.previous} aria-controls={controls} onClick={onPrevious} className={round}>
        <ChevronIcon direction="left" />
      </button>
      <button type="button" aria-label={texts.next} title={texts.next} aria-controls={controls} onClick={onNext} className={round}>
        <ChevronIcon direction="right" />
      </button>
    </>
  )
}

export function PauseButton({ texts, paused, onToggle }: { texts: CarouselTexts; paused: boolean; onToggle: () => void }) {
  const label = paused ? texts.play : texts.pause
  return (
    <button type="button" aria-label={label} title={label} onClick={onToggle} className={round}>
      <PlayPauseIcon playing={!paused} />
    </button>
  )
}

/** One dot per slide; the current one is marked for assistive technology (aria-current). */
export function CarouselDots({
  count,
  selected,
  texts,
  onSelect,
  light = false,
}: {
  count: number
  selected: number
  texts: CarouselTexts
  onSelect: (i: number) => void
  light?: boolean
}) {
  return (
    <div className="flex items-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={slideName(texts.slide, i + 1, count)}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className="flex h-11 w-7 cursor-pointer items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-5' : 'w-2.5'} ${light ? (i === selected ? 'bg-white' : 'bg-white/60') : i === selected ? 'bg-foreground' : 'bg-muted/50'}`}
          />
        </button>
      ))}
    </div>
  )
}
