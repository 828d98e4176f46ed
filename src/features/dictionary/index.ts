/**
 * The public face of features/dictionary: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { DICTIONARY_DEFAULTS, DICTIONARY_KEYS } from './dictionary-defaults'
export type { DictionaryKey } from './dictionary-defaults'
export { getDictionary } from './dictionary-repository'
export { PAGE_ERROR_DEFAULTS } from './page-error-defaults'
export { fillPlural } from './plural-text'
export type { PluralText } from './plural-text'
export { resolveDictionary } from './resolve-dictionary'
export type { Dictionary } from './resolve-dictionary'
