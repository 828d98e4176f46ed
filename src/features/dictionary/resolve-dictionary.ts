import { fillText } from '@/lib/fill-text'
import type { Locale } from '@/lib/locales'

import { DICTIONARY_DEFAULTS, DICTIONARY_KEYS, type DictionaryKey } from './dictionary-defaults'

/** A CMS dictionary entry read with locale 'all': value per language. */
export type DictionaryEntry = { key: string; value?: Partial<Record<string, string | null>> | null }

export type Dictionary = {
  locale: Locale
  /** The text of a key; `{name}` placeholders are filled from `vars`. */
  t: (key: DictionaryKey, vars?: Record<string, string | number>) => string
}

/**
 * Which text a key shows, most specific first: the site's CMS text in the page language, the
 * built-in text written for that language, the site's CMS text in the site's default language,
 * then the built-in default.
 */
export function resolveDictionary(entries: readonly DictionaryEntry[], locale: Locale, siteDefault: Locale): Dictionary {
  const cms = new Map(entries.map((e) => [e.key, e.value ?? {}]))
  const texts = {} as Record<DictionaryKey, string>
  for (const key of DICTIONARY_KEYS) {
    const builtIn: { default: string } & Partial<Record<Locale, string>> = DICTIONARY_DEFAULTS[key]
    const own = cms.get(key)
    texts[key] = own?.[locale] || builtIn[locale] || own?.[siteDefault] || builtIn.default
  }
  return {
    locale,
    t: (key, vars) => {
      const text = texts[key] ?? key
      return vars ? fillText(text, vars) : text
    },
  }
}
