import { getSearchEngine } from '@/features/car-search/search-engine-instance'
import type { ExtraMedia } from '@/features/car-viewers/extra-media'
import type { SiteRecord } from '@/features/sites/site-record'
import type { ExtraMediaPort } from '@/integrations/extra-media/extra-media-port'
import { HttpExtraMedia } from '@/integrations/extra-media/http-extra-media'
import { StockExtraMedia } from '@/integrations/extra-media/stock-extra-media'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'

// On globalThis: Next may load this module more than once in one process (route bundles).
const shared = globalThis as { __showroomExtraMedia?: ExtraMediaPort }

/** This process's extra-media provider: the outside service when configured, else the stock records. */
export function getExtraMediaProvider(): ExtraMediaPort {
  shared.__showroomExtraMedia ??= (() => {
    const { extraMedia } = getConfig()
    return extraMedia.url ? new HttpExtraMedia(extraMedia.url) : new StockExtraMedia(getSearchEngine)
  })()
  return shared.__showroomExtraMedia
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
