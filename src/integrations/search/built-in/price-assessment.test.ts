import { describe, expect, it } from 'vitest'

import { assessPrices, fitPriceModel, type PriceFacts, threeFigures } from './price-assessment'

const AS_OF = new Date('2026-07-01T00:00:00Z')

/** A small deterministic random sequence (the same cars every run). */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** The true value of the generated stock: 12 % a year and 5 % per 10 000 km off 400 000. */
const trueValue = (year: number, km: number) => 400_000 * Math.exp(-0.12 * (2026.5 - year) - 0.05 * (km / 10_000))

/** `count` used Volvo XC60 diesel automatics priced at their true value ±2 %. */
function generatedStock(count: number, seed = 7, overrides: Partial<PriceFacts> = {}): PriceFacts[] {
  const random = sequence(seed)
  return Array.from({ length: count }, (_, i) => {
    const year = 2018 + Math.floor(random() * 7)
    const km = Math.round((2026.5 - year) * 15_000 * (0.6 + random() * 0.8))
    return {
      key: `car-${seed}-${i}`,
      currency: 'SEK',
      brand: 'Volvo',
      model: 'XC60',
      fuel: 'Diesel',
      gearbox: 'Automat',
      year,
      km,
      price: Math.round(trueValue(year, km) * (0.98 + random() * 0.04)),
      ...overrides,
    }
  })
}

/** A car of the generated kind priced at `share` of its true value. */
const planted = (key: string, share: number, year = 2022, km = 60_000): PriceFacts => ({
  key,
  currency: 'SEK',
  brand: 'volvo',
  model: 'xc60',
  fuel: 'diesel',
  gearbox: 'automat',
  year,
  km,
  price: Math.round(trueValue(year, km) * share),
})

describe('the fair-price model', () => {
  it('finds the true value of a generated stock and labels planted prices as they were planted', () => {
    const cars = [
      ...generatedStock(40),
      planted('bargain', 0.86),
      planted('good', 0.95),
      planted('fair', 1.0),
      planted('fair-above', 1.03),
      planted('high', 1.12),
      planted('overpriced', 1.6),
    ]
    const assessed = assessPrices(cars, AS_OF)
    expect(assessed.get('bargain')?.rating).toBe('great')
    expect(assessed.get('good')?.rating).toBe('good')
    expect(assessed.get('fair')?.rating).toBe('fair')
    expect(assessed.get('fair-above')?.rating).toBe('fair')
    expect(assessed.get('high')?.rating).toBe('high')
    expect(assessed.get('overpriced')?.rating).toBe('high')
    // The planted prices (one of them 60 % over) do not pull the line: the expectation is the true value.
    const truth = trueValue(2022, 60_000)
    expect(Math.abs(assessed.get('fair')!.expected / truth - 1)).toBeLessThan(0.02)
    // The fair band is −3 % … +5 % of the expectation, each to three figures as a person reads them.
    const { expected, low, high } = assessed.get('fair')!
    expect(expected).toBe(threeFigures(expected))
    expect(low / expected).toBeCloseTo(0.97, 2)
    expect(high / expected).toBeCloseTo(1.05, 2)
    expect(threeFigures(187_432)).toBe(187_000)
    expect(threeFigures(18_743)).toBe(18_700)
  })

  it('is not pulled by a handful of cars priced far off (typos, a car listed with extras)', () => {
    const typos = Array.from({ length: 8 }, (_, i) => planted(`typo-${i}`, 1.6, 2020 + (i % 4), 40_000 + i * 10_000))
    const assessed = assessPrices([...generatedStock(40), ...typos, planted('fair', 1.0)], AS_OF)
    // Least squares would expect about 8 % more here; the Huber weights leave the line where the stock is.
    expect(Math.abs(assessed.get('fair')!.expected / trueValue(2022, 60_000) - 1)).toBeLessThan(0.02)
    expect(assessed.get('fair')?.rating).toBe('fair')
  })

  it('counts the comparables within the age and mileage bands, the car itself left out', () => {
    const cars = [...generatedStock(40), planted('fair', 1.0)]
    const { comparables } = assessPrices(cars, AS_OF).get('fair')!
    const inBands = cars.filter((car) => car.key !== 'fair' && Math.abs(car.year - 2022) <= 3 && Math.abs(car.km - 60_000) <= 30_000).length
    expect(comparables).toBe(inBands)
  })

  it('gives no label with fewer than five comparable cars', () => {
    expect(assessPrices([...generatedStock(4), planted('alone', 0.8)], AS_OF).size).toBe(0)
    // Enough cars of its model, but none of its age and mileage: the line is not trusted that far out.
    const assessed = assessPrices([...generatedStock(40), planted('veteran', 0.8, 2004, 320_000)], AS_OF)
    expect(assessed.has('veteran')).toBe(false)
  })

  it('compares a car only with its own make, model, fuel, gearbox and currency', () => {
    const petrol = generatedStock(40, 11, { fuel: 'Bensin' }).map((car) => ({ ...car, price: Math.round(car.price * 0.7) }))
    const assessed = assessPrices([...generatedStock(40), ...petrol, planted('diesel', 1.0)], AS_OF)
    expect(assessed.get('diesel')?.rating).toBe('fair')
    const norwegian = assessPrices([...generatedStock(40, 7, { currency: 'NOK' }), planted('in-kronor', 1.0)], AS_OF)
    expect(norwegian.has('in-kronor')).toBe(false)
  })

  it('tells the engines of one model apart by their power', () => {
    // The same model with a 150 hp and a 250 hp engine, the stronger one about a third dearer.
    const withPower = (cars: PriceFacts[], power: number) =>
      cars.map((car) => ({ ...car, key: `${car.key}-${power}`, power, price: Math.round(car.price * (power / 150) ** 0.6) }))
    const stock = [...withPower(generatedStock(30, 5), 150), ...withPower(generatedStock(30, 9), 250)]
    const strong = { ...planted('strong', 1.0), power: 250, price: Math.round(trueValue(2022, 60_000) * (250 / 150) ** 0.6) }
    const weak = { ...planted('weak', 1.0), power: 150 }
    const assessed = assessPrices([...stock, strong, weak], AS_OF)
    // Without power, the strong one would look high and the weak one like a bargain.
    expect(assessed.get('strong')?.rating).toBe('fair')
    expect(assessed.get('weak')?.rating).toBe('fair')
  })

  it('still rates a stock where every car is the same model year', () => {
    const sameYear = generatedStock(30).map((car, i) => ({
      ...car,
      year: 2022,
      km: 30_000 + i * 1_500,
      price: Math.round(trueValue(2022, 30_000 + i * 1_500)),
    }))
    const assessed = assessPrices([...sameYear, planted('bargain', 0.85)], AS_OF)
    expect(assessed.get('bargain')?.rating).toBe('great')
  })

  it('predicts held-out cars of the generated stock within a few per cent', () => {
    const cars = generatedStock(200, 3)
    const model = fitPriceModel(
      cars.filter((_, i) => i % 5 !== 0),
      AS_OF,
    )
    const errors = cars
      .filter((_, i) => i % 5 === 0)
      .flatMap((car) => {
        const found = model.expectedPrice(car)
        return found ? [Math.abs(found.expected / trueValue(car.year, car.km) - 1)] : []
      })
    expect(errors.length).toBeGreaterThan(30)
    expect(Math.max(...errors)).toBeLessThan(0.03)
  })
})
