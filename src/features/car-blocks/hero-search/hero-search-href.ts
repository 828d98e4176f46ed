import { splitKeyphrase } from '@/features/car-search'
import { BRAND_MODEL_FACET, type BrandModelPathValues, carListHref, hierarchyLeaf, hierarchyParent } from '@/features/car-list'

/**
 * The hero search's target (spec 02 'Hero banner with car search', §5 "The keyphrase is split into
 * facet filters by matching known facet values"): the car list path, then the brand and model found
 * in the text as lower-case path segments joined by '/' (brand, then model), then the rest of the
 * text as `?keyphrase=` with repeated words once.
 *
 * 'volvo xc60 dragkrok' → '/kop-bil/volvo/xc60?keyphrase=dragkrok'.
 *
 * The URL is the car list's own (carListHref), so the list reads it back the same way:
 * - a model is placed under the brand named with it; a model named alone goes under its brand when
 *   only one brand has it ('xc60' → /volvo/xc60); a model several brands have, named without its
 *   brand, stays keyphrase text;
 * - more than one brand (or model) cannot be path segments: the list's URL carries them as
 *   `car_brand>car_model=` parameters instead (nothing typed is lost).
 *
 * Pure and client-safe: the form calls it in the browser with the values the server loaded.
 */
export function heroSearchHref(text: string, known: BrandModelPathValues, carListPath: string): string {
  const modelsByLeaf = new Map<string, string[]>()
  for (const model of known.models) {
    const leaf = hierarchyLeaf(model)
    if (leaf === undefined || leaf.trim() === '') continue
    const models = modelsByLeaf.get(leaf) ?? []
    if (!models.includes(model)) models.push(model)
    modelsByLeaf.set(leaf, models)
  }
  const brands = [...new Set([...known.brands, ...known.models.map(hierarchyParent)])].filter((brand) => brand.trim() !== '')

  // Brand before model: a word both could be counts as the brand (earlier facets win ties).
  const split = splitKeyphrase(text, [
    { name: 'car_brand', values: brands },
    { name: 'car_model', values: [...modelsByLeaf.keys()] },
  ])

  const matchedBrands = split.matches.filter((m) => m.facet === 'car_brand').map((m) => m.value)
  const values: string[] = [...matchedBrands]
  const unplaced: string[] = []
  for (const match of split.matches) {
    if (match.facet !== 'car_model') continue
    const candidates = modelsByLeaf.get(match.value) ?? []
    const underNamedBrand = candidates.filter((model) => matchedBrands.includes(hierarchyParent(model)))
    if (underNamedBrand.length > 0) values.push(...underNamedBrand)
    else if (candidates.length === 1) values.push(candidates[0]!)
    else unplaced.push(match.value)
  }

  const keyphrase = [split.keyphrase, ...unplaced].filter((part) => part !== '').join(' ')
  return carListHref(carListPath, { keyphrase, filters: values.length > 0 ? { [BRAND_MODEL_FACET]: values } : {}, ranges: {}, page: 0 }, [], [])
}
