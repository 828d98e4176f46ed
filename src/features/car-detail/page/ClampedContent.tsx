'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import type { ToggleTexts } from './car-detail-texts'

export type ClampedContentProps = {
  /** The collapsed height in px (spec 02 'Car detail page' Clamps: description 300, equipment 50 / 190). */
  maxHeightPx: number
  /**
   * The server's guess whether the content overflows, so the button is in the first HTML; the
   * browser measures after hydration and shows the button only when the content really overflows.
   */
  likelyOverflows: boolean
  texts: ToggleTexts
  /** Names what the button opens for screen readers ('Equipment'), read after the button text. */
  sectionLabelId?: string
  children: ReactNode
}

/**
 * A block clamped to `maxHeightPx` (max-height + overflow hidden) with a show more / show less
 * button (spec 02 'Car detail page' Clamps "clamped at 300 px with show more/less"). The button is
 * a real <button> with aria-expanded and aria-controls.
 */
export function ClampedContent({ maxHeightPx, likelyOverflows, texts, sectionLabelId, children }: ClampedContentProps) {
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState<boolean | null>(null)
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()

  useEffect(() => {
    const element = ref.current
    if (!element) return
    // scrollHeight is the full content height whether clamped or not.
    const measure = () => setOverflows(element.scrollHeight > maxHeightPx + 1)
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return
    }
    // Measured in the observer's first report, not here: the sections are skipped while the page
    // loads (lib/ui/render-after-load), and reading scrollHeight now made the browser lay them out
    // inside the hydration task (a 90 ms forced layout at a phone's 4x CPU, issue 39). The observer
    // reports once the element is laid out anyway, when reading it costs nothing.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [maxHeightPx])

  const showButton = overflows ?? likelyOverflows
  const clamped = showButton && !expanded

  return (
    <div>
      <div
        id={id}
        ref={ref}
        data-clamped={clamped ? '' : undefined}
        className={clamped ? 'overflow-hidden [mask-image:linear-gradient(to_bottom,black_60%,transparent)]' : undefined}
        style={clamped ? { maxHeight: `${maxHeightPx}px` } : undefined}
      >
        {children}
      </div>
      {showButton ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-describedby={sectionLabelId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 inline-flex min-h-11 cursor-pointer items-center font-semibold text-link underline underline-offset-4 hover:no-underline"
        >
          {expanded ? texts.showLess : texts.showMore}
        </button>
      ) : null}
    </div>
  )
}
