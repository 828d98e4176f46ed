'use client'

import { useState } from 'react'

import type { FacetValueNode } from '@/integrations/search/search-contract'

import { facetHasTextSearch } from '../list-display'
import { filterFacetValues } from './filter-rules'
import { TEXT_INPUT } from './filter-styles'

export type FacetTextSearchState = {
  /** The facet has 10 or more values, so the field shows (spec 02 §9, spec 03 §9). */
  searchable: boolean
  /** What the field holds. */
  search: string
  setSearch: (search: string) => void
  /** The search in force: the field's text, or '' when the field does not show. */
  activeSearch: string
  /** Something other than white space is typed. */
  searching: boolean
  /** The values the search leaves (all of them without a search), in their order. */
  matching: FacetValueNode[]
}

/**
 * A facet's text filter (spec 02 'Car list page' and §9, spec 03 §5 and §9): a field from 10
 * values on, leaving the values whose text holds what is typed, ignoring case and diacritics (a
 * hierarchy's parent stays for its matching children; filterFacetValues). Used by the car list's
 * facets and the kits page's.
 */
export function useFacetTextSearch(values: readonly FacetValueNode[]): FacetTextSearchState {
  const [search, setSearch] = useState('')
  const searchable = facetHasTextSearch(values.length)
  const activeSearch = searchable ? search : ''
  return {
    searchable,
    search,
    setSearch,
    activeSearch,
    searching: activeSearch.trim() !== '',
    matching: filterFacetValues(values, activeSearch),
  }
}

type FieldProps = {
  state: FacetTextSearchState
  /** The field's accessible name and placeholder (the dictionary's "Search {label}"). */
  label: string
  /** The id of the value list the field filters. */
  listId: string
}

/** The facet's search field; nothing below 10 values. */
export function FacetSearchField({ state, label, listId }: FieldProps) {
  if (!state.searchable) return null
  return (
    <input
      type="search"
      value={state.search}
      onChange={(event) => state.setSearch(event.target.value)}
      aria-label={label}
      aria-controls={listId}
      placeholder={label}
      autoComplete="off"
      className={`${TEXT_INPUT} mb-2`}
    />
  )
}

/** Under a searchable facet's list: the dictionary's "no matches" when the search leaves nothing (a live status). */
export function FacetSearchStatus({ state, noMatches }: { state: FacetTextSearchState; noMatches: string }) {
  if (!state.searchable) return null
  return (
    <p role="status" className="px-2 text-sm text-muted">
      {state.matching.length === 0 ? noMatches : ''}
    </p>
  )
}
