/**
 * npm run bench:price-model — how well the fair-price model (issue 41) predicts prices it has
 * not seen, on the demo stock generator's cars: every fifth used car is held out, the model is
 * fitted on the rest, and each held-out car's predicted price is compared with its real one. Also
 * how many used cars get a label, how the labels spread, and how long an assessment of a large
 * group's stock takes.
 *
 *   npm run bench:price-model -- [--cars 3000] [--large 30000]
 */
import { parseArgs } from 'node:util'

import { generateStock } from '../src/demo/stock'
import { assessPrices, fitPriceModel, type PriceFacts } from '../src/integrations/search/built-in/price-assessment'
import { priceFactsOf } from '../src/integrations/search/built-in/price-assessment-refresh'

const { values: args } = parseArgs({ options: { cars: { type: 'string', default: '3000' }, large: { type: 'string', default: '30000' } } })

function usedCarFacts(count: number): PriceFacts[] {
  const stock = generateStock({ cars: count, closuresFrom: new Date() })
  return stock.cars.flatMap(({ index, record }) => {
    const facts = priceFactsOf(`${index}/${record.car_id}`, record)
    return facts ? [facts] : []
  })
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const pct = (x: number) => `${(x * 100).toFixed(1)} %`

const now = new Date()
const cars = usedCarFacts(Number(args.cars))
const held = cars.filter((_, i) => i % 5 === 0)
const model = fitPriceModel(
  cars.filter((_, i) => i % 5 !== 0),
  now,
)
const errors = held.flatMap((car) => {
  const found = model.expectedPrice(car)
  return found ? [Math.abs(found.expected / car.price - 1)] : []
})
const assessed = assessPrices(cars, now)
const spread = new Map<string, number>()
for (const { rating } of assessed.values()) spread.set(rating, (spread.get(rating) ?? 0) + 1)

console.log(`Fair-price model on the demo generator's stock (${args.cars} cars, ${cars.length} used and rateable)`)
console.log(`  held-out cars: ${held.length}, predicted ${errors.length} (${pct(errors.length / held.length)}); the rest had too few comparables`)
console.log(
  `  absolute error of the predicted price: median ${pct(percentile(errors, 50))}, p90 ${pct(percentile(errors, 90))}, max ${pct(Math.max(...errors))}`,
)
console.log(`  (the generator prices each used car ±8 % around its value and a trim adds 6 % a step, neither of which the model sees)`)
console.log(
  `  labelled: ${assessed.size} of ${cars.length} (${pct(assessed.size / cars.length)}): ${['great', 'good', 'fair', 'high'].map((r) => `${r} ${spread.get(r) ?? 0}`).join(', ')}`,
)

const large = usedCarFacts(Number(args.large))
const started = performance.now()
const largeAssessed = assessPrices(large, now)
console.log(`  assessing ${large.length} used cars (of ${args.large}): ${(performance.now() - started).toFixed(0)} ms, ${largeAssessed.size} labelled`)
