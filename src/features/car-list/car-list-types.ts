/** The car list's own shapes (spec 02 'Car list page', §3 'Search facet and query state'). */

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
