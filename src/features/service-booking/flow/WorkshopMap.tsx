'use client'

import { type MapPlace, PlacesMap } from '@/features/store-locator'
import type { WorkshopSite } from '@/integrations/workshop-booking/workshop-booking-port'

import { type BookingTexts, fill } from './booking-store'

/** spec 03 §2.4 "Map: zoom 15; the info marker shows at zoom 15 or higher; height 500 px, small map 150 px" (§9 the same). */
const BOOKING_MAP_ZOOM = 15
const BOOKING_INFO_MARKER_ZOOM = 15
const HEIGHT = { list: 'h-[500px]', small: 'h-[150px]' } as const

type WorkshopMapProps = {
  /** The workshops in the list, in its order: one marker each. */
  workshops: readonly WorkshopSite[]
  /** The workshop chosen (its times open, or its time taken): highlighted, the map on it at zoom 15. */
  chosenId: string | null
  texts: BookingTexts
  /** The production tile style (SHOWROOM_MAP_STYLE_URL); the built-in basemap without it. */
  styleUrl?: string
  /** The list's map (500 px): the place searched from as a dot; a marker's press chooses its workshop. */
  list?: { origin: { lat: number; lng: number } | null; onChoose: (departmentId: string) => void }
}

const placeOf = (w: WorkshopSite): MapPlace => ({ id: w.departmentId, name: w.siteName, address: w.address, lat: w.latitude, lng: w.longitude })

/**
 * Step 4's map (spec 03 §2.4, issue 36 item 4): one map with a marker for every workshop in the
 * list, not a map per workshop. With `list` it is the 500 px map above 'Bäst matchade anläggningar'
 * (markers are buttons named "{name}, {address}"; pressing one opens that workshop's times); without
 * it the 150 px picture of the chosen workshop beside the summary. The chosen workshop is the pressed
 * marker, and its info marker (name and address) shows from zoom 15.
 */
export function WorkshopMap({ workshops, chosenId, texts, styleUrl, list }: WorkshopMapProps) {
  const chosen = workshops.find((w) => w.departmentId === chosenId)
  const common = {
    places: workshops.map(placeOf),
    activeId: chosenId,
    zoom: BOOKING_MAP_ZOOM,
    infoZoom: BOOKING_INFO_MARKER_ZOOM,
    styleUrl,
  }
  const mapTexts = {
    marker: texts.sbMapMarker,
    zoomIn: texts.sbMapZoomIn,
    zoomOut: texts.sbMapZoomOut,
    gestures: { mobile: texts.sbMapGestureMobile, windows: texts.sbMapGestureWindows, mac: texts.sbMapGestureMac },
  }
  if (list)
    return <PlacesMap {...common} origin={list.origin} onSelect={list.onChoose} className={HEIGHT.list} texts={{ ...mapTexts, mapLabel: texts.sbMapLabel }} />
  return (
    <PlacesMap
      {...common}
      className={HEIGHT.small}
      texts={{ ...mapTexts, mapLabel: chosen ? fill(texts.sbMapChosenLabel, { name: chosen.siteName, address: chosen.address }) : texts.sbMapLabel }}
    />
  )
}
