import { CAR_SUMMARY_FIELDS } from '@/features/car-card'
import type { CarRecord } from '@/integrations/search/car-record'
import type { FieldFilter, SearchRequest } from '@/integrations/search/search-contract'

/**
 * The detail page's calls to the search service (spec 02 §7 'Car search service' "Detail page:
 * car by car_id; site by site_id (for sample cars, dealer sites by brand, limit 100); up to 8
 * recommendations (same-model non-sample cars for samples; otherwise other cars in the same
 * region, body and fuel); for samples with equipment the other trim packages of the same model",
 * §9 "Recommendations 8; site lookup for samples 100", "Site filter group for sample cars: 'New
 * cars'"). Filter names are those of VEHICLES_SCHEMA and SITES_SCHEMA (index-schema.ts).
 *
 * The search contract has no "not equal" filter, so "other cars" and "other trim packages" ask for
 * one car more than needed and leave the car itself out afterwards (`recommendedCars`,
 * `otherTrimPackages`).
 */

/** spec 02 §9 "Recommendations 8" (similar cars and the not-found page). */
export const RECOMMENDATIONS_LIMIT = 8
/** spec 02 §9 "site lookup for samples 100". */
export const SAMPLE_DEALER_SITES_LIMIT = 100
/** spec 02 §9 "Site filter group for sample cars: 'New cars'" (a sample is sold by a new-car department). */
export const SAMPLE_DEALER_DEPARTMENT_GROUP = 'New cars'
/** How many trim packages of one model are asked for; a model has a handful (the spec gives no number). */
export const TRIM_PACKAGES_LIMIT = 20

/** The list fields, plus what the trim-package comparison shows. */
const TRIM_PACKAGE_FIELDS = [...CAR_SUMMARY_FIELDS, 'car_trim_package', 'car_equipment'] as const satisfies readonly (keyof CarRecord)[]

const terms = (name: string, values: (string | boolean)[]): FieldFilter => ({ name, type: 'terms', values })

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** The full record of one car (spec 02 §7 "Detail page: car by car_id"; also the id-only redirect's lookup). */
export function carByIdRequest(index: string, carId: string): SearchRequest {
  return { index, filters: [terms('car_id', [carId])], limit: 1, offset: 0 }
}

type SimilarCarInput = Pick<CarRecord, 'car_is_sample' | 'car_brand' | 'car_model' | 'car_site_region' | 'car_body' | 'car_fuel'>

/**
 * The similar cars under the detail page (up to 8):
 * - for a sample (a package to order): cars in stock of the same brand and model that are not
 *   samples — 'a Volvo XC40 you can have now';
 * - otherwise: cars in the same region, with the same body and fuel. A criterion the car has no
 *   value for is left out (no filter means no restriction, never "cars without a fuel"). One car
 *   more is asked for, since the car itself matches: pass the answer through `recommendedCars`.
 */
export function similarCarsRequest(index: string, car: SimilarCarInput): SearchRequest {
  const common = { index, fields: [...CAR_SUMMARY_FIELDS], offset: 0 }
  if (car.car_is_sample) {
    return {
      ...common,
      filters: [terms('car_brand', [car.car_brand]), terms('car_model', [car.car_model]), terms('car_is_sample', [false])],
      limit: RECOMMENDATIONS_LIMIT,
    }
  }
  const filters: FieldFilter[] = []
  if (present(car.car_site_region)) filters.push(terms('car_site_region', [car.car_site_region]))
  if (present(car.car_body)) filters.push(terms('car_body', [car.car_body]))
  if (present(car.car_fuel)) filters.push(terms('car_fuel', [car.car_fuel]))
  return { ...common, ...(filters.length > 0 ? { filters } : {}), limit: RECOMMENDATIONS_LIMIT + 1 }
}

/** A search answer's records as far as these rules read them. */
type CarLike = { car_id?: unknown; car_trim_package?: unknown }

/** The recommendations to show: the car itself left out, at most 8, in the service's order. */
export function recommendedCars<T extends CarLike>(content: readonly T[], car: Pick<CarRecord, 'car_id'>): T[] {
  return content.filter((other) => other.car_id !== car.car_id).slice(0, RECOMMENDATIONS_LIMIT)
}

type TrimPackageInput = Pick<CarRecord, 'car_is_sample' | 'car_brand' | 'car_model' | 'car_equipment' | 'car_trim_package' | 'linked_vehicles'>

/** spec 02 §7 "for samples with equipment": only a sample with an equipment list compares packages. */
export function showsTrimPackages(car: Pick<CarRecord, 'car_is_sample' | 'car_equipment'>): boolean {
  return car.car_is_sample && (car.car_equipment?.length ?? 0) > 0
}

/**
 * The other trim packages of a sample's model (spec 02 §7), cheapest first, with their equipment
 * for the comparison; null when the car is no sample or has no equipment (no call then).
 * Samples of the same brand and model; when the car lists its sibling packages (linked_vehicles
 * package_name, spec 02 §3) the car_trim_package filter asks for exactly those. Pass the answer
 * through `otherTrimPackages`, which leaves the car's own package out.
 */
export function trimPackagesRequest(index: string, car: TrimPackageInput): SearchRequest | null {
  if (!showsTrimPackages(car)) return null
  const siblingPackages = [...new Set((car.linked_vehicles ?? []).map((link) => link.package_name).filter(present))].filter(
    (name) => name !== car.car_trim_package,
  )
  return {
    index,
    fields: [...TRIM_PACKAGE_FIELDS],
    filters: [
      terms('car_brand', [car.car_brand]),
      terms('car_model', [car.car_model]),
      terms('car_is_sample', [true]),
      ...(siblingPackages.length > 0 ? [terms('car_trim_package', siblingPackages)] : []),
    ],
    sort_name: 'price_asc',
    limit: TRIM_PACKAGES_LIMIT,
    offset: 0,
  }
}

/** One car per other trim package: the car itself and its own package left out, the first (cheapest) of each package kept. */
export function otherTrimPackages<T extends CarLike>(content: readonly T[], car: Pick<CarRecord, 'car_id' | 'car_trim_package'>): T[] {
  const seen = new Set<string>()
  if (present(car.car_trim_package)) seen.add(car.car_trim_package)
  const packages: T[] = []
  for (const other of content) {
    if (other.car_id === car.car_id || typeof other.car_trim_package !== 'string' || seen.has(other.car_trim_package)) continue
    seen.add(other.car_trim_package)
    packages.push(other)
  }
  return packages
}

/**
 * The not-found page's recommendations (spec 02 'Car not found page', §9 "up to 8"): the newest
 * cars of the site's index (its default sort). The spec does not say which cars; the keyphrase
 * of the slug goes to the car-list button instead (not-found.ts), so the block is never empty
 * while the site has stock.
 */
export function notFoundRecommendationsRequest(index: string): SearchRequest {
  return { index, fields: [...CAR_SUMMARY_FIELDS], limit: RECOMMENDATIONS_LIMIT, offset: 0 }
}

/**
 * The dealer of the detail page from the 'sites' index (spec 02 §7):
 * - a car in stock: its site, by car_site_id (site_id in the sites index);
 * - a sample: every dealer site with a new-car department for the brand (up to 100, in the sites'
 *   own order), from which the visitor picks a seller (spec 02 §5 contact form). The two filters
 *   match per site, not per department: the contact form still picks the department whose group
 *   is 'New cars' and whose brands include the car's (spec 02 §8 'Department not found').
 */
export function dealerRequest(sitesIndex: string, car: Pick<CarRecord, 'car_is_sample' | 'car_brand' | 'car_site_id'>): SearchRequest {
  if (car.car_is_sample) {
    return {
      index: sitesIndex,
      filters: [terms('site_departments.brands.name', [car.car_brand]), terms('site_departments.group', [SAMPLE_DEALER_DEPARTMENT_GROUP])],
      sort_name: 'website_sort_order_asc',
      limit: SAMPLE_DEALER_SITES_LIMIT,
      offset: 0,
    }
  }
  return { index: sitesIndex, filters: [terms('site_id', [car.car_site_id])], limit: 1, offset: 0 }
}
