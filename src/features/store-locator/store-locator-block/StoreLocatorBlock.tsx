import type { BlockComponentProps } from '@/features/content-blocks'
import { getConfig } from '@/lib/config'
import { languageTag } from '@/lib/locales'
import { siteDistanceUnit } from '@/features/sites'

import { StoreLocatorLazy } from '../locator/StoreLocatorLazy'
import { DEFAULT_CENTRE, DEFAULT_ZOOM } from '../rules/constants'
import { nearMeRadius } from '../rules/geo'
import { loadStoreMarkers } from '../store-locator-service'
import { storeLocatorTexts } from '../store-locator-texts'
import { storeLocatorBlockData } from './store-locator-block'

/**
 * The store locator block (spec 01 §2.10): the site's locations (and its stock dealers when the
 * block says so) on a map with a list. No location at all shows the 'no dealers' text (spec 01 §8).
 */
export default async function StoreLocatorBlock({ block, context }: BlockComponentProps) {
  const data = storeLocatorBlockData.parse(block)
  const { site, locale, dictionary } = context
  const texts = storeLocatorTexts(dictionary, data.labels)
  const markers = await loadStoreMarkers(site, locale, { includeStockDealers: data.includeStockDealers ?? true })

  if (markers.length === 0) {
    return (
      <section className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 py-6">
        <h2>{texts.panelTitle}</h2>
        <p>{texts.noDealers}</p>
      </section>
    )
  }

  // One unit system per site (issue 36): the block's own choice, else the site's (miles in the UK).
  const unit = data.distanceUnit ?? siteDistanceUnit(site)
  const { map } = getConfig()
  return (
    <StoreLocatorLazy
      markers={markers}
      settings={{
        defaultCentre: { lat: data.defaultLatitude ?? DEFAULT_CENTRE.lat, lng: data.defaultLongitude ?? DEFAULT_CENTRE.lng },
        defaultZoom: data.defaultZoomLevel ?? DEFAULT_ZOOM,
        unit,
        nearMeRadius: nearMeRadius(unit),
        searchRadius: data.searchResultDistanceThreshold ?? nearMeRadius(unit),
        country: data.countryInSearch?.trim() || undefined,
        language: locale,
      }}
      texts={texts}
      languageTag={languageTag(locale, site.country)}
      styleUrl={map.styleUrl}
    />
  )
}
