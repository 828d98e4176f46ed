'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { fillText } from '@/lib/fill-text'

import type { MarkerWithDistance } from '../rules/markers'
import type { StoreLocatorTexts } from '../store-locator-texts'
import { distanceText } from './distance-text'
import { LocationListItem } from './LocationListItem'

export type LocationListProps = {
  sorted: readonly MarkerWithDistance[]
  listed: number
  activeId?: string
  expanded: readonly string[]
  languageTag: string
  texts: StoreLocatorTexts
  onToggle: (id: string) => void
  onShowOnMap: (marker: MarkerWithDistance) => void
  onShowMore: () => void
}

/**
 * The list of locations (spec 01 §2.10): the first `listed` markers nearest first, the "currently
 * showing {current} of {total}" text, and "show more" (5 more) while there are more. After "show
 * more" the focus goes to the first new location, so a keyboard user carries on where the list grew.
 */
export function LocationList({ sorted, listed, activeId, expanded, languageTag, texts, onToggle, onShowOnMap, onShowMore }: LocationListProps) {
  // The index of the first location the last "show more" added; its details button takes the focus once it is there.
  const [firstNew, setFirstNew] = useState<number | null>(null)
  const focusPending = useRef(false)
  const focusWhenAdded = useCallback((button: HTMLButtonElement | null) => {
    if (button && focusPending.current) {
      focusPending.current = false
      button.focus()
    }
  }, [])

  // The active location comes into view in the list (selected on the map, perhaps far down).
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (!activeId) return
    listRef.current?.querySelector(`[data-location-id="${CSS.escape(activeId)}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const shown = sorted.slice(0, listed)
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {fillText(texts.currentlyShowing, { current: shown.length, total: sorted.length })}
      </p>
      <ul ref={listRef} aria-label={texts.listLabel} className="rounded-brand border border-border bg-background">
        {shown.map((marker, index) => (
          <LocationListItem
            key={marker.id}
            marker={marker}
            active={marker.id === activeId}
            expanded={expanded.includes(marker.id)}
            onToggle={() => onToggle(marker.id)}
            onShowOnMap={() => onShowOnMap(marker)}
            firstButtonRef={index === firstNew ? focusWhenAdded : undefined}
            texts={{
              ...texts,
              typeName: texts.types[marker.type],
              distance: distanceText(marker.distance, marker.distanceUnit, languageTag, texts),
            }}
          />
        ))}
      </ul>
      {shown.length < sorted.length ? (
        <button
          type="button"
          onClick={() => {
            focusPending.current = true
            setFirstNew(shown.length)
            onShowMore()
          }}
          className="min-h-11 cursor-pointer self-center rounded-brand border-2 border-accent px-6 font-semibold text-foreground hover:bg-accent hover:text-accent-contrast"
        >
          {texts.showMore}
        </button>
      ) : null}
    </div>
  )
}
