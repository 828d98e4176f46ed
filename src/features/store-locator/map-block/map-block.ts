import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * Map block (spec 01 §2.9 "map blocks"; issue 21 "the map from the dealer-pages issue, or a static
 * location"): one place on the store locator's map, with its address and a directions link.
 */
export const mapBlock: Block = {
  slug: 'mapBlock',
  interfaceName: 'MapBlock',
  ...blockPickerEntry('mapBlock', {
    en: { label: 'Map', plural: 'Maps', description: 'One place on a map, e.g. a showroom or an event, with its address and directions.' },
    sv: { label: 'Karta', plural: 'Kartor', description: 'En plats på en karta, t.ex. en anläggning eller ett evenemang, med adress och vägbeskrivning.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'name', type: 'text', required: true, localized: true, label: 'Place name' },
    { name: 'address', type: 'text', required: true },
    { name: 'zip', type: 'text' },
    { name: 'city', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
        { name: 'zoom', type: 'number', min: 3, max: 18, defaultValue: 14 },
      ],
    },
    { name: 'showDirections', type: 'checkbox', defaultValue: true, label: 'Show a directions link' },
  ],
}

export const mapBlockData = z.object({
  title: z.string().nullish(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  zip: z.string().nullish(),
  city: z.string().nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  zoom: z.number().min(3).max(18).nullish(),
  showDirections: z.boolean().nullish(),
})
export type MapBlockData = z.infer<typeof mapBlockData>

/** The place to show, or the reason there is none (spec 01 §3 Location: name, position, address and city are needed). */
export function mapBlockPlace(
  data: MapBlockData,
): { ok: true; name: string; address: string; zip: string; city: string; lat: number; lng: number } | { ok: false; reason: string } {
  const name = data.name?.trim()
  const address = data.address?.trim()
  const city = data.city?.trim()
  if (!name || !address || !city) return { ok: false, reason: 'the place needs a name, an address and a city' }
  if (typeof data.latitude !== 'number' || typeof data.longitude !== 'number')
    return { ok: false, reason: 'the place has no position (latitude and longitude)' }
  return { ok: true, name, address, zip: data.zip?.trim() ?? '', city, lat: data.latitude, lng: data.longitude }
}
