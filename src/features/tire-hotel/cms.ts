/**
 * What the CMS config (src/cms) needs from features/tire-hotel: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { tireHotelBlock } from './tire-hotel-block'
