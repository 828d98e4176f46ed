/**
 * Brand themes as design tokens (spec 01 §1: "colours, fonts and heading sizes"; a blue-accent
 * default, a yellow-accent brand, a green-olive brand and others). A site picks one; a page's
 * BrandDesign overrides it. Components never know a theme: they use the CSS custom properties
 * that `themeCssVariables` produces (mapped to Tailwind colours in globals.css).
 */
export type FontRole = 'sans' | 'condensed' | 'serif'

export type ThemeTokens = {
  label: string
  colors: {
    accent: string
    accentContrast: string
    accentHover: string
    link: string
    background: string
    surface: string
    foreground: string
    muted: string
    border: string
    headerBackground: string
    headerForeground: string
    footerBackground: string
    footerForeground: string
    warning: string
    focus: string
  }
  fonts: { body: FontRole; heading: FontRole }
  headingSizes: { h1: string; h2: string; h3: string; h4: string }
  headingWeight: number
  radius: string
}

export const THEMES = {
  'blue-accent': {
    label: 'Blue accent (default)',
    colors: {
      accent: '#1c5fcc',
      accentContrast: '#ffffff',
      accentHover: '#164ba3',
      link: '#1c5fcc',
      background: '#ffffff',
      surface: '#f3f5f8',
      foreground: '#16191f',
      muted: '#5b6472',
      border: '#d8dde5',
      headerBackground: '#ffffff',
      headerForeground: '#16191f',
      footerBackground: '#16191f',
      footerForeground: '#f3f5f8',
      warning: '#b3261e',
      focus: '#1c5fcc',
    },
    fonts: { body: 'sans', heading: 'sans' },
    headingSizes: {
      h1: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)',
      h2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)',
      h3: '1.375rem',
      h4: '1.125rem',
    },
    headingWeight: 700,
    radius: '0.5rem',
  },
  'yellow-accent': {
    label: 'Yellow accent',
    colors: {
      accent: '#ffcc00',
      accentContrast: '#111111',
      accentHover: '#e6b800',
      link: '#111111',
      background: '#ffffff',
      surface: '#f4f4f1',
      foreground: '#111111',
      muted: '#55554f',
      border: '#dcdcd4',
      headerBackground: '#111111',
      headerForeground: '#ffffff',
      footerBackground: '#111111',
      footerForeground: '#f4f4f1',
      warning: '#b3261e',
      focus: '#111111',
    },
    fonts: { body: 'sans', heading: 'condensed' },
    headingSizes: {
      h1: 'clamp(2.25rem, 1.5rem + 3vw, 3.75rem)',
      h2: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)',
      h3: '1.5rem',
      h4: '1.25rem',
    },
    headingWeight: 700,
    radius: '0',
  },
  'green-olive': {
    label: 'Green olive',
    colors: {
      accent: '#4f5f26',
      accentContrast: '#ffffff',
      accentHover: '#3d4a1d',
      link: '#4f5f26',
      background: '#f7f6f0',
      surface: '#ecebe1',
      foreground: '#1f2416',
      muted: '#5a5f4d',
      border: '#d3d2c4',
      headerBackground: '#f7f6f0',
      headerForeground: '#1f2416',
      footerBackground: '#2c331d',
      footerForeground: '#ecebe1',
      warning: '#a1261d',
      focus: '#4f5f26',
    },
    fonts: { body: 'sans', heading: 'serif' },
    headingSizes: {
      h1: 'clamp(2rem, 1.4rem + 2.6vw, 3.5rem)',
      h2: 'clamp(1.5rem, 1.2rem + 1.3vw, 2.375rem)',
      h3: '1.5rem',
      h4: '1.2rem',
    },
    headingWeight: 600,
    radius: '1rem',
  },
  'graphite-coral': {
    label: 'Graphite with coral accent',
    colors: {
      accent: '#c8402a',
      accentContrast: '#ffffff',
      accentHover: '#a53321',
      link: '#b13924',
      background: '#ffffff',
      surface: '#f2f2f2',
      foreground: '#1d1d1f',
      muted: '#5d5d62',
      border: '#dadada',
      headerBackground: '#1d1d1f',
      headerForeground: '#ffffff',
      footerBackground: '#1d1d1f',
      footerForeground: '#f2f2f2',
      warning: '#b3261e',
      focus: '#c8402a',
    },
    fonts: { body: 'sans', heading: 'condensed' },
    headingSizes: {
      h1: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
      h2: 'clamp(1.5rem, 1.25rem + 1.1vw, 2.125rem)',
      h3: '1.375rem',
      h4: '1.125rem',
    },
    headingWeight: 600,
    radius: '0.25rem',
  },
} as const satisfies Record<string, ThemeTokens>

export type ThemeKey = keyof typeof THEMES
export const THEME_KEYS = Object.keys(THEMES) as ThemeKey[]
export const DEFAULT_THEME: ThemeKey = 'blue-accent'

export function isThemeKey(value: unknown): value is ThemeKey {
  return typeof value === 'string' && value in THEMES
}

/** The page's BrandDesign wins over the site's theme; unknown values fall back to the default. */
export function resolveTheme(pageBrandDesign: unknown, siteTheme: unknown): ThemeKey {
  if (isThemeKey(pageBrandDesign)) return pageBrandDesign
  if (isThemeKey(siteTheme)) return siteTheme
  return DEFAULT_THEME
}

const FONT_STACKS: Record<FontRole, string> = {
  sans: 'var(--font-sans-latin), var(--font-sans-ext), system-ui, sans-serif',
  condensed: 'var(--font-condensed-latin), var(--font-condensed-ext), var(--font-sans-latin), system-ui, sans-serif',
  serif: 'var(--font-serif-latin), var(--font-serif-ext), Georgia, serif',
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** CSS custom properties for a theme, set on the page wrapper so everything inside follows it. */
export function themeCssVariables(key: ThemeKey): Record<string, string> {
  const t: ThemeTokens = THEMES[key]
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(t.colors)) vars[`--color-${kebab(name)}`] = value
  vars['--font-body'] = FONT_STACKS[t.fonts.body]
  vars['--font-heading'] = FONT_STACKS[t.fonts.heading]
  for (const [level, size] of Object.entries(t.headingSizes)) vars[`--heading-${level}`] = size
  vars['--heading-weight'] = String(t.headingWeight)
  vars['--radius-brand'] = t.radius
  return vars
}
