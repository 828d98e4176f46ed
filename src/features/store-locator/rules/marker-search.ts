import Fuse from 'fuse.js'

import { FUZZY_THRESHOLD, MAX_SUGGESTIONS, MIN_MATCH_CHARS, SEARCH_WEIGHTS } from './constants'

type Searchable = { id: string; name: string; city: string; address: string; zip: string }

/**
 * The search box's suggestions (spec 01 §5 "suggestions need at least 2 matching characters; at most
 * 5 suggestions", §9 "fuzzy threshold 0.4, minimum match length 2, weights name 0.5, city 0.3,
 * address 0.15, zip 0.05"): a Fuse.js index over the markers, made once per marker list.
 */
export function markerSearch<T extends Searchable>(markers: readonly T[]): (term: string) => T[] {
  const fuse = new Fuse(markers, {
    keys: (Object.keys(SEARCH_WEIGHTS) as (keyof typeof SEARCH_WEIGHTS)[]).map((name) => ({ name, weight: SEARCH_WEIGHTS[name] })),
    threshold: FUZZY_THRESHOLD,
    minMatchCharLength: MIN_MATCH_CHARS,
  })
  return (term: string) => {
    const trimmed = term.trim()
    if (trimmed.length < MIN_MATCH_CHARS) return []
    return fuse.search(trimmed, { limit: MAX_SUGGESTIONS }).map((result) => result.item)
  }
}
