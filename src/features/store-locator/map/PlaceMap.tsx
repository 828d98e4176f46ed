import { getConfig } from '@/lib/config'

import { BasemapPicture } from './BasemapPicture'
import { StaticMap, type StaticMapProps } from './StaticMap'

export type PlaceMapProps = Omit<StaticMapProps, 'styleUrl'>

/**
 * The non-interactive map of one place for server components (e.g. the facility page's "static
 * map", spec 03 §2.1): with the built-in basemap a picture drawn on the server, no script
 * (BasemapPicture); with a configured tile style (SHOWROOM_MAP_STYLE_URL), whose tiles only
 * MapLibre can draw, StaticMap. Props: `centre` {lat, lng}, `label` (the text alternative, e.g.
 * "Karta: Nordbil Kungälv, Kongahällavägen 5, Kungälv"), `marker` (a marker type's drawing, or
 * false), `zoom` (13), `className` (the height; 12 rem by default).
 */
export function PlaceMap(props: PlaceMapProps) {
  const { styleUrl } = getConfig().map
  return styleUrl ? <StaticMap {...props} styleUrl={styleUrl} /> : <BasemapPicture {...props} />
}
