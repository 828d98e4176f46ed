import type { CarRecord } from '@/features/stock/car-record'

/**
 * Shared shapes of the car list, car card, compare and car teasers (spec 02 'Car list page',
 * §3 'Search facet and query state', 'Compare entry').
 */

/** The list asks the search service for these fields only (spec 02 §7 "List: 48 cars per page with a reduced field list"). */
export const CAR_SUMMARY_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_year',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_mileage',
  'car_mileage_text',
  'car_is_sample',
  'car_is_used',
  'car_vehicle_type_code',
  'car_campaigns',
  'car_primary_image',
  'car_retail_price',
  'car_campaign_price',
  'car_has_campaign_price',
  'car_price',
  'car_price_currency',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_has_privateleasing',
  'car_has_companyleasing',
  'car_site_name',
  'car_site_city',
  'caroftheweek',
] as const satisfies readonly (keyof CarRecord)[]

/** A car as the list, card and compare bar know it (the summary record of spec 02 'Compare entry'). */
export type CarSummary = Pick<CarRecord, 'car_id' | 'slug' | 'car_brand' | 'car_model' | 'car_year' | 'car_is_sample' | 'car_is_used' | 'car_price' | 'car_price_currency'> &
  Partial<Pick<CarRecord, (typeof CAR_SUMMARY_FIELDS)[number]>>

/** One facet the site's car list shows (spec 02 §3 "Facet config: Name and Label"). */
export type FacetConfig = {
  /** Index facet name: 'car_brand>car_model', 'car_fuel', 'car_price' … */
  name: string
  /** Visible label in the page language. */
  label: string
  kind: 'terms' | 'hierarchy' | 'range' | 'boolean'
}

/** A sort option of the list; the first one is the default and is left out of the URL. */
export type SortOption = { name: string; label: string }

/**
 * The visitor's search as the URL holds it (spec 02 §3 query state, 'Car list page' route):
 * path segments below the car-list path are hierarchy values (brand, then model), query
 * parameters keyphrase, sortName, page and one per facet.
 */
export type CarListQuery = {
  keyphrase: string
  /** Terms/hierarchy/boolean selections per facet name; hierarchy values use '>' ('Volvo>XC60'). */
  filters: Record<string, string[]>
  /** Range selections per facet name: [min, max], either end open (null). */
  ranges: Record<string, [number | null, number | null]>
  /** Sort option name; undefined means the first (default) option. */
  sortName?: string
  /** Zero-based; capped at 19 (spec 02 §5 "Page number is capped at 20"). */
  page: number
}

/** What the card needs to know about the site and language it renders for. */
export type CarCardContext = {
  /** BCP 47 tag for number and currency formatting, e.g. sv-SE, en-GB. */
  languageTag: string
  /** Localized car detail base path, e.g. '/kop-bil' or '/en/kop-bil'. */
  detailBasePath: string
  texts: {
    from: string
    withVat: string
    withoutVat: string
    perMonth: string
    missingImage: string
    compareAdd: string
    compareRemove: string
    mileageUnit: string
  }
}
