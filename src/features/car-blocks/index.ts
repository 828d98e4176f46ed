/**
 * The public face of features/car-blocks: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { default as CarOfTheWeekBlock } from './car-of-the-week/CarOfTheWeekBlock'
export { default as CarTeasersBlock } from './car-teasers/CarTeasersBlock'
export { default as FavouriteCarsBlock } from './favourite-cars/FavouriteCarsBlock'
export { handleFavouriteCarsRequest } from './favourite-cars/favourite-cars-http'
export { default as HeroSearchBlock } from './hero-search/HeroSearchBlock'
export { parseCarSummaries } from './shared/car-summaries'
