import { describe, expect, it } from 'vitest'

import { builtInStyle, FALLBACK_COLOURS, mixColours } from './map-style'

describe('the built-in basemap style', () => {
  it('mixes theme colours (MapLibre cannot read color-mix)', () => {
    expect(mixColours('#ffffff', '#000000', 0.5)).toBe('#808080')
    expect(mixColours('#fff', '#1c5fcc', 0)).toBe('#ffffff')
    expect(mixColours('red', '#000000', 0.5)).toBe('red')
  })

  it('draws the app’s own basemap in the theme colours, with no text layers (no glyphs from the internet)', () => {
    const style = builtInStyle({ ...FALLBACK_COLOURS, background: '#fafafa' })
    expect(style.sources).toEqual({ basemap: expect.objectContaining({ type: 'geojson', data: '/api/map/basemap.json' }) })
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    expect(style.layers.map((layer) => layer.type)).not.toContain('symbol')
    expect(style.layers.find((layer) => layer.id === 'land')).toMatchObject({ paint: { 'fill-color': '#fafafa' } })
  })
})
