import { describe, expect, it } from 'vitest'

import { generateStock } from '@/demo/stock'
import { carRecord } from '@/integrations/search/car-record'
import { dealerRecord } from '@/integrations/search/dealer-record'

/**
 * A large generated stock (twice the demo's 3,000 cars) passes the car and dealer schemas, every
 * record of it. The unit test of the generator checks a smaller sample; generating and parsing
 * this many takes seconds.
 */
const CARS = 6000

describe('generated demo stock at size', () => {
  it('all pass the car and dealer schemas', () => {
    const stock = generateStock({ cars: CARS })
    const records = stock.cars.map((car) => car.record)
    const carFailures = records.flatMap((record) => {
      const result = carRecord.safeParse(record)
      return result.success ? [] : [{ car_id: record.car_id, issues: result.error.issues.slice(0, 3) }]
    })
    const dealerFailures = stock.dealers.flatMap(({ record }) => {
      const result = dealerRecord.safeParse(record)
      return result.success ? [] : [{ site_id: record.site_id, issues: result.error.issues.slice(0, 3) }]
    })
    expect(records).toHaveLength(CARS)
    expect(carFailures).toEqual([])
    expect(dealerFailures).toEqual([])
  }, 60_000)
})
