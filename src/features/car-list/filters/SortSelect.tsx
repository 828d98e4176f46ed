'use client'

import { useId } from 'react'

import type { CarListQuery, SortOption } from '../car-list-types'
import { withSort } from '../query-state'
import type { CarListFilterTexts } from './filter-rules'

export type SortSelectProps = {
  sorts: readonly SortOption[]
  query: CarListQuery
  onChange: (next: CarListQuery) => void
  texts: Pick<CarListFilterTexts, 'sortLabel'>
}

/**
 * The sort dropdown (spec 02 'Car list page'): a labelled native select; the first option is the
 * default and leaves sortName out of the query (withSort).
 */
export function SortSelect({ sorts, query, onChange, texts }: SortSelectProps) {
  const id = useId()
  if (sorts.length === 0) return null
  const current = sorts.some((sort) => sort.name === query.sortName) ? query.sortName : sorts[0]?.name

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        {texts.sortLabel}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => onChange(withSort(query, event.target.value, sorts))}
        className="min-h-11 cursor-pointer rounded-brand border border-border bg-background px-3 text-base text-foreground"
      >
        {sorts.map((sort) => (
          <option key={sort.name} value={sort.name}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  )
}
