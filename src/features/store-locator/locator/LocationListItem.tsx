'use client'

import type { Ref } from 'react'

import type { MarkerWithDistance } from '../rules/markers'
import { LocationDetails, type LocationDetailsTexts } from './LocationDetails'
import { MarkerIcon } from './MarkerIcon'

export type LocationListItemTexts = LocationDetailsTexts & {
  details: string
  showOnMap: string
  findUs: string
  typeName: string
  distance: string
}

export type LocationListItemProps = {
  marker: MarkerWithDistance
  active: boolean
  expanded: boolean
  onToggle: () => void
  onShowOnMap: () => void
  texts: LocationListItemTexts
  /** The details button, for the list to move focus to the first item "show more" adds. */
  firstButtonRef?: Ref<HTMLButtonElement>
}

/**
 * One location in the list (spec 01 §2.10, §4 "List items expand and collapse"): name, type,
 * address and distance, a button that opens its details, one that selects it on the map (pressed
 * while it is the active marker), and the directions link. The list is the map's text alternative:
 * everything the map shows is here.
 */
export function LocationListItem({ marker, active, expanded, onToggle, onShowOnMap, texts, firstButtonRef }: LocationListItemProps) {
  const headingId = `location-${marker.id}-name`
  const detailsId = `location-${marker.id}-details`
  return (
    <li className={`flex flex-col gap-2 border-b border-border p-3 last:border-b-0 ${active ? 'bg-surface shadow-[inset_4px_0_0_var(--color-accent)]' : ''}`}>
      <div className="flex items-start gap-3">
        <MarkerIcon type={marker.type} active={active} />
        <div className="min-w-0 grow">
          <h3 id={headingId} className="text-base! leading-snug font-semibold">
            {marker.name}
          </h3>
          <p className="text-xs tracking-wide text-muted uppercase">{texts.typeName}</p>
          <p className="text-sm">
            {marker.address}, {marker.zip} {marker.city}
          </p>
        </div>
        <p className="shrink-0 text-sm font-semibold whitespace-nowrap">{texts.distance}</p>
      </div>
      <div className="flex flex-wrap gap-2 ps-12">
        <button
          ref={firstButtonRef}
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
          className="min-h-9 cursor-pointer rounded-brand border border-border px-3 text-sm font-semibold hover:bg-surface"
        >
          {texts.details}
        </button>
        <button
          type="button"
          aria-pressed={active}
          onClick={onShowOnMap}
          className="min-h-9 cursor-pointer rounded-brand border border-border px-3 text-sm font-semibold hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-contrast"
        >
          {texts.showOnMap}
        </button>
        <a
          href={marker.directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-9 items-center rounded-brand px-3 text-sm font-semibold text-link underline"
        >
          {texts.findUs}
        </a>
      </div>
      <div id={detailsId} hidden={!expanded} className="ps-12">
        {expanded ? <LocationDetails marker={marker} texts={texts} /> : null}
      </div>
    </li>
  )
}
