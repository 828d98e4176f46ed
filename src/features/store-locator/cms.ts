/**
 * What the CMS config (src/cms) needs from features/store-locator: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { CHARGER_ICONS } from './rules/location'
export { storeLocatorBlock } from './store-locator-block/store-locator-block'
export { mapBlock } from './map-block/map-block'
