'use client'

import type { FacetResult } from '@/integrations/search/search-contract'

import type { CarListQuery, FacetConfig } from '../car-list-types'
import { BooleanFacet } from './BooleanFacet'
import { FacetTree } from './FacetTree'
import type { CarListFilterTexts } from './filter-rules'
import { RangeFacet } from './RangeFacet'

export type FilterPanelProps = {
  /** The site's facets in their configured order (spec 02 §3 "Facet config: Name and Label"). */
  facets: readonly FacetConfig[]
  /** The facets of the search answer. */
  results: readonly FacetResult[]
  query: CarListQuery
  onChange: (next: CarListQuery) => void
  texts: CarListFilterTexts
  languageTag: string
  /** spec 02 §4/§9 range-slider debounce; shorter only in tests. */
  rangeCommitDelayMs?: number
}

/**
 * The filter panel's content (spec 02 'Car list page' "facets, range slider"): one block per
 * configured facet, in the configured order, each drawn by its kind. A facet the answer has no
 * values for (and nothing selected) is left out. The same content goes in the toggle panel, the
 * sticky side panel and the mobile drawer (FilterLayout).
 */
export function FilterPanel({ facets, results, query, onChange, texts, languageTag, rangeCommitDelayMs }: FilterPanelProps) {
  const blocks = facets.flatMap((facet) => {
    const result = results.find((r) => r.name === facet.name)
    if (facet.kind === 'range') {
      const histogram = result?.type === 'histogram' ? result : undefined
      if (!histogram || histogram.min === null || histogram.max === null) return []
      return [
        <RangeFacet
          key={facet.name}
          facet={facet}
          histogram={histogram}
          query={query}
          onChange={onChange}
          texts={texts}
          languageTag={languageTag}
          commitDelayMs={rangeCommitDelayMs}
        />,
      ]
    }
    const values = result && result.type !== 'histogram' ? result.values : []
    if (values.length === 0 && (query.filters[facet.name] ?? []).length === 0) return []
    if (facet.kind === 'boolean') {
      return [<BooleanFacet key={facet.name} facet={facet} values={values} query={query} onChange={onChange} texts={texts} languageTag={languageTag} />]
    }
    return [<FacetTree key={facet.name} facet={facet} values={values} query={query} onChange={onChange} texts={texts} languageTag={languageTag} />]
  })

  return (
    <div className="flex flex-col">
      {blocks.map((block) => (
        <div key={block.key} className="border-b border-border py-4 last:border-b-0">
          {block}
        </div>
      ))}
    </div>
  )
}
