import { carSearchSegmentNames, loadBrandModelValues } from '@/features/car-list'
import type { SiteRecord } from '@/features/sites'

/**
 * The names of the given brand and model path segments in the site's stock (spec 01 §2.12). Only
 * the segments asked for: the car list island publishes the rest in the browser
 * (lib/car-search-segment-names.ts).
 */
export async function loadCarSearchSegmentNames(site: SiteRecord, segments: readonly string[]): Promise<Record<string, string>> {
  if (segments.length === 0) return {}
  const names = carSearchSegmentNames(await loadBrandModelValues(site))
  return Object.fromEntries(segments.filter((segment) => Object.hasOwn(names, segment)).map((segment) => [segment, names[segment] ?? segment]))
}
