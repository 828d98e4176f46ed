import { getSearchEngine } from '@/features/car-search'
import type { ExtraMedia } from '@/features/car-viewers'
import type { SiteRecord } from '@/features/sites'
import type { ExtraMediaPort } from '@/integrations/extra-media/extra-media-port'
import { getExtraMediaProvider as extraMediaProviderOver } from '@/integrations/extra-media/instance'
import { logger } from '@/lib/logger'

/** This process's extra-media provider (integrations/extra-media/instance.ts picks it). */
export function getExtraMediaProvider(): ExtraMediaPort {
  return extraMediaProviderOver(getSearchEngine)
}

/**
 * The car's video and 360 media for the detail page, on sites with the extra-media switch (spec 02
 * §1, the UK dealer-group site). Cars without a plate have none. A failing service is logged and
 * ignored: the page shows its pictures (spec 02 §8 "Extra media failure: logged and ignored").
 */
export async function loadExtraMedia(site: SiteRecord, car: { car_id: string; car_regno?: string | null }): Promise<ExtraMedia | null> {
  if (!site.features.extraMedia || !car.car_regno) return null
  try {
    return await getExtraMediaProvider().byRegistration(car.car_regno, { siteKey: site.key, vehiclesIndex: site.searchIndexes.vehicles })
  } catch (error) {
    logger.warn({ err: error, site: site.key, carId: car.car_id }, 'Extra media could not be loaded; showing the pictures only')
    return null
  }
}
