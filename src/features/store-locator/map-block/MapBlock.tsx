import type { BlockComponentProps } from '@/features/content-blocks'
import { logger } from '@/lib/logger'

import { directionsUrlFor } from '../directions'
import { PlaceMap } from '../map/PlaceMap'
import { mapBlockData, mapBlockPlace } from './map-block'

/** Map block (spec 01 §2.9): the place on the store locator's static map, its address and a directions link. */
export default function MapBlock({ block, context }: BlockComponentProps) {
  const data = mapBlockData.parse(block)
  const place = mapBlockPlace(data)
  if (!place.ok) {
    logger.warn({ blockType: 'mapBlock', reason: place.reason }, `Content block "mapBlock" not rendered: ${place.reason}`)
    return null
  }
  const d = context.dictionary
  const addressLine = [place.address, [place.zip, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <section data-block="mapBlock" className="mx-auto max-w-6xl px-4 py-8">
      {data.title ? <h2 className="mb-4">{data.title}</h2> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <PlaceMap
          centre={{ lat: place.lat, lng: place.lng }}
          label={d.t('mapBlockLabel').replace('{place}', `${place.name}, ${addressLine}`)}
          zoom={data.zoom ?? 14}
          className="h-72 md:col-span-2 md:h-96"
        />
        <address className="flex flex-col gap-1 not-italic">
          <span className="font-semibold">{place.name}</span>
          <span>{place.address}</span>
          <span>{[place.zip, place.city].filter(Boolean).join(' ')}</span>
          {data.showDirections !== false ? (
            <a href={directionsUrlFor(place)} target="_blank" rel="noopener noreferrer" className="mt-2 font-semibold text-link underline underline-offset-4">
              {d.t('storeLocatorFindUs')} <span className="sr-only">{d.t('opensInNewWindow')}</span>
            </a>
          ) : null}
        </address>
      </div>
    </section>
  )
}
