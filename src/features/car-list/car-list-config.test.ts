import { describe, expect, it } from 'vitest'

import { resolveCarListConfig } from './car-list-config'

describe('resolveCarListConfig', () => {
  it('uses the default facets and sorts with labels in the page language when the block lists none', () => {
    const config = resolveCarListConfig({}, 'sv')
    expect(config.facets[0]).toEqual({ name: 'car_brand>car_model', label: 'Märke och modell', kind: 'hierarchy' })
    expect(config.facets.find((f) => f.name === 'car_price')).toMatchObject({ kind: 'range', label: 'Pris' })
    expect(config.sorts[0]).toEqual({ name: 'newest', label: 'Senast inkomna' })
    expect(config.layout).toBe('Toggle')
  })

  it("keeps the editor's order and labels, drops unknown names and repeats", () => {
    const config = resolveCarListConfig(
      {
        facets: [
          { name: 'car_fuel', label: 'Bränsle' },
          { name: 'nope', label: 'X' },
          { name: 'car_fuel', label: 'Igen' },
          { name: 'car_is_used', label: null },
        ],
        sorts: [{ name: 'price_asc', label: '' }],
      },
      'en',
    )
    expect(config.facets).toEqual([
      { name: 'car_fuel', label: 'Bränsle', kind: 'terms' },
      { name: 'car_is_used', label: 'Used', kind: 'boolean' },
    ])
    expect(config.sorts).toEqual([{ name: 'price_asc', label: 'Lowest price' }])
  })
})
