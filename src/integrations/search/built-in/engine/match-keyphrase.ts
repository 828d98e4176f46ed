import { addPositions, andInto, type Bitset, emptyBitset } from './bitset'
import type { KeyphraseIndex } from './search-index'
import { keyphraseTokens } from '@/lib/text-folding'

/**
 * The records matching a keyphrase (spec 02 §7): every word must occur, in any keyphrase field,
 * case and diacritics folded ('Škoda' finds 'skoda'). The last word also matches as a prefix, so
 * 'vol' finds Volvo while the visitor is still typing. Null when there is no word: match all.
 */
export function keyphraseBits(index: KeyphraseIndex, keyphrase: string | undefined, size: number): Bitset | null {
  const words = keyphraseTokens(keyphrase ?? '')
  if (words.length === 0) return null
  let result: Bitset | null = null
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const bits = emptyBitset(size)
    const first = lowerBound(index.tokens, word)
    if (i === words.length - 1) {
      for (let t = first; t < index.tokens.length && index.tokens[t]!.startsWith(word); t++) addToken(bits, index, t)
    } else if (index.tokens[first] === word) addToken(bits, index, first)
    if (result === null) result = bits
    else andInto(result, bits)
  }
  return result
}

const addToken = (bits: Bitset, index: KeyphraseIndex, token: number): void =>
  addPositions(bits, index.positions, index.offsets[token]!, index.offsets[token + 1]!)

/** The first token not below `word` in code-unit order. */
function lowerBound(tokens: readonly string[], word: string): number {
  let low = 0
  let high = tokens.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (tokens[middle]! < word) low = middle + 1
    else high = middle
  }
  return low
}
