import { describe, expect, it } from 'vitest'

import { hueOf, monogramOf } from './BrandMark'

describe('brand badges (spec 03 §2.4 brand logos, drawn where the site has no logo)', () => {
  it('writes a brand as its initials, short all-capital names whole', () => {
    expect(monogramOf('Volvo')).toBe('V')
    expect(monogramOf('Alfa Romeo')).toBe('AR')
    expect(monogramOf('Mercedes-Benz')).toBe('MB')
    expect(monogramOf('BYD')).toBe('BYD')
    expect(monogramOf('MG')).toBe('MG')
    expect(monogramOf('Škoda')).toBe('Š')
  })

  it('gives a brand the same colour every time, and the 32 brands of the demo several colours', () => {
    expect(hueOf('Volvo')).toBe(hueOf('volvo'))
    const brands =
      'Volvo, Polestar, Volkswagen, Audi, Škoda, Cupra, Seat, Renault, Dacia, Kia, Hyundai, Toyota, Lexus, Ford, Mazda, Nissan, Peugeot, Citroën, Opel, BMW, Mini, Mercedes-Benz, Smart, Subaru, Suzuki, Mitsubishi, Jeep, Fiat, Alfa Romeo, MG, BYD, Iveco'.split(
        ', ',
      )
    expect(brands).toHaveLength(32)
    expect(new Set(brands.map(hueOf)).size).toBeGreaterThanOrEqual(6)
  })
})
