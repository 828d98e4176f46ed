'use client'

import { useState } from 'react'

import { type DealerListFacetName, facetHasTextFilter, PATH_SEPARATOR } from './dealer-list-rules'
import type { DealerFacet } from './dealer-search'

type FacetTexts = {
  facetFilterLabel: string
  facetLabels: Record<DealerListFacetName, string>
  valueLabels: Record<string, string>
}

export type DealerFacetsProps = {
  facets: readonly DealerFacet[]
  selected: Partial<Record<DealerListFacetName, string[]>>
  texts: FacetTexts
  /** Undefined before the script runs: the boxes are then plain form fields sent by 'apply'. */
  onToggle?: (facet: DealerListFacetName, value: string) => void
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

function FacetBox({
  facet,
  value,
  label,
  count,
  checked,
  onToggle,
}: {
  facet: DealerListFacetName
  value: string
  label: string
  count: number
  checked: boolean
  onToggle?: DealerFacetsProps['onToggle']
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
      <input
        type="checkbox"
        name={facet}
        value={value}
        checked={checked}
        onChange={() => onToggle?.(facet, value)}
        className="h-4 w-4 accent-[var(--color-accent)]"
      />
      <span>
        {label} <span className="text-muted">({count})</span>
      </span>
    </label>
  )
}

function Facet({
  facet,
  selected,
  texts,
  onToggle,
}: {
  facet: DealerFacet
  selected: readonly string[]
  texts: FacetTexts
  onToggle?: DealerFacetsProps['onToggle']
}) {
  const name = facet.name as DealerListFacetName
  const [filter, setFilter] = useState('')
  const title = texts.facetLabels[name] ?? facet.name
  const label = (text: string) => texts.valueLabels[text] ?? text
  const wanted = fold(filter.trim())
  const matches = (text: string) => wanted === '' || fold(label(text)).includes(wanted)
  const filterId = `dealer-facet-filter-${name.replace(/[^a-z]/gi, '-')}`
  return (
    <fieldset className="flex flex-col gap-1 border-t border-border pt-3">
      <legend className="float-left mb-1 w-full text-sm font-semibold">{title}</legend>
      {/* spec 03 §5 "A facet text filter field appears only when a facet has 10 or more values". */}
      {facetHasTextFilter(facet.values.length) ? (
        <>
          <label htmlFor={filterId} className="sr-only">
            {texts.facetFilterLabel.replace('{facet}', title)}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={texts.facetFilterLabel.replace('{facet}', title)}
            className="mb-1 rounded-brand border border-border bg-background px-2 py-1 text-sm"
          />
        </>
      ) : null}
      <ul className="flex flex-col">
        {facet.values.map((value) => {
          const children = value.children ?? []
          const childMatch = children.some((c) => matches(c.text))
          if (!matches(value.text) && !childMatch && !selected.includes(value.text)) return null
          return (
            <li key={value.text}>
              <FacetBox
                facet={name}
                value={value.text}
                label={label(value.text)}
                count={value.count}
                checked={selected.includes(value.text)}
                onToggle={onToggle}
              />
              {children.length > 0 ? (
                <ul className="ml-6 flex flex-col">
                  {children.map((child) => {
                    const path = `${value.text}${PATH_SEPARATOR}${child.text}`
                    if (!matches(child.text) && !matches(value.text) && !selected.includes(path)) return null
                    return (
                      <li key={path}>
                        <FacetBox facet={name} value={path} label={child.text} count={child.count} checked={selected.includes(path)} onToggle={onToggle} />
                      </li>
                    )
                  })}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** The list's facets (spec 03 §2.2, §5): brands, departments, region and city, as tick boxes. */
export function DealerFacets({ facets, selected, texts, onToggle }: DealerFacetsProps) {
  return (
    <>
      {facets.map((facet) => (
        <Facet key={facet.name} facet={facet} selected={selected[facet.name as DealerListFacetName] ?? []} texts={texts} onToggle={onToggle} />
      ))}
    </>
  )
}
