import type { CarCardContext, CarSummary } from '@/features/car-card/car-summary'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import type { CarListConfig } from './car-list-config'
import { carListFilterTexts, compareTexts } from './car-list-texts'
import type { CarListViewProps } from './CarListView'
import { BRAND_MODEL_FACET, emptyCarListQuery } from './query-state'

/** A Swedish car list of 9 Corollas, 6 of them server-rendered, for CarListView's DOM tests. */
const dictionary = resolveDictionary([], 'sv', 'sv')
const { t } = dictionary

export const FIXTURE_TOTAL = 9

const car = (id: number): CarSummary => ({
  car_id: String(id),
  slug: `toyota-${id}`,
  car_brand: 'Toyota',
  car_model: 'Corolla',
  car_year: 2021,
  car_is_sample: false,
  car_is_used: true,
  car_price: 200_000 + id,
  car_price_currency: 'SEK',
})
export const fixtureCars = (from: number, count: number) => Array.from({ length: count }, (_, i) => car(from + i))

const config: CarListConfig = {
  facets: [{ name: BRAND_MODEL_FACET, label: 'Märke och modell', kind: 'hierarchy' }],
  fields: [
    { name: BRAND_MODEL_FACET, label: 'Märke och modell', kind: 'hierarchy' },
    { name: 'car_condition', label: 'Skick', kind: 'terms' },
    { name: 'car_is_used', label: 'Begagnad', kind: 'boolean' },
  ],
  sorts: [
    { name: 'newest', label: 'Senast inkomna' },
    { name: 'price_asc', label: 'Lägsta pris' },
  ],
  layout: 'Toggle',
}

const cardContext: CarCardContext = {
  languageTag: 'sv-SE',
  detailBasePath: '/kop-bil',
  texts: {
    from: 'Från',
    withVat: 'inkl. moms',
    withoutVat: 'exkl. moms',
    perMonth: '/mån',
    missingImage: 'Bild saknas',
    compareAdd: 'Jämför',
    compareRemove: 'Ta bort från jämförelse',
    favouriteSave: 'Spara som favorit',
    mileageUnit: 'mil',
  },
}

/** The props of /kop-bil with the first 6 of the 9 cars server-rendered. */
export const carListViewProps = (): CarListViewProps => ({
  basePath: '/kop-bil',
  languageTag: 'sv-SE',
  config,
  pathValues: { brands: ['Toyota'], models: ['Toyota>Corolla'] },
  initialQuery: emptyCarListQuery(),
  initialResults: { status: 'ok', cars: fixtureCars(1, 6), total: FIXTURE_TOTAL, facets: [] },
  allowLayoutSwitch: false,
  cardContext,
  compareTexts: compareTexts(dictionary),
  filterTexts: carListFilterTexts(dictionary),
  texts: {
    title: '',
    error: t('carListError'),
    empty: t('noSearchResults'),
    showMore: t('carListShowMore'),
    showing: dictionary.plural('carListShowing'),
    hits: dictionary.plural('carListHits'),
    results: t('carListResultsLabel'),
    retry: t('carListRetry'),
  },
})
