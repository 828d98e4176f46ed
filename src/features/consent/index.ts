/**
 * The public face of features/consent: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { allowsTagManager, googleConsentState } from './consent'
export type { ConsentChoice } from './consent'
export { ConsentDialog } from './ConsentDialog'
export { ConsentProvider, currentConsentChoice, useConsentChoice } from './ConsentProvider'
export { CookieSettingsButton } from './CookieSettingsButton'
