import { describe, expect, it } from 'vitest'

import { usedVolvo } from '@/integrations/search/testing/test-cars'

import { CAR_SUMMARY_FIELDS, carSummaryOf } from './car-summary'
import { readStoredSummary } from './stored-summary'

describe('carSummaryOf', () => {
  it("keeps a full record's card fields only, and what it keeps reads back as a stored summary", () => {
    const summary = carSummaryOf(usedVolvo)
    expect(Object.keys(summary).every((field) => (CAR_SUMMARY_FIELDS as readonly string[]).includes(field))).toBe(true)
    expect(summary).toMatchObject({ car_id: '1001', car_brand: 'Volvo', car_model: 'XC60', car_price_currency: 'SEK' })
    expect(summary).not.toHaveProperty('car_description')
    expect(readStoredSummary(JSON.parse(JSON.stringify(summary)))).toEqual(summary)
  })
})
