/**
 * What the CMS config (src/cms) needs from features/car-list: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { carListBlock } from './car-list-block/car-list-block'
