'use client'

import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'

import { fillText } from '@/lib/fill-text'
import { TabList } from '@/lib/ui/TabList'

import type { DistanceUnit } from '../rules/constants'
import type { LatLng } from '../rules/geo'
import { isMarkerType, unknownMarkerTypeMessage } from '../rules/location'
import { initialLocatorState, locatorReducer, sortedFrom } from '../rules/locator-state'
import { markerSearch } from '../rules/marker-search'
import { listedCount, type MarkerWithDistance, type StoreMarker } from '../rules/markers'
import type { StoreLocatorTexts } from '../store-locator-texts'
import { StoreLocatorMapLazy } from '../map/StoreLocatorMapLazy'
import { distanceText } from './distance-text'
import { geocodePlace } from './geocode-client'
import { InfoWindow } from './InfoWindow'
import { LocationList } from './LocationList'
import { LocatorSearch, type Suggestion } from './LocatorSearch'
import { useDesktop } from './use-desktop'

export type StoreLocatorSettings = {
  defaultCentre: LatLng
  defaultZoom: number
  unit: DistanceUnit
  /** The near-me radius in the unit (spec 01 §9: 16 miles, converted for km). */
  nearMeRadius: number
  /** How far from a searched place the map fits (SearchResultDistanceThreshold), in the unit. */
  searchRadius: number
  /** Appended to searched terms ('term, country', spec 01 §7.2). */
  country?: string
  /** The page language, for the geocoder's names. */
  language: string
}

export type StoreLocatorProps = {
  /** Every marker, checked on the server (spec 01 §3); sorted here by distance. */
  markers: StoreMarker[]
  settings: StoreLocatorSettings
  texts: StoreLocatorTexts
  languageTag: string
  /** The production map style (SHOWROOM_MAP_STYLE_URL); the built-in basemap without it. */
  styleUrl?: string
}

/**
 * The store locator (spec 01 §2.10, §4): search with suggestions, "near me", the list nearest first
 * (20, then 5 more) and the map with clustered markers; two panes on desktop, Panel and Map tabs on
 * a phone. Server-rendered with the list (the map's text alternative); the map itself is drawn in
 * the browser from its own chunk, and on a phone only once the Map tab is opened.
 */
export function StoreLocator({ markers: given, settings, texts, languageTag, styleUrl }: StoreLocatorProps) {
  const id = useId()
  const desktop = useDesktop()
  const [state, dispatch] = useReducer(locatorReducer, settings.defaultCentre, initialLocatorState)
  const [idleFor, setIdleFor] = useState<string | undefined>()
  const [searching, setSearching] = useState(false)
  const searchAbort = useRef<AbortController | null>(null)

  // spec 01 §8 "Unknown location type: 'Unable to render marker of type: {type}'": that marker is left out, the rest renders.
  const markers = useMemo(() => given.filter((marker) => isMarkerType(marker.type)), [given])
  useEffect(() => {
    for (const marker of given) if (!isMarkerType(marker.type)) console.error(unknownMarkerTypeMessage(marker.type))
  }, [given])

  const { sorted } = useMemo(() => sortedFrom(markers, state.origin.point, settings.unit, settings.nearMeRadius), [markers, state.origin.point, settings])
  const byId = useMemo(() => new Map(sorted.map((marker) => [marker.id, marker])), [sorted])
  const search = useMemo(() => markerSearch(markers), [markers])
  const suggest = useCallback((term: string): Suggestion[] => search(term), [search])

  // The map is made when it is first seen: at once on desktop, on a phone when the Map tab opens.
  const mapWanted = desktop || state.mobileView === 'map'
  const [mapMade, setMapMade] = useState(false)
  if (mapWanted && !mapMade) setMapMade(true)

  const select = useCallback(
    (markerId: string) => {
      const marker = byId.get(markerId)
      if (!marker) return
      setIdleFor(undefined)
      // A marker chosen on the map may be further down the list than it shows: page to it.
      dispatch({ type: 'reveal', count: sorted.indexOf(marker) + 1 })
      dispatch({ type: 'select', id: markerId, marker })
    },
    [byId, sorted],
  )

  const showOnMap = (marker: MarkerWithDistance) => {
    // On a phone the map is in the other tab: show it, where the info window will open.
    if (!desktop && state.activeId !== marker.id) dispatch({ type: 'mobileView', view: 'map' })
    select(marker.id)
  }

  const moveTo = useCallback(
    (origin: { kind: 'place' | 'visitor'; point: LatLng; label?: string }, radius: number) => {
      const { nearby } = sortedFrom(markers, origin.point, settings.unit, radius)
      dispatch({ type: 'origin', origin, nearby })
    },
    [markers, settings.unit],
  )

  const onSearch = async (term: string) => {
    searchAbort.current?.abort()
    if (term.trim() === '') {
      dispatch({ type: 'fitAll', markers, defaultCentre: settings.defaultCentre })
      return
    }
    const controller = new AbortController()
    searchAbort.current = controller
    setSearching(true)
    const place = await geocodePlace(term.trim(), settings.country, settings.language, controller.signal)
    if (controller.signal.aborted) return
    setSearching(false)
    if (!place) dispatch({ type: 'inputError', error: true })
    else moveTo({ kind: 'place', point: place, label: place.label }, settings.searchRadius)
  }

  // spec 01 §4 "'Near me' asks the browser for position. If permission is refused a warning is logged and nothing else happens."
  const nearMe = async () => {
    if (!('geolocation' in navigator)) {
      console.warn('Store locator: this browser gives no position; near me does nothing')
      return
    }
    try {
      const permission = await navigator.permissions?.query({ name: 'geolocation' })
      if (permission?.state === 'denied') {
        console.warn('Store locator: the visitor refused their position; near me does nothing')
        return
      }
    } catch {
      // No Permissions API for geolocation here: the position request asks.
    }
    navigator.geolocation.getCurrentPosition(
      (position) => moveTo({ kind: 'visitor', point: { lat: position.coords.latitude, lng: position.coords.longitude } }, settings.nearMeRadius),
      (error) => {
        const reason = error.code === error.PERMISSION_DENIED ? 'the visitor refused their position' : `no position (${error.message})`
        console.warn(`Store locator: ${reason}; near me does nothing`)
      },
      { timeout: 15_000, maximumAge: 60_000 },
    )
  }

  const active = state.activeId ? byId.get(state.activeId) : undefined
  const listed = listedCount(sorted.length, state.showMoreClicks)
  const panelId = `${id}-panel`
  const mapId = `${id}-map`
  const tabs = [
    { key: 'panel', label: texts.panelTab, id: `${id}-panel-tab`, controls: panelId },
    { key: 'map', label: texts.mapTab, id: `${id}-map-tab`, controls: mapId },
  ]
  // Tab panels on a phone; on desktop both are plain regions of the page.
  const paneRole = desktop ? undefined : 'tabpanel'
  const origin =
    state.origin.kind === 'place' && state.origin.label
      ? fillText(texts.sortedFrom, { place: state.origin.label })
      : state.origin.kind === 'visitor'
        ? fillText(texts.sortedFrom, { place: texts.yourPosition })
        : ''
  const markerTexts = (marker: MarkerWithDistance) => ({
    ...texts,
    typeName: texts.types[marker.type],
    distance: distanceText(marker.distance, marker.distanceUnit, languageTag, texts),
  })

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6">
      <h2 id={`${id}-title`}>{texts.panelTitle}</h2>
      {/* The Panel and Map tabs on a phone (spec 01 §2.10); from 1024 px both panes show and the tabs hide. */}
      <TabList
        label={texts.views}
        tabs={tabs}
        selected={state.mobileView}
        onSelect={(key) => dispatch({ type: 'mobileView', view: key === 'map' ? 'map' : 'panel' })}
        className="grid grid-cols-2 gap-1 rounded-brand border border-border bg-background p-1 lg:hidden"
        tabClassName="min-h-11 cursor-pointer rounded-brand px-3 text-sm font-semibold text-muted hover:text-foreground aria-selected:bg-accent aria-selected:text-accent-contrast"
      />
      <div className="lg:grid lg:h-[760px] lg:grid-cols-[minmax(340px,420px)_1fr] lg:gap-4">
        <div
          id={panelId}
          role={paneRole}
          aria-labelledby={paneRole ? tabs[0]!.id : undefined}
          className={`flex flex-col gap-4 lg:min-h-0 lg:overflow-y-auto lg:pe-1 ${state.mobileView === 'panel' ? '' : 'max-lg:hidden'}`}
        >
          <LocatorSearch
            suggest={suggest}
            onPick={(markerId) => {
              const marker = byId.get(markerId)
              if (!marker) return
              // The list sorts from the picked location (it comes first), which becomes the active one.
              dispatch({ type: 'origin', origin: { kind: 'place', point: { lat: marker.lat, lng: marker.lng }, label: marker.name }, nearby: [] })
              if (!desktop) dispatch({ type: 'mobileView', view: 'map' })
              setIdleFor(undefined)
              dispatch({ type: 'select', id: marker.id, marker })
            }}
            onSearch={onSearch}
            error={state.inputError}
            onEdit={() => dispatch({ type: 'inputError', error: false })}
            busy={searching}
            texts={texts}
          />
          <button
            type="button"
            onClick={nearMe}
            className="min-h-11 cursor-pointer self-start rounded-brand border border-border px-4 text-sm font-semibold hover:bg-surface"
          >
            {texts.nearMeOnPanel}
          </button>
          <p className={origin ? 'text-sm text-muted' : 'sr-only'} aria-live="polite">
            {origin}
          </p>
          <LocationList
            sorted={sorted}
            listed={listed}
            activeId={state.activeId}
            expanded={state.expanded}
            languageTag={languageTag}
            texts={texts}
            onToggle={(markerId) => dispatch({ type: 'toggleExpanded', id: markerId })}
            onShowOnMap={showOnMap}
            onShowMore={() => dispatch({ type: 'showMore' })}
          />
        </div>
        <div
          id={mapId}
          role={paneRole}
          aria-labelledby={paneRole ? tabs[1]!.id : undefined}
          className={`relative h-[70vh] min-h-80 overflow-hidden rounded-brand border border-border bg-surface lg:h-full ${state.mobileView === 'map' ? '' : 'max-lg:hidden'}`}
        >
          {mapMade ? (
            <StoreLocatorMapLazy
              markers={markers}
              activeId={state.activeId}
              view={state.view}
              origin={state.origin}
              defaultCentre={settings.defaultCentre}
              defaultZoom={settings.defaultZoom}
              styleUrl={styleUrl}
              texts={texts}
              onSelect={select}
              onIdle={() => setIdleFor(state.activeId)}
            />
          ) : null}
          <button
            type="button"
            onClick={nearMe}
            className="absolute top-3 left-3 z-10 min-h-11 cursor-pointer rounded-brand border border-border bg-background px-4 text-sm font-semibold shadow-md hover:bg-surface"
          >
            {texts.nearMeOnMap}
          </button>
          {!desktop && active && idleFor === active.id ? (
            <InfoWindow marker={active} texts={markerTexts(active)} onClose={() => dispatch({ type: 'close' })} />
          ) : null}
        </div>
      </div>
    </section>
  )
}
