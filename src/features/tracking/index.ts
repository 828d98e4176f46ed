/**
 * The public face of features/tracking: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { ConsentGatedTagManager } from './ConsentGatedTagManager'
export { trackEvent } from './track-event'
export { leadFormEvents } from './lead-form-events'
export type { AnalyticsEvent } from './analytics-events'
export { PageViewTracker } from './PageViewTracker'
export { handlePageViewRequest } from './page-view-route'
