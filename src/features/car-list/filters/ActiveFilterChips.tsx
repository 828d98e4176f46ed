'use client'

import type { CarListQuery, FacetConfig } from '../car-list-types'
import { clearAll } from '../query-state'
import { activeFilterChips, type CarListFilterTexts, fillText, queryWithoutChip } from './filter-rules'
import { FilterChip } from '@/lib/ui/FilterChip'

export type ActiveFilterChipsTexts = Pick<CarListFilterTexts, 'removeFilter' | 'clearAll' | 'keyphraseChip' | 'yes' | 'no' | 'booleanLabels' | 'from' | 'to'>

export type ActiveFilterChipsProps = {
  query: CarListQuery
  facets: readonly FacetConfig[]
  onChange: (next: CarListQuery) => void
  texts: ActiveFilterChipsTexts
  languageTag: string
}

/**
 * The active filter chips (spec 02 'Car list page'): one button per selected value, range and
 * the keyphrase, each removing its selection ('Remove XC60'; a brand takes its models with it),
 * and 'clear all' (the sort stays). Nothing when nothing is selected.
 */
export function ActiveFilterChips({ query, facets, onChange, texts, languageTag }: ActiveFilterChipsProps) {
  const chips = activeFilterChips(query, facets, texts, languageTag)
  if (chips.length === 0) return null

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <FilterChip
              label={chip.label}
              removeLabel={fillText(texts.removeFilter, { label: chip.label })}
              onRemove={() => onChange(queryWithoutChip(query, chip))}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(clearAll(query))}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-brand px-3 text-sm font-semibold text-link underline underline-offset-4 hover:no-underline"
      >
        {texts.clearAll}
      </button>
    </div>
  )
}
