'use client'

import { fillText } from '@/lib/fill-text'

import { useId } from 'react'

import { FacetSearchField, FacetSearchStatus, useFacetTextSearch } from '@/features/car-list'

import type { KitFacet } from '../kit-service'
import { type KitTexts } from './kit-texts'

type KitFacetValuesProps = {
  label: string
  values: KitFacet['values']
  selected: readonly string[]
  onToggle: (value: string) => void
  texts: KitTexts
}

/**
 * One facet of the sidebar and the slide-in panel: a checkbox per value with its count, and from
 * 10 values on the car list's facet text filter (spec 03 §5 and §9) above them.
 */
export function KitFacetValues({ label, values, selected, onToggle, texts: t }: KitFacetValuesProps) {
  const listId = `${useId()}-values`
  const textSearch = useFacetTextSearch(values)
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{label}</legend>
      <FacetSearchField state={textSearch} label={fillText(t.kitsSearchInFacet!, { label })} listId={listId} />
      <ul id={listId} className="space-y-1">
        {textSearch.matching.map((v) => (
          <li key={v.text}>
            <label className="flex cursor-pointer items-center gap-2">
              <input type="checkbox" checked={selected.includes(v.text)} onChange={() => onToggle(v.text)} />
              <span>{v.text}</span>
              <span className="text-sm text-neutral-600">({v.count})</span>
            </label>
          </li>
        ))}
      </ul>
      <FacetSearchStatus state={textSearch} noMatches={t.kitsNoFacetMatches!} />
    </fieldset>
  )
}
