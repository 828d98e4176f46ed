import { describe, expect, it, vi } from 'vitest'

import { loadBrandModelValues } from '@/features/car-list/car-list-service'

import { loadCarSearchSegmentNames } from './car-search-breadcrumb'

vi.mock('@/features/car-list/car-list-service', () => ({
  loadBrandModelValues: vi.fn(async () => ({ brands: ['Land Rover', 'Mini'], models: ['Land Rover>Range Rover Evoque', 'BMW>Mini', 'Volvo>XC60'] })),
}))

type Site = Parameters<typeof loadCarSearchSegmentNames>[0]

describe('loadCarSearchSegmentNames', () => {
  it('names only the segments of the path the server draws, as the site’s stock spells them', async () => {
    expect(await loadCarSearchSegmentNames({} as Site, ['land-rover', 'range-rover-evoque'])).toEqual({
      'land-rover': 'Land Rover',
      'range-rover-evoque': 'Range Rover Evoque',
    })
  })

  it('leaves out a segment the stock has no brand or model for, and a brand’s name wins over a model of the same slug', async () => {
    expect(await loadCarSearchSegmentNames({} as Site, ['mini', 'no-such-model'])).toEqual({ mini: 'Mini' })
  })

  it('names nothing when the facet map is missing (the segments then show as written)', async () => {
    vi.mocked(loadBrandModelValues).mockResolvedValueOnce(undefined)
    expect(await loadCarSearchSegmentNames({} as Site, ['land-rover'])).toEqual({})
  })
})
