import { describe, expect, it } from 'vitest'
import { britishAgeIdentifier, chassisNumber, plateMaker, vinCheckDigit } from './plates'
import { Rng } from './prng'

const facts = { electric: false, firstRegistration: new Date('2023-04-12T00:00:00Z'), modernFormat: false }

describe('plateMaker', () => {
  it('writes each country’s format', () => {
    expect(plateMaker('SE', 1, 0)(5, facts)).toMatch(/^[A-HJ-PR-UW-Z]{3}\d{3}$/)
    expect(plateMaker('SE', 1, 0)(5, { ...facts, modernFormat: true })).toMatch(/^[A-HJ-PR-UW-Z]{3}\d{2}[A-K]$/)
    expect(plateMaker('NO', 1, 0)(5, facts)).toMatch(/^[A-Z]{2}\d{5}$/)
    expect(plateMaker('NO', 1, 0)(5, { ...facts, electric: true })).toMatch(/^E[A-Z]\d{5}$/)
    expect(plateMaker('GB', 1, 0)(5, facts)).toMatch(/^[A-Z]{2}23 [A-Z]{3}$/)
    expect(plateMaker('FI', 1, 0)(5, facts)).toMatch(/^[A-Z]{3}-\d{1,3}$/)
    expect(plateMaker('SK', 1, 0)(5, facts)).toMatch(/^[A-Z]{2}\d{3}[A-Z]{2}$/)
  })

  it('never repeats a plate within an index', () => {
    for (const market of ['SE', 'NO', 'GB', 'FI', 'SK'] as const) {
      const plate = plateMaker(market, 9, 2)
      const plates = Array.from({ length: 50_000 }, (_, position) => plate(position, { ...facts, modernFormat: position % 2 === 0 }))
      expect(new Set(plates).size).toBe(plates.length)
    }
  })
})

describe('britishAgeIdentifier', () => {
  it('follows the March and September releases', () => {
    expect(britishAgeIdentifier(new Date('2023-03-01T00:00:00Z'))).toBe('23')
    expect(britishAgeIdentifier(new Date('2023-08-31T00:00:00Z'))).toBe('23')
    expect(britishAgeIdentifier(new Date('2023-09-01T00:00:00Z'))).toBe('73')
    expect(britishAgeIdentifier(new Date('2024-02-29T00:00:00Z'))).toBe('73')
    expect(britishAgeIdentifier(new Date('2020-01-15T00:00:00Z'))).toBe('69')
  })
})

describe('chassis numbers', () => {
  it('compute the ISO 3779 check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(vinCheckDigit('11111111111111111')).toBe('1')
  })

  it('are 17 characters with the make, model year and a valid check digit', () => {
    const vin = chassisNumber('YV1', 2024, 123, new Rng(1))
    expect(vin).toMatch(/^YV1[A-HJ-NPR-Z0-9]{14}$/)
    expect(vin.charAt(9)).toBe('R')
    expect(vin.endsWith('000123')).toBe(true)
    expect(vin.charAt(8)).toBe(vinCheckDigit(vin))
  })
})
