import { CAR_SUMMARY_FIELDS, type CarSummary } from '@/features/car-card'
import { carRecord } from '@/integrations/search/car-record'

type SummaryField = (typeof CAR_SUMMARY_FIELDS)[number]

const summaryMask = Object.fromEntries(CAR_SUMMARY_FIELDS.map((field) => [field, true])) as { [K in SummaryField]: true }

/**
 * A car of a search answer as the card needs it: the summary fields of the index record (spec 02
 * §3 'Car'), the card's required ones present. The search answer is a boundary like CMS data (an
 * outside search proxy may answer anything), so each car is checked with the record's own rules.
 */
export const carSummarySchema = carRecord.pick(summaryMask).partial().required({
  car_id: true,
  slug: true,
  car_brand: true,
  car_model: true,
  car_year: true,
  car_is_sample: true,
  car_is_used: true,
  car_price: true,
  car_price_currency: true,
})

export type ParsedCarSummaries = { cars: CarSummary[]; dropped: number }

/** The cars of a search answer's content that are valid summaries, in order; the rest are counted. */
export function parseCarSummaries(content: readonly unknown[]): ParsedCarSummaries {
  const cars: CarSummary[] = []
  let dropped = 0
  for (const item of content) {
    const parsed = carSummarySchema.safeParse(item)
    if (parsed.success) cars.push(parsed.data satisfies CarSummary)
    else dropped += 1
  }
  return { cars, dropped }
}
