'use client'

import type { MarkerWithDistance } from '../rules/markers'
import { LocationDetails, type LocationDetailsTexts } from './LocationDetails'

export type InfoWindowTexts = LocationDetailsTexts & { close: string; findUs: string; typeName: string; distance: string }

/**
 * The info window on mobile (spec 01 §4: "on mobile an info window appears after the map goes
 * idle"): the active location's card over the bottom of the map, with its details, the directions
 * link and a close button that deselects it.
 */
export function InfoWindow({ marker, texts, onClose }: { marker: MarkerWithDistance; texts: InfoWindowTexts; onClose: () => void }) {
  const headingId = `info-window-${marker.id}`
  return (
    <section
      aria-labelledby={headingId}
      className="absolute inset-x-2 bottom-2 z-10 max-h-[60%] overflow-y-auto rounded-brand border border-border bg-background p-4 shadow-xl"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 grow">
          <h3 id={headingId} className="text-base! font-semibold">
            {marker.name}
          </h3>
          <p className="text-xs tracking-wide text-muted uppercase">{texts.typeName}</p>
          <p className="text-sm">
            {marker.address}, {marker.zip} {marker.city} · {texts.distance}
          </p>
        </div>
        <button type="button" onClick={onClose} className="min-h-9 cursor-pointer rounded-brand border border-border px-3 text-sm font-semibold">
          {texts.close}
        </button>
      </div>
      <div className="mt-3">
        <LocationDetails marker={marker} texts={texts} />
      </div>
      <a href={marker.directionsUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-semibold text-link underline">
        {texts.findUs}
      </a>
    </section>
  )
}
