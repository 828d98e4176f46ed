'use client'

import { useId, useState } from 'react'

import type { FacetValueNode } from '@/integrations/search/search-contract'

import type { CarListQuery, FacetConfig } from '../car-list-types'
import { isHierarchyFacet, withFilterToggled } from '../query-state'
import { FacetSearchField, FacetSearchStatus, useFacetTextSearch } from './FacetTextSearch'
import {
  type CarListFilterTexts,
  facetValueMatches,
  fillText,
  formatFilterNumber,
  hierarchyValue,
  visibleFacetValues,
  withSelectedValues,
} from './filter-rules'
import { CHECKBOX, COUNT, FIELDSET, LEGEND, OPTION_ROW, TEXT_BUTTON } from './filter-styles'

export type FacetTreeTexts = Pick<CarListFilterTexts, 'searchInFacet' | 'noFacetMatches' | 'showAll' | 'showFewer'>

export type FacetTreeProps = {
  facet: FacetConfig
  /** The facet's values from the search answer (a hierarchy's parents with `children`). */
  values: readonly FacetValueNode[]
  query: CarListQuery
  onChange: (next: CarListQuery) => void
  texts: FacetTreeTexts
  /** BCP 47 tag for the counts ('1 234'). */
  languageTag: string
}

/**
 * A terms facet as a checkbox list, or the brand > model hierarchy as a tree whose models show
 * under a ticked brand (spec 02 'Car list page', §3). Unticking a brand unticks its models
 * (withFilterToggled). A text search box from 10 values on (spec 02 §9), ignoring case and
 * diacritics; the first 8 values, the rest behind 'show all'.
 */
export function FacetTree({ facet, values, query, onChange, texts, languageTag }: FacetTreeProps) {
  const id = useId()
  const [showAll, setShowAll] = useState(false)

  const hierarchy = facet.kind === 'hierarchy' || isHierarchyFacet(facet.name)
  const selected = query.filters[facet.name] ?? []
  const allValues = withSelectedValues(values, selected, hierarchy)
  const textSearch = useFacetTextSearch(allValues)
  const { activeSearch, searching, matching } = textSearch
  const isSelected = (node: FacetValueNode) => selected.includes(node.text)
  const { visible } = visibleFacetValues(matching, { showAll: showAll || searching, isSelected })
  // Values past the first 8 (a search shows every match, so no 'show all' then).
  const beyondCut = searching ? 0 : visibleFacetValues(matching, { showAll: false, isSelected }).hiddenCount

  const toggle = (value: string) => onChange(withFilterToggled(query, facet.name, value))
  const count = (n: number) => `(${formatFilterNumber(n, languageTag)})`
  const listId = `${id}-values`
  const searchLabel = fillText(texts.searchInFacet, { label: facet.label })

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{facet.label}</legend>
      <FacetSearchField state={textSearch} label={searchLabel} listId={listId} />
      <ul id={listId} className="flex flex-col">
        {visible.map((node) => {
          const checked = isSelected(node)
          const children = node.children ?? []
          // Models show under a ticked brand, and under any brand while the search finds some of its models.
          const expanded = hierarchy && children.length > 0 && (checked || (searching && children.some((child) => facetValueMatches(child.text, activeSearch))))
          return (
            <li key={node.text}>
              <label className={OPTION_ROW}>
                <input type="checkbox" className={CHECKBOX} checked={checked} onChange={() => toggle(node.text)} />
                <span className="min-w-0 break-words">{node.text}</span> <span className={COUNT}>{count(node.count)}</span>
              </label>
              {expanded && (
                <ul aria-label={node.text} className="ml-4 flex flex-col border-l border-border pl-3">
                  {children.map((child) => {
                    const value = hierarchyValue(node.text, child.text)
                    return (
                      <li key={child.text}>
                        <label className={OPTION_ROW}>
                          <input type="checkbox" className={CHECKBOX} checked={selected.includes(value)} onChange={() => toggle(value)} />
                          <span className="min-w-0 break-words">{child.text}</span> <span className={COUNT}>{count(child.count)}</span>
                        </label>
                      </li>
                    )
                  })}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      <FacetSearchStatus state={textSearch} noMatches={texts.noFacetMatches} />
      {beyondCut > 0 && (
        <button type="button" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)} className={TEXT_BUTTON}>
          {showAll ? texts.showFewer : fillText(texts.showAll, { count: formatFilterNumber(beyondCut, languageTag) })}
        </button>
      )}
    </fieldset>
  )
}
