import { describe, expect, it } from 'vitest'

import { basemapPaths } from './basemap-picture'

/** Every x y pair of a path. */
const pointsOf = (path: string) => [...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const)

describe('the built-in basemap drawn around a place (static maps without MapLibre)', () => {
  it('covers an inland place with land and draws no coast', () => {
    // Jönköping's surroundings at the facility page's zoom: land to every side.
    const paths = basemapPaths({ lat: 57.78, lng: 14.16 }, 12, 800, 400)
    expect(pointsOf(paths.land)).toEqual(
      expect.arrayContaining([
        [-4, -4],
        [804, 404],
      ]),
    )
    expect(paths.coast).toBe('')
  })

  it('draws only sea far out at sea', () => {
    expect(basemapPaths({ lat: 56.5, lng: 3 }, 12, 800, 400)).toEqual({ land: '', coast: '', borders: '' })
  })

  it('draws the coast of a harbour city inside the picture, cut at its edges', () => {
    const paths = basemapPaths({ lat: 57.7, lng: 11.97 }, 12, 1600, 1000)
    expect(paths.coast).not.toBe('')
    for (const [x, y] of [...pointsOf(paths.land), ...pointsOf(paths.coast)]) {
      expect(x).toBeGreaterThanOrEqual(-4)
      expect(x).toBeLessThanOrEqual(1604)
      expect(y).toBeGreaterThanOrEqual(-4)
      expect(y).toBeLessThanOrEqual(1004)
    }
  })

  it('projects as MapLibre does: Web Mercator, north up, the world 512 pixels wide at zoom 0', () => {
    // The whole world at zoom 0 around 0°, 0°: the basemap's land (Europe, 38° north and up) is
    // above the middle, and mostly right of it (east of Greenwich).
    const land = pointsOf(basemapPaths({ lat: 0, lng: 0 }, 0, 512, 512).land)
    expect(land.length).toBeGreaterThan(100)
    expect(Math.max(...land.map(([, y]) => y))).toBeLessThan(256 - 38 * (256 / 180))
    expect(land.filter(([x]) => x > 256).length).toBeGreaterThan(land.length / 2)
    // Jersey's coast (basemap.json's first ring) around its first vertex at zoom 10: that vertex is
    // the middle, the next one where Web Mercator with 512-pixel tiles puts it.
    const coast = pointsOf(basemapPaths({ lat: 49.232, lng: -2.018 }, 10, 400, 400).coast)
    expect(coast).toContainEqual([200, 200])
    const world = 512 * 2 ** 10
    const y = (lat: number) => (world * (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI)) / 2
    expect(coast).toContainEqual([Math.round((200 + (0.007 / 360) * world) * 10) / 10, Math.round((200 + y(49.182) - y(49.232)) * 10) / 10])
  })

  it('draws a country border where one runs', () => {
    // Svinesund, on the Swedish–Norwegian border.
    expect(basemapPaths({ lat: 59.1, lng: 11.27 }, 10, 1600, 1000).borders).not.toBe('')
  })
})
