import { describe, expect, it, vi } from 'vitest'

import { carSearchSegmentNames, loadCarSearchSegmentNames } from './car-search-breadcrumb'

vi.mock('@/features/car-list/car-list-service', () => ({
  loadBrandModelValues: vi.fn(async () => ({ brands: ['Land Rover', 'Mini'], models: ['Land Rover>Range Rover Evoque', 'BMW>Mini', 'Volvo>XC60'] })),
}))

describe('carSearchSegmentNames', () => {
  it('names brand and model slugs as the stock spells them', () => {
    expect(carSearchSegmentNames({ brands: ['Land Rover', 'Škoda'], models: ['Land Rover>Range Rover Evoque', 'Škoda>Kodiaq'] })).toEqual({
      'land-rover': 'Land Rover',
      skoda: 'Škoda',
      'range-rover-evoque': 'Range Rover Evoque',
      kodiaq: 'Kodiaq',
    })
  })

  it('loads the names from the site’s stock; a brand’s name wins over a model of the same slug', async () => {
    const names = await loadCarSearchSegmentNames({} as Parameters<typeof loadCarSearchSegmentNames>[0])
    expect(names.mini).toBe('Mini')
    expect(names.xc60).toBe('XC60')
  })
})
