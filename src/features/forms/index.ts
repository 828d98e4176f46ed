/**
 * The public face of features/forms: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { default as CmsFormBlock } from './cms-form/CmsFormBlock'
export { default as MarketingPopupBlock } from './marketing-popup/MarketingPopupBlock'
export { default as SellCarFormBlock } from './sell-car/SellCarFormBlock'
export { default as ServiceBookingNoBlock } from './service-booking-no/ServiceBookingNoBlock'
export { default as SurveyFormBlock } from './survey/SurveyFormBlock'
