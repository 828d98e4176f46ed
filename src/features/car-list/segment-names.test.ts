import { describe, expect, it } from 'vitest'

import { carSearchSegmentNames } from './segment-names'

describe('carSearchSegmentNames', () => {
  it('names brand and model slugs as the stock spells them', () => {
    expect(carSearchSegmentNames({ brands: ['Land Rover', 'Škoda'], models: ['Land Rover>Range Rover Evoque', 'Škoda>Kodiaq'] })).toEqual({
      'land-rover': 'Land Rover',
      skoda: 'Škoda',
      'range-rover-evoque': 'Range Rover Evoque',
      kodiaq: 'Kodiaq',
    })
  })

  it('gives a brand’s name over a model of the same slug', () => {
    const names = carSearchSegmentNames({ brands: ['Land Rover', 'Mini'], models: ['Land Rover>Range Rover Evoque', 'BMW>Mini', 'Volvo>XC60'] })
    expect(names.mini).toBe('Mini')
    expect(names.xc60).toBe('XC60')
  })
})
