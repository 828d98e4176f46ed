/**
 * The public face of features/store-locator: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { directionsUrlFor } from './directions'
export { handleGeocodeHttp } from './geocode-http'
export { default as MapBlock } from './map-block/MapBlock'
export { PlaceMap } from './map/PlaceMap'
export type { PlaceMapProps } from './map/PlaceMap'
export { PlacesMap } from './map/PlacesMap'
export type { PlacesMapProps } from './map/PlacesMap'
export type { PlacesMapTexts } from './map/PlacesMapCanvas'
export type { MapPlace } from './map/places-view'
export { StaticMap } from './map/StaticMap'
export type { StaticMapProps } from './map/StaticMap'
export { handleMapAssetHttp } from './map-assets-http'
export { directionsUrl } from './rules/markers'
export { default as StoreLocatorBlock } from './store-locator-block/StoreLocatorBlock'
