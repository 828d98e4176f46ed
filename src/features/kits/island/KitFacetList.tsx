import type { KitQuery } from '../kit-query'
import type { KitResults } from '../kit-service'
import { KitFacetValues } from './KitFacetValues'
import { KIT_FACETS, type KitFacetKey, type KitTexts } from './kit-texts'

type KitFacetListProps = {
  query: KitQuery
  results: KitResults | null
  texts: KitTexts
  onToggle: (key: KitFacetKey, value: string) => void
  onClear: () => void
}

/** The facets with values (sidebar and panel alike) and, once any is chosen, 'clear filters'. */
export function KitFacetList({ query, results, texts: t, onToggle, onClear }: KitFacetListProps) {
  const selectedCount = KIT_FACETS.reduce((n, f) => n + query[f.key].length, 0)
  return (
    <div className="space-y-5">
      {KIT_FACETS.map((facet) => {
        const values = results?.facets.find((f) => f.name === facet.name)?.values ?? []
        if (values.length === 0) return null
        return (
          <KitFacetValues
            key={facet.key}
            label={t[facet.label]!}
            values={values}
            selected={query[facet.key]}
            onToggle={(value) => onToggle(facet.key, value)}
            texts={t}
          />
        )
      })}
      {selectedCount > 0 && (
        <button type="button" className="underline" onClick={onClear}>
          {t.kitsClearFilters}
        </button>
      )}
    </div>
  )
}
