/**
 * What each kind of index can be searched by: facet fields and their kind, exact-match filter
 * fields, keyphrase fields and sort orders (spec 02 §7, §9; spec 03 §7). The engine builds one
 * column per facet/filter field from this description.
 */
export type FieldKind =
  /** one string value per record (car_body) */
  | 'keyword'
  /** several string values per record (car_campaigns, site_brands) */
  | 'keywords'
  /** a two-level hierarchy of two keyword fields, facet name 'parent>child' */
  | 'hierarchy'
  /** a number; facet answers histogram bins; filters take type range */
  | 'number'
  /** true/false, faceted as the strings 'true' and 'false' */
  | 'boolean'

export type FacetField = {
  name: string
  kind: FieldKind
  /** for hierarchy: the two record fields */
  path?: [string, string]
  /** The record field the column reads when it is not `name` (another name for a field the records hold). */
  field?: string
}

/** The record field a (non-hierarchy) field reads. */
export const recordFieldOf = (field: FacetField): string => field.field ?? field.name

export type SortOrder = { name: string; field: string; direction: 'asc' | 'desc' /** missing values sort last either way */ }

/** The three kinds of index: cars, dealers (spec 03 'sites') and accessory kits. */
export type IndexKind = 'vehicles' | 'sites' | 'kits'

export type IndexSchema = {
  kind: IndexKind
  /** Record field holding the id (car_id, site_id). */
  idField: string
  facets: FacetField[]
  /** Exact-match filter fields that are not facets (car_id, slug, car_site_id …). */
  filterFields: FacetField[]
  /** Fields searched by the keyphrase, all words must match (case and diacritics folded). */
  keyphraseFields: string[]
  sorts: SortOrder[]
  /** Sort used when the request names none (the first sort option). */
  defaultSort: string
}

/** spec 02 §9: the range facets. */
export const RANGE_FACETS = [
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_power',
] as const

export const VEHICLES_SCHEMA: IndexSchema = {
  kind: 'vehicles',
  idField: 'car_id',
  facets: [
    { name: 'car_brand>car_model', kind: 'hierarchy', path: ['car_brand', 'car_model'] },
    { name: 'car_brand', kind: 'keyword' },
    { name: 'car_model', kind: 'keyword' },
    { name: 'car_body', kind: 'keyword' },
    { name: 'car_fuel', kind: 'keyword' },
    { name: 'car_gearbox', kind: 'keyword' },
    { name: 'car_drive', kind: 'keyword' },
    { name: 'car_color', kind: 'keyword' },
    { name: 'car_condition', kind: 'keyword' },
    { name: 'car_year', kind: 'keyword' },
    { name: 'car_seats', kind: 'keyword' },
    { name: 'car_site_name', kind: 'keyword' },
    { name: 'car_site_city', kind: 'keyword' },
    { name: 'car_site_region', kind: 'keyword' },
    { name: 'car_vehicle_type_code', kind: 'keyword' },
    { name: 'car_campaigns', kind: 'keywords' },
    { name: 'car_is_used', kind: 'boolean' },
    { name: 'car_is_sample', kind: 'boolean' },
    { name: 'caroftheweek', kind: 'boolean' },
    { name: 'car_has_privateleasing', kind: 'boolean' },
    { name: 'car_has_companyleasing', kind: 'boolean' },
    { name: 'car_has_campaign_price', kind: 'boolean' },
    // The fair-price indicator (issue 41): "good price or better" (rated great or good).
    { name: 'car_price_rating_good', kind: 'boolean' },
    ...RANGE_FACETS.map((name) => ({ name, kind: 'number' as const })),
  ],
  filterFields: [
    { name: 'car_id', kind: 'keyword' },
    { name: 'slug', kind: 'keyword' },
    { name: 'car_site_id', kind: 'keyword' },
    { name: 'car_trim_package', kind: 'keyword' },
    { name: 'car_model_text', kind: 'keyword' },
    // The built-in extra-media provider finds a car by its plate (spec 02 §7 GET /api/{name}/{regNo}).
    { name: 'car_regno', kind: 'keyword' },
    // spec 03 §2.9: the UK redirects' preset list filter car_vehicle_type; the records hold the
    // type as car_vehicle_type_code (spec 02 §3: 'PC', 'LCV'), so the spec's name reads that field.
    { name: 'car_vehicle_type', kind: 'keyword', field: 'car_vehicle_type_code' },
  ],
  keyphraseFields: ['car_brand', 'car_model', 'car_version', 'car_body', 'car_fuel', 'car_color', 'car_equipment', 'car_description', 'car_regno'],
  sorts: [
    { name: 'newest', field: 'indexed_at', direction: 'desc' },
    { name: 'price_asc', field: 'car_price', direction: 'asc' },
    { name: 'price_desc', field: 'car_price', direction: 'desc' },
    { name: 'mileage_asc', field: 'car_mileage', direction: 'asc' },
    { name: 'year_desc', field: 'car_year', direction: 'desc' },
    { name: 'car_publishdate_asc', field: 'indexed_at', direction: 'asc' },
    { name: 'car_publishdate_desc', field: 'indexed_at', direction: 'desc' },
  ],
  defaultSort: 'newest',
}

export const SITES_SCHEMA: IndexSchema = {
  kind: 'sites',
  idField: 'site_id',
  facets: [
    { name: 'site_city', kind: 'keyword' },
    { name: 'site_region', kind: 'keyword' },
    /** The dealer list's place facet (spec 03 §5 "Facet selection is a '>' joined path"): region, then city. */
    { name: 'site_region>site_city', kind: 'hierarchy', path: ['site_region', 'site_city'] },
    { name: 'website_city', kind: 'keyword' },
    { name: 'country_code', kind: 'keyword' },
    { name: 'site_brands', kind: 'keywords' },
    { name: 'site_departments.group', kind: 'keywords' },
    { name: 'site_departments.brands.name', kind: 'keywords' },
    // spec 03 §2.9: an old contact page's redirect pre-filters departments by their name ('Car sales').
    { name: 'site_departments.name', kind: 'keywords' },
  ],
  filterFields: [
    { name: 'site_id', kind: 'keyword' },
    { name: 'slug', kind: 'keyword' },
  ],
  keyphraseFields: ['site_official_name', 'site_city', 'site_street', 'site_zip', 'site_brands'],
  sorts: [
    { name: 'website_sort_order_asc', field: 'website_sort_order', direction: 'asc' },
    { name: 'name_asc', field: 'site_official_name', direction: 'asc' },
  ],
  defaultSort: 'website_sort_order_asc',
}

/**
 * The accessory kits index (spec 03 §7 'Kits index'; issue 22): the three category levels, the
 * fitted makes and models as facets; the vehicle id (`vehicleFitmentSpecifications.externalId`)
 * filters the kits of a sales session's car.
 */
export const KITS_SCHEMA: IndexSchema = {
  kind: 'kits',
  idField: 'kitId',
  facets: [
    { name: 'kitCategory', kind: 'keyword' },
    { name: 'kitSubCategory', kind: 'keyword' },
    { name: 'kitSubSubCategory', kind: 'keyword' },
    { name: 'vehicleFitmentSpecifications.make', kind: 'keywords' },
    { name: 'vehicleFitmentSpecifications.model', kind: 'keywords' },
    { name: 'retailPrice', kind: 'number' },
  ],
  filterFields: [
    { name: 'kitId', kind: 'keyword' },
    { name: 'status', kind: 'keyword' },
    { name: 'vehicleFitmentSpecifications.externalId', kind: 'keywords' },
  ],
  keyphraseFields: ['name', 'kitCode', 'description', 'kitCategory', 'kitSubCategory', 'kitSubSubCategory', 'parts.name', 'parts.partNumber'],
  sorts: [
    { name: 'name_asc', field: 'name', direction: 'asc' },
    { name: 'price_asc', field: 'retailPrice', direction: 'asc' },
    { name: 'price_desc', field: 'retailPrice', direction: 'desc' },
  ],
  defaultSort: 'name_asc',
}

/** Each kind's schema. */
export const INDEX_SCHEMAS: Readonly<Record<IndexKind, IndexSchema>> = { vehicles: VEHICLES_SCHEMA, sites: SITES_SCHEMA, kits: KITS_SCHEMA }
