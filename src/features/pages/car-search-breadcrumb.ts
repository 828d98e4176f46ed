import { carSearchSegmentNames, loadBrandModelValues } from '@/features/car-list'
import type { SiteRecord } from '@/features/sites'

/**
 * The names of the given brand and model path segments in the site's stock (spec 01 §2.12). Only
 * the segments asked for: the car list island publishes the rest in the browser
 * (lib/car-search-segment-names.ts).
 */
export async function loadCarSearchSegmentNames(site: SiteRecord, segments: readonly string[]): Promise<Record<string, string>> {
  if (segments.length === 0) return {}
  const values = await loadBrandModelValues(site)
  // Missing facet map (logged; the list shows its error): the segments show as written.
  if (!values) return {}
  const names = carSearchSegmentNames(values)
  return Object.fromEntries(segments.filter((segment) => Object.hasOwn(names, segment)).map((segment) => [segment, names[segment] ?? segment]))
}
