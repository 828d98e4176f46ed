/**
 * What the CMS config (src/cms) needs from features/redirects: the Redirects collection's field
 * rules, normalising and derived fields. Nothing here may reach the Payload client: the CMS config
 * imports it (ESLint's no-cycle proves it).
 */
export { normaliseRedirectData, REDIRECT_VISITOR_QUERY, redirectDerivedFields, validateRedirectField } from './redirect-cms'
