import { fillText } from '@/lib/fill-text'
import type { Locale } from '@/lib/locales'

import { DICTIONARY_DEFAULTS, DICTIONARY_KEYS, type DictionaryKey } from './dictionary-defaults'
import { PLURAL_CATEGORIES, type PluralText } from './plural-text'

/** A CMS dictionary entry read with locale 'all': value per language. */
export type DictionaryEntry = { key: string; value?: Partial<Record<string, string | null>> | null }

/** The keys of count texts: those with a `<key>_one` form (see plural-text.ts). */
export type PluralDictionaryKey = { [K in DictionaryKey]: `${K}_one` extends DictionaryKey ? K : never }[DictionaryKey]

export type Dictionary = {
  locale: Locale
  /** The text of a key; `{name}` placeholders are filled from `vars`. */
  t: (key: DictionaryKey, vars?: Record<string, string | number>) => string
  /** A count text's forms (the key as `other`, `<key>_one` …), each resolved like any key; pick one with `pluralForm`. */
  plural: (key: PluralDictionaryKey) => PluralText
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
  const isKey = (key: string): key is DictionaryKey => Object.hasOwn(texts, key)
  return {
    locale,
    t: (key, vars) => {
      const text = texts[key] ?? key
      return vars ? fillText(text, vars) : text
    },
    plural: (key) => {
      const forms: PluralText = { other: texts[key] ?? key }
      for (const category of PLURAL_CATEGORIES) {
        const formKey = `${key}_${category}`
        if (isKey(formKey)) forms[category] = texts[formKey]
      }
      return forms
    },
  }
}
