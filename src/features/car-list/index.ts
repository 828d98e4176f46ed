/**
 * The public face of features/car-list: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { default as CarListBlock } from './car-list-block/CarListBlock'
export { MAX_CAR_LIST_BODY_BYTES, carListQueryOf, carSearchCriteriaSchema, handleCarListHttp } from './car-list-http'
export type { CarSearchCriteria } from './car-list-http'
export { loadBrandModelValues, loadCarListResults, loadNewestMatchingCars } from './car-list-service'
export { carSearchSegmentNames } from './segment-names'
export { carCardContext } from './car-list-texts'
export type { CarListQuery, FacetConfig, SortOption } from './car-list-types'
export { FacetSearchField, FacetSearchStatus, useFacetTextSearch } from './filters/FacetTextSearch'
export { findCarForSite } from './car-record-service'
export { BRAND_MODEL_FACET, HIERARCHY_SEPARATOR, carListHref, emptyCarListQuery, facetValueSlug, hierarchyLeaf, hierarchyParent } from './query-state'
export type { BrandModelPathValues } from './query-state'
export { facetMapOf, facetValuesRequest } from './search-request'
