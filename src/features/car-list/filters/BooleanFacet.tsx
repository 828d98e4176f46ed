'use client'

import type { FacetValueNode } from '@/integrations/search/search-contract'

import type { CarListQuery, FacetConfig } from '../car-list-types'
import { withFilterToggled } from '../query-state'
import { booleanValueLabel, type CarListFilterTexts, formatFilterNumber, withSelectedValues } from './filter-rules'
import { CHECKBOX, COUNT, FIELDSET, LEGEND, OPTION_ROW } from './filter-styles'

export type BooleanFacetTexts = Pick<CarListFilterTexts, 'yes' | 'no' | 'booleanLabels'>

export type BooleanFacetProps = {
  facet: FacetConfig
  /** The facet's values from the search answer: 'true' and/or 'false' with their counts. */
  values: readonly FacetValueNode[]
  query: CarListQuery
  onChange: (next: CarListQuery) => void
  texts: BooleanFacetTexts
  languageTag: string
}

/** Boolean index values arrive as the texts 'true' and 'false' (spec 02 §3 facet values). */
const BOOLEAN_VALUES = ['true', 'false'] as const

/**
 * A yes/no facet (car_is_used, car_has_privateleasing …): a checkbox per value the cars have,
 * 'yes' first; a single checkbox when every car has the same value. Ticking both is the same
 * as ticking none (the values are OR'ed, spec 02 §7 filters).
 */
export function BooleanFacet({ facet, values, query, onChange, texts, languageTag }: BooleanFacetProps) {
  const selected = query.filters[facet.name] ?? []
  const present = withSelectedValues(values, selected, false)
  const options = BOOLEAN_VALUES.flatMap((value) => {
    const node = present.find((n) => n.text === value)
    return node ? [node] : []
  })
  if (options.length === 0) return null

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{facet.label}</legend>
      <ul className="flex flex-col">
        {options.map((node) => (
          <li key={node.text}>
            <label className={OPTION_ROW}>
              <input
                type="checkbox"
                className={CHECKBOX}
                checked={selected.includes(node.text)}
                onChange={() => onChange(withFilterToggled(query, facet.name, node.text))}
              />
              <span>{booleanValueLabel(facet.name, node.text, texts)}</span> <span className={COUNT}>({formatFilterNumber(node.count, languageTag)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
