import { type BrandModelPathValues, facetValueSlug, hierarchyLeaf } from './query-state'

/**
 * The names of brand and model path segments (spec 01 §2.12), as the stock spells them
 * ('land-rover' → 'Land Rover'): brands first, then model names whose slug no brand has. A plain
 * object, so it can cross to the browser.
 */
export function carSearchSegmentNames(values: BrandModelPathValues): Record<string, string> {
  const names = new Map<string, string>()
  for (const brand of values.brands) names.set(facetValueSlug(brand), brand)
  for (const model of values.models) {
    const leaf = hierarchyLeaf(model)
    if (leaf && !names.has(facetValueSlug(leaf))) names.set(facetValueSlug(leaf), leaf)
  }
  return Object.fromEntries(names)
}
