import { fillText } from '@/lib/fill-text'

/**
 * Count texts in the forms a language has ('1 bil', '2 bilar'; Slovak '1 auto', '2 autá',
 * '5 áut'), chosen by the language's plural rules (Intl.PluralRules). Plain data, so a server
 * component can hand it to a client island, which picks the form for the count it shows.
 *
 * In the dictionary a count text is one key per form: the key itself is the `other` form (the
 * texts the dictionary had before), `<key>_one`, `<key>_few` … the others (the suffixes are the
 * CLDR plural categories). An editor overrides each form as any other key.
 */

/** The plural categories besides `other` (CLDR; which ones occur depends on the language). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many'] as const
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number]

/** A count text: `other` always, the other categories where the language has a form of its own. */
export type PluralText = { other: string } & Partial<Record<PluralCategory, string>>

const pluralRules = new Map<string, Intl.PluralRules>()

function rulesOf(languageTag: string): Intl.PluralRules {
  let rules = pluralRules.get(languageTag)
  if (!rules) {
    try {
      rules = new Intl.PluralRules(languageTag)
    } catch {
      // A malformed language tag must not break the page: the runtime's language decides.
      rules = new Intl.PluralRules(undefined)
    }
    pluralRules.set(languageTag, rules)
  }
  return rules
}

/** The form of `text` for `count` in the language (a BCP 47 tag or a CMS locale: 'sv-SE', 'sk'); `other` when that form is missing. */
export function pluralForm(text: PluralText, count: number, languageTag: string): string {
  const category = Number.isFinite(count) ? rulesOf(languageTag).select(count) : 'other'
  return (category === 'other' ? undefined : text[category]) ?? text.other
}

/** The form for `count` with its `{placeholders}` filled (the count goes in as the caller formatted it). */
export function fillPlural(text: PluralText, count: number, languageTag: string, values: Readonly<Record<string, string | number>>): string {
  return fillText(pluralForm(text, count, languageTag), values)
}
