'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'

import type { FacetResult } from '@/integrations/search/search-contract'

import type { CarListConfig } from './car-list-config'
import type { CarListQuery } from './car-list-types'
import { ActiveFilterChips } from './filters/ActiveFilterChips'
import type { CarListFilterTexts } from './filters/filter-rules'
import { FilterLayout } from './filters/FilterLayout'
import { HitCounter } from './filters/HitCounter'
import { KeyphraseBox } from './filters/KeyphraseBox'
import { SortSelect } from './filters/SortSelect'

// The facets sit in a closed drawer (phone, and the server's first render), a closed toggle panel or
// the sticky side panel, which opens only once the browser knows the screen is wide: never in
// the server's HTML. Their code (the facet tree, the range sliders; ~5 KB gzip) is therefore a
// chunk the browser fetches after the page's own script, not part of it (issue 16).
const FilterPanel = dynamic(() => import('./filters/FilterPanel').then((m) => m.FilterPanel), { ssr: false })

type Props = {
  query: CarListQuery
  facets: readonly FacetResult[]
  config: CarListConfig
  /** null while loading or after an error. */
  total: number | null
  languageTag: string
  allowLayoutSwitch: boolean
  texts: CarListFilterTexts
  onChange: (next: CarListQuery) => void
  /** The results grid. */
  children: ReactNode
}

/**
 * The car list's controls around its results (spec 02 'Car list page'): search box, chips, hit
 * counter and sort above the grid; the facets in the toggle panel, the sticky side panel or the
 * phone drawer.
 */
export function CarListFilters({ query, facets, config, total, languageTag, allowLayoutSwitch, texts, onChange, children }: Props) {
  return (
    <>
      <div className="mb-4 max-w-2xl">
        <KeyphraseBox query={query} onChange={onChange} texts={texts} />
      </div>
      <FilterLayout
        panel={<FilterPanel facets={config.facets} results={facets} query={query} onChange={onChange} texts={texts} languageTag={languageTag} />}
        allowLayoutSwitch={allowLayoutSwitch}
        defaultLayout={config.layout}
        texts={texts}
        hitCount={total ?? 0}
        languageTag={languageTag}
        toolbar={
          <div className="flex flex-wrap items-center gap-4">
            {total !== null ? <HitCounter total={total} texts={texts} languageTag={languageTag} /> : null}
            <SortSelect sorts={config.sorts} query={query} onChange={onChange} texts={texts} />
          </div>
        }
      >
        <div className="mb-4">
          <ActiveFilterChips query={query} facets={config.fields} onChange={onChange} texts={texts} languageTag={languageTag} />
        </div>
        {children}
      </FilterLayout>
    </>
  )
}
