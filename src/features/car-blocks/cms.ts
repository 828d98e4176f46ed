/**
 * What the CMS config (src/cms) needs from features/car-blocks: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { carOfTheWeekBlock } from './car-of-the-week/car-of-the-week-block'
export { carTeasersBlock } from './car-teasers/car-teasers-block'
export { favouriteCarsBlock } from './favourite-cars/favourite-cars-block'
export { heroSearchBlock } from './hero-search/hero-search-block'
