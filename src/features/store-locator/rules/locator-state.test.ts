import { describe, expect, it } from 'vitest'

import { initialLocatorState, locatorReducer, sortedFrom } from './locator-state'
import type { StoreMarker } from './markers'

const start = initialLocatorState({ lat: 52.54, lng: 12.37 })
const here = { lat: 57.7, lng: 11.97 }

const marker = (id: string, lat: number, lng: number): StoreMarker => ({
  id,
  name: id,
  lat,
  lng,
  city: 'C',
  address: 'A',
  zip: 'Z',
  services: [],
  chargerOptions: [],
  type: 'Location',
  directionsUrl: '',
})

describe('map page states (spec 01 §4)', () => {
  it('starts at the default centre, first page, nothing active, the Panel view on mobile', () => {
    expect(start).toMatchObject({ origin: { kind: 'default', point: { lat: 52.54, lng: 12.37 } }, showMoreClicks: 0, mobileView: 'panel' })
    expect(start.activeId).toBeUndefined()
  })

  it('activates a selected marker: it opens in the list and the map zooms to 12 on it; selecting it again deselects', () => {
    const selected = locatorReducer(start, { type: 'select', id: 'a', marker: here })
    expect(selected).toMatchObject({ activeId: 'a', expanded: ['a'], view: { kind: 'centre', centre: here, zoom: 12 } })
    expect(locatorReducer(selected, { type: 'select', id: 'a', marker: here }).activeId).toBeUndefined()
    expect(locatorReducer(selected, { type: 'close' }).activeId).toBeUndefined()
    expect(locatorReducer(selected, { type: 'select', id: 'b', marker: here })).toMatchObject({ activeId: 'b', expanded: ['a', 'b'] })
  })

  it('expands and collapses list items', () => {
    const open = locatorReducer(start, { type: 'toggleExpanded', id: 'a' })
    expect(open.expanded).toEqual(['a'])
    expect(locatorReducer(open, { type: 'toggleExpanded', id: 'a' }).expanded).toEqual([])
  })

  it('fits a new origin with its nearby markers at zoom 13 at most, back on the first page, without an input error', () => {
    const paged = locatorReducer(locatorReducer(start, { type: 'showMore' }), { type: 'inputError', error: true })
    const moved = locatorReducer(paged, { type: 'origin', origin: { kind: 'place', point: here, label: 'Göteborg' }, nearby: [{ lat: 57.8, lng: 12.1 }] })
    expect(moved).toMatchObject({
      origin: { kind: 'place', label: 'Göteborg' },
      showMoreClicks: 0,
      inputError: false,
      view: {
        kind: 'fit',
        bounds: [
          [11.97, 57.7],
          [12.1, 57.8],
        ],
        maxZoom: 13,
      },
    })
  })

  it('fits all markers for an empty search, back at the default origin', () => {
    const moved = locatorReducer(start, { type: 'origin', origin: { kind: 'visitor', point: here }, nearby: [] })
    const all = locatorReducer(moved, { type: 'fitAll', markers: [here, { lat: 58, lng: 13 }], defaultCentre: { lat: 52.54, lng: 12.37 } })
    expect(all).toMatchObject({ origin: { kind: 'default' }, view: { kind: 'fit', maxZoom: 13 } })
    expect(all.view.seq).toBeGreaterThan(moved.view.seq)
  })

  it('pages the list far enough to show a marker selected further down, never back', () => {
    expect(locatorReducer(start, { type: 'reveal', count: 20 }).showMoreClicks).toBe(0)
    expect(locatorReducer(start, { type: 'reveal', count: 21 }).showMoreClicks).toBe(1)
    expect(locatorReducer(start, { type: 'reveal', count: 31 }).showMoreClicks).toBe(3)
    const paged = { ...start, showMoreClicks: 4 }
    expect(locatorReducer(paged, { type: 'reveal', count: 21 })).toBe(paged)
  })

  it('counts show-more clicks and switches the mobile view', () => {
    expect(locatorReducer(locatorReducer(start, { type: 'showMore' }), { type: 'showMore' }).showMoreClicks).toBe(2)
    expect(locatorReducer(start, { type: 'mobileView', view: 'map' }).mobileView).toBe('map')
  })
})

describe('sortedFrom', () => {
  it('sorts from the origin and keeps the ones within the radius (at least 3) as nearby', () => {
    const markers = [marker('far', 59.3, 18.0), marker('near', 57.71, 11.98), marker('mid', 57.9, 12.0), marker('next', 57.72, 11.99)]
    const { sorted, nearby } = sortedFrom(markers, here, 'km', 5)
    expect(sorted.map((m) => m.id)).toEqual(['near', 'next', 'mid', 'far'])
    expect(nearby.map((m) => m.id)).toEqual(['near', 'next', 'mid'])
    expect(sortedFrom(markers, here, 'km', 30).nearby.map((m) => m.id)).toEqual(['near', 'next', 'mid'])
  })
})
