import { fieldPath, keyphraseTexts } from './field-values'
import { GrowableUint32 } from './growable'
import type { KeyphraseIndex } from './search-index'
import { foldText, KEYPHRASE_WORD_SEPARATORS } from '@/lib/text-folding'

/** Short texts repeat across a stock (brands, models, equipment items): their words are cached whole. */
const CACHED_TEXT_LENGTH = 48
const NO_WORD = -1

/**
 * The inverted index of the keyphrase fields: each folded word (see keyphraseTokens) with the
 * positions of the records holding it, tokens in code-unit order so a prefix is one run.
 */
export function buildKeyphraseIndex(keyphraseFields: readonly string[], records: readonly unknown[]): KeyphraseIndex {
  const paths = keyphraseFields.map(fieldPath)
  const tokens: string[] = []
  const tokenOf = new Map<string, number>()
  const partToken = new Map<string, number>()
  const textTokens = new Map<string, number[]>()
  const tokenIdsOf = (text: string): number[] => {
    let ids = text.length <= CACHED_TEXT_LENGTH ? textTokens.get(text) : undefined
    if (ids !== undefined) return ids
    ids = []
    for (const part of text.split(KEYPHRASE_WORD_SEPARATORS)) {
      if (part.length === 0) continue
      let id = partToken.get(part)
      if (id === undefined) {
        const folded = foldText(part)
        id = folded.length === 0 ? NO_WORD : tokenOf.get(folded)
        if (id === undefined) {
          id = tokens.length
          tokens.push(folded)
          tokenOf.set(folded, id)
        }
        partToken.set(part, id)
      }
      if (id !== NO_WORD) ids.push(id)
    }
    if (text.length <= CACHED_TEXT_LENGTH) textTokens.set(text, ids)
    return ids
  }

  // Pass 1: each record's distinct token ids, one after another.
  const tokenIds = new GrowableUint32()
  const recordEnds = new Uint32Array(records.length)
  let lastSeen = new Uint32Array(1024)
  for (let p = 0; p < records.length; p++) {
    for (const path of paths) {
      for (const text of keyphraseTexts(records[p], path)) {
        for (const id of tokenIdsOf(text)) {
          if (id >= lastSeen.length) {
            const grown = new Uint32Array(Math.max(id + 1, lastSeen.length * 2))
            grown.set(lastSeen)
            lastSeen = grown
          }
          if (lastSeen[id] === p + 1) continue
          lastSeen[id] = p + 1
          tokenIds.push(id)
        }
      }
    }
    recordEnds[p] = tokenIds.length
  }

  // Pass 2: CSR by token rank.
  const byText = tokens.map((_, id) => id).sort((a, b) => (tokens[a]! < tokens[b]! ? -1 : 1))
  const rankOf = new Uint32Array(tokens.length)
  byText.forEach((id, rank) => (rankOf[id] = rank))
  const offsets = new Uint32Array(tokens.length + 1)
  const parts = tokenIds.parts()
  for (const part of parts) for (let i = 0; i < part.length; i++) offsets[rankOf[part[i]!]! + 1]!++
  for (let rank = 0; rank < tokens.length; rank++) offsets[rank + 1]! += offsets[rank]!
  const fill = offsets.slice(0, tokens.length)
  const positions = new Uint32Array(tokenIds.length)
  let p = 0
  let index = 0
  for (const part of parts) {
    for (let i = 0; i < part.length; i++, index++) {
      while (index >= recordEnds[p]!) p++
      positions[fill[rankOf[part[i]!]!]!++] = p
    }
  }
  return { tokens: byText.map((id) => tokens[id]!), offsets, positions }
}
