import type { SearchEngine } from '@/integrations/search/search-engine'

import { type ExtraMediaPort, type ExtraMediaResponse, type ExtraMediaScope, normaliseRegistration } from './extra-media-port'

/**
 * Built-in extra media: what the stock record holds in car_extra_media (video_url, images_360,
 * internal_360), found by the car's plate in the site's vehicles index. Plates are stored as
 * printed ("AB12 CDE", "ABC 123"), so the lookup asks for the forms a plate can be printed in.
 */
export class StockExtraMedia implements ExtraMediaPort {
  constructor(private readonly searchEngine: () => Promise<SearchEngine>) {}

  async byRegistration(regNo: string, scope: ExtraMediaScope): Promise<ExtraMediaResponse | null> {
    const compact = normaliseRegistration(regNo)
    if (!compact || !scope.vehiclesIndex) return null
    const engine = await this.searchEngine()
    const response = await engine.search({
      index: scope.vehiclesIndex,
      filters: [{ name: 'car_regno', type: 'terms', values: printedForms(compact) }],
      limit: 1,
      offset: 0,
    })
    const car = response.content[0] as { car_extra_media?: StockExtraMediaRecord | null } | undefined
    if (!car) return null
    return extraMediaFromStock(car.car_extra_media)
  }
}

type StockExtraMediaRecord = { video_url?: string | null; images_360?: readonly string[] | null; internal_360?: string | null }

/** The spec's response from the stock record's fields; the has* flags say what is really there. */
export function extraMediaFromStock(media: StockExtraMediaRecord | null | undefined): ExtraMediaResponse {
  const images360 = (media?.images_360 ?? []).filter((src) => src.trim() !== '')
  const videoUrl = media?.video_url?.trim() || null
  const internal360 = media?.internal_360?.trim() || null
  return {
    videoUrl,
    images360: images360.length > 0 ? images360 : null,
    internal360,
    hasVideo: videoUrl !== null,
    has360: images360.length > 0,
    hasInternal360: internal360 !== null,
  }
}

/**
 * The ways a compact plate is printed: as is, UK style with a space before the last three
 * characters ("AB12 CDE"), Nordic style with a space after the letters ("ABC 123", "AB 12345").
 */
export function printedForms(compact: string): string[] {
  const forms = new Set([compact])
  if (compact.length > 3) forms.add(`${compact.slice(0, -3)} ${compact.slice(-3)}`)
  const letters = /^[A-ZÅÄÖÆØ]+/.exec(compact)?.[0]
  if (letters && letters.length < compact.length) forms.add(`${letters} ${compact.slice(letters.length)}`)
  return [...forms]
}
