import { describe, expect, it } from 'vitest'

import { cameraKey, infoMarkerShown, type MapPlace, placesCamera } from './places-view'

const place = (id: string, lat: number, lng: number): MapPlace => ({ id, name: `Verkstad ${id}`, address: `Gatan ${id}`, lat, lng })
const hisingen = place('a', 57.7236, 11.9352)
const molndal = place('b', 57.6431, 12.0131)
const kungalv = place('c', 57.8669, 11.9932)
const goteborg = { lat: 57.7089, lng: 11.9746 }

describe('placesCamera', () => {
  it('centres the active place at the given zoom', () => {
    expect(placesCamera([hisingen, molndal, kungalv], 'b', goteborg, 15, 10)).toEqual({ kind: 'centre', centre: { lat: 57.6431, lng: 12.0131 }, zoom: 15 })
  })

  it('fits every place and the origin, no closer than the zoom, when none is active (or the active one is not listed)', () => {
    for (const active of [null, undefined, 'gone'])
      expect(placesCamera([hisingen, molndal, kungalv], active, goteborg, 15, 10)).toEqual({
        kind: 'fit',
        bounds: [
          [11.9352, 57.6431],
          [12.0131, 57.8669],
        ],
        maxZoom: 15,
      })
    expect(placesCamera([molndal], null, goteborg, 15, 10)).toMatchObject({ kind: 'fit', maxZoom: 15 })
  })

  it('centres a lone point, and the origin alone before any place has come', () => {
    expect(placesCamera([kungalv], null, null, 15, 10)).toEqual({ kind: 'centre', centre: { lat: 57.8669, lng: 11.9932 }, zoom: 15 })
    expect(placesCamera([], null, goteborg, 15, 10)).toEqual({ kind: 'centre', centre: goteborg, zoom: 10 })
    expect(placesCamera([], null, null, 15, 10)).toBeNull()
  })
})

describe('infoMarkerShown (spec 03 §2.4: the info marker from zoom 15)', () => {
  it('shows at 15 and closer, not below', () => {
    expect(infoMarkerShown(15, 15)).toBe(true)
    expect(infoMarkerShown(17.2, 15)).toBe(true)
    expect(infoMarkerShown(14.99, 15)).toBe(false)
    expect(infoMarkerShown(9, 15)).toBe(false)
  })
})

describe('cameraKey', () => {
  it('changes with the places, the active one and the origin, not otherwise', () => {
    const key = cameraKey([hisingen, molndal], null, goteborg)
    expect(cameraKey([{ ...hisingen }, { ...molndal }], null, { ...goteborg })).toBe(key)
    expect(cameraKey([hisingen, molndal, kungalv], null, goteborg)).not.toBe(key)
    expect(cameraKey([hisingen, molndal], 'a', goteborg)).not.toBe(key)
    expect(cameraKey([hisingen, molndal], null, null)).not.toBe(key)
  })
})
