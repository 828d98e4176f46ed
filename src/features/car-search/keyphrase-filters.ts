import { keyphraseTokens } from '@/lib/text-folding'

/** The values a facet currently has (from the index), e.g. car_brand: Volvo, Land Rover … */
export type KnownFacetValues = { name: string; values: readonly string[] }

export type KeyphraseMatch = { facet: string; value: string }

export type KeyphraseSplit = {
  /** Facet filters found in the text, per facet, values as the index spells them. */
  filters: { name: string; values: string[] }[]
  /** The same matches in the order they appear in the text (hero search builds its URL from them). */
  matches: KeyphraseMatch[]
  /** The words that matched no facet value, de-duplicated, as typed. */
  keyphrase: string
}

const MAX_WORDS_PER_VALUE = 4

/**
 * Splits free text into facet filters by matching known facet values (spec 02 'Hero banner with
 * car search', §5 "The keyphrase is split into facet filters by matching known facet values"):
 * case and diacritics are folded, multi-word values ('Land Rover', 'Range Rover Evoque') match as a
 * phrase, the longest phrase wins, and earlier facets win ties (give brand before model before
 * fuel …). Repeated words count once. What is left is the keyphrase.
 */
export function splitKeyphrase(text: string, facets: readonly KnownFacetValues[]): KeyphraseSplit {
  // phrase (folded words joined by a space) -> first facet/value that spells it
  const phrases = new Map<string, KeyphraseMatch>()
  let longest = 1
  for (const facet of facets) {
    for (const value of facet.values) {
      const words = keyphraseTokens(value)
      if (words.length === 0 || words.length > MAX_WORDS_PER_VALUE) continue
      const phrase = words.join(' ')
      if (!phrases.has(phrase)) phrases.set(phrase, { facet: facet.name, value })
      longest = Math.max(longest, words.length)
    }
  }

  // Words as typed, with their folded form. Repeats are dropped after phrase matching, so a
  // value that repeats a word ('Land Rover Range Rover') still matches.
  const words = text
    .split(/\s+/)
    .map((raw) => ({ raw, folded: keyphraseTokens(raw).join(' ') }))
    .filter((w) => w.folded !== '')
  const seen = new Set<string>()

  const matches: KeyphraseMatch[] = []
  const rest: string[] = []
  for (let i = 0; i < words.length;) {
    let matched = 0
    for (let n = Math.min(longest, words.length - i); n >= 1 && !matched; n--) {
      const phrase = words
        .slice(i, i + n)
        .map((w) => w.folded)
        .join(' ')
      const hit = phrases.get(phrase)
      if (hit) {
        // A repeated value is consumed but counted once.
        if (!matches.some((m) => m.facet === hit.facet && m.value === hit.value)) matches.push(hit)
        matched = n
      }
    }
    if (matched) i += matched
    else {
      const word = words[i]!
      if (!seen.has(word.folded)) rest.push(word.raw)
      seen.add(word.folded)
      i += 1
    }
  }

  const filters: KeyphraseSplit['filters'] = []
  for (const m of matches) {
    const existing = filters.find((f) => f.name === m.facet)
    if (existing) existing.values.push(m.value)
    else filters.push({ name: m.facet, values: [m.value] })
  }
  return { filters, matches, keyphrase: rest.join(' ') }
}
