import type { CarSummary } from '@/features/car-card'
import type { ExtraMedia } from '@/features/car-viewers'
import { getSearchEngine } from '@/features/car-search'
import type { SiteRecord } from '@/features/sites'
import { carRecord, type CarRecord } from '@/integrations/search/car-record'
import { dealerRecord, type DealerRecord } from '@/integrations/search/dealer-record'
import type { SearchRequest } from '@/integrations/search/search-contract'
import { logger } from '@/lib/logger'

import { loadExtraMedia } from './extra-media-service'
import {
  carByIdRequest,
  dealerRequest,
  notFoundRecommendationsRequest,
  otherTrimPackages,
  recommendedCars,
  similarCarsRequest,
  trimPackagesRequest,
} from './rules/recommendations'

export type CarDetailData = {
  car: CarRecord
  /** The dealer the car stands at (for a sample: the first dealer of its brand). */
  dealer?: DealerRecord
  /** Every dealer the lookup found: for a sample car, the dealers of its brand (the contact form's seller choice). */
  dealers: DealerRecord[]
  similar: CarSummary[]
  trimPackages: CarSummary[]
  extraMedia: ExtraMedia | null
}

export type CarDetailResult = { status: 'found'; data: CarDetailData } | { status: 'not-found' } | { status: 'error'; error: unknown }

const search = async (request: SearchRequest) => (await getSearchEngine()).search(request)

/** A side list (similar cars, trim packages, the dealer) that fails is logged and left empty: the car still shows. */
async function optional<T>(what: string, site: SiteRecord, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load()
  } catch (error) {
    logger.warn({ err: error, site: site.key, what }, 'Car detail: a side list could not be loaded')
    return fallback
  }
}

/**
 * Everything the detail page shows (spec 02 §7 'Detail page'): the car by car_id; its dealer
 * (for samples, dealer sites by brand); up to 8 recommendations; other trim packages of the model
 * for samples with equipment. A car record that breaks the stock rules is an error, not a crash.
 */
export async function loadCarDetail(site: SiteRecord, carId: string): Promise<CarDetailResult> {
  const index = site.searchIndexes.vehicles
  if (!index) return { status: 'not-found' }
  let car: CarRecord
  try {
    const response = await search(carByIdRequest(index, carId))
    const raw = response.content[0]
    if (!raw) return { status: 'not-found' }
    const parsed = carRecord.safeParse(raw)
    if (!parsed.success)
      throw new Error(`Car ${carId} does not match the stock record rules: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
    car = parsed.data
  } catch (error) {
    logger.error({ err: error, site: site.key, carId }, 'Car detail could not be loaded')
    return { status: 'error', error }
  }

  const sitesIndex = site.searchIndexes.sites
  const [similar, trimPackages, dealers, extraMedia] = await Promise.all([
    optional(
      'similar cars',
      site,
      async () => recommendedCars((await search(similarCarsRequest(index, car))).content as CarSummary[], car),
      [] as CarSummary[],
    ),
    optional(
      'trim packages',
      site,
      async () => {
        const request = trimPackagesRequest(index, car)
        return request ? otherTrimPackages((await search(request)).content as CarSummary[], car) : []
      },
      [] as CarSummary[],
    ),
    optional(
      'dealer',
      site,
      async () => {
        if (!sitesIndex) return []
        return (await search(dealerRequest(sitesIndex, car))).content.flatMap((d) => {
          const parsed = dealerRecord.safeParse(d)
          return parsed.success ? [parsed.data] : []
        })
      },
      [] as DealerRecord[],
    ),
    loadExtraMedia(site, car),
  ])
  const dealer = dealers.find((d) => d.site_id === car.car_site_id) ?? dealers[0]
  return { status: 'found', data: { car, dealer, dealers, similar, trimPackages, extraMedia } }
}

/** The car's slug for the id-only redirect (spec 02: "If only the id is given, the server looks the car up and redirects"). */
export async function findCarSlug(site: SiteRecord, carId: string): Promise<string | undefined> {
  const index = site.searchIndexes.vehicles
  if (!index) return undefined
  const response = await search({ ...carByIdRequest(index, carId), fields: ['car_id', 'slug'] })
  const slug = (response.content[0] as { slug?: unknown } | undefined)?.slug
  return typeof slug === 'string' ? slug : undefined
}

/** Up to 8 cars for the not-found page (spec 02 'Car not found page'); a failure gives none. */
export async function loadNotFoundRecommendations(site: SiteRecord): Promise<CarSummary[]> {
  const index = site.searchIndexes.vehicles
  if (!index) return []
  return optional('not-found recommendations', site, async () => (await search(notFoundRecommendationsRequest(index))).content as CarSummary[], [])
}
