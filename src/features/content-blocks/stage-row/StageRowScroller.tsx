'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { PreviousNextButtons } from '../shared/CarouselControls'
import { debounce } from '../shared/debounce'
import { useReducedMotion } from '../shared/use-carousel'
import { rowOverflows, STAGE_ROW_RESIZE_DEBOUNCE_MS } from './stage-row-layout'

type Props = { items: ReactNode[]; columns: '3' | '4'; texts: { previous: string; next: string } }

/**
 * The stage row's track (spec 01 §2.9, §9): a grid of 3 or 4 from 1024 px; below, a row that scrolls
 * sideways, with previous/next buttons when it does not all fit. Whether it fits is measured again
 * 100 ms after resizing stops (the spec's debounce), not on every resize event.
 */
export function StageRowScroller({ items, columns, texts }: Props) {
  const trackRef = useRef<HTMLUListElement>(null)
  const trackId = useId()
  const [overflows, setOverflows] = useState(false)
  const reducedMotion = useReducedMotion()

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const measure = () => setOverflows(rowOverflows(track.scrollWidth, track.clientWidth))
    const onResize = debounce(measure, STAGE_ROW_RESIZE_DEBOUNCE_MS)
    onResize()
    window.addEventListener('resize', onResize)
    return () => {
      onResize.cancel()
      window.removeEventListener('resize', onResize)
    }
  }, [])

  const step = (direction: 1 | -1) => {
    const track = trackRef.current
    const first = track?.firstElementChild
    if (!track || !(first instanceof HTMLElement)) return
    track.scrollBy({ left: direction * (first.offsetWidth + 16), behavior: reducedMotion ? 'instant' : 'smooth' })
  }
  return (
    <>
      <ul
        ref={trackRef}
        id={trackId}
        className={`-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:overflow-visible lg:px-0 ${columns === '4' ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {items}
      </ul>
      {overflows ? (
        <div className="mt-3 flex justify-end gap-2 lg:hidden">
          <PreviousNextButtons texts={texts} onPrevious={() => step(-1)} onNext={() => step(1)} controls={trackId} />
        </div>
      ) : null}
    </>
  )
}
