import type { CarCardContext, CarSummary } from './car-summary'

/** Tests: a used Volvo's card fields in SEK, id and anything else as given. */
export function testCarSummary(id: number, overrides: Partial<CarSummary> = {}): CarSummary {
  const model = overrides.car_model ?? 'V60'
  return {
    car_id: String(id),
    slug: `volvo-${model.toLowerCase()}-${id}`,
    car_brand: 'Volvo',
    car_model: model,
    car_year: 2022,
    car_is_sample: false,
    car_is_used: true,
    car_price: 250_000 + id,
    car_price_currency: 'SEK',
    ...overrides,
  }
}

/** Tests: a Swedish site's card context. */
export const TEST_CAR_CARD_CONTEXT: CarCardContext = {
  languageTag: 'sv-SE',
  detailBasePath: '/kop-bil',
  texts: {
    from: 'från',
    withVat: 'inkl. moms',
    withoutVat: 'exkl. moms',
    perMonth: 'kr/mån',
    missingImage: 'Bild saknas',
    compareAdd: 'Jämför',
    compareRemove: 'Ta bort',
    favouriteSave: 'Spara som favorit',
    mileageUnit: 'mil',
  },
}
