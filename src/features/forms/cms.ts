/**
 * What the CMS config (src/cms) needs from features/forms: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { cmsFormBlock } from './cms-form/cms-form-block'
export { marketingPopupBlock } from './marketing-popup/marketing-popup-block'
export { sellCarFormBlock } from './sell-car/sell-car-block'
export { serviceBookingNoBlock } from './service-booking-no/service-booking-no-block'
export { surveyFormBlock } from './survey/survey-block'
