/**
 * The public face of features/themes: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { DEFAULT_THEME, THEMES, isThemeKey, resolveTheme, themeCssVariables } from './themes'
export type { ThemeKey } from './themes'
export { ThemeScope } from './ThemeScope'
