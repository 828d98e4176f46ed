import type { KitQuery } from '../kit-query'

/** The island's texts: every dictionary key starting with 'kits', by key. */
export type KitTexts = Record<string, string>

/** The sidebar's facets in screen order: the address key, the index's facet name and the heading's text. */
export const KIT_FACETS = [
  { key: 'kitCategory', name: 'kitCategory', label: 'kitsFacetCategory' },
  { key: 'kitSubCategory', name: 'kitSubCategory', label: 'kitsFacetSubCategory' },
  { key: 'kitSubSubCategory', name: 'kitSubSubCategory', label: 'kitsFacetSubSubCategory' },
  { key: 'make', name: 'vehicleFitmentSpecifications.make', label: 'kitsFacetMake' },
] as const satisfies readonly { key: keyof KitQuery; name: string; label: string }[]

export type KitFacetKey = (typeof KIT_FACETS)[number]['key']
