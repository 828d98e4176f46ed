import { fillText } from '@/lib/fill-text'
import { formatWholeNumber } from '@/lib/number-format'

import type { DistanceUnit } from '../rules/constants'
import { distanceDisplay } from '../rules/geo'

/** A marker's distance as the list shows it (spec 01 §9): "about 300 m", "12 km", "8 mi". */
export function distanceText(
  distance: number,
  unit: DistanceUnit,
  languageTag: string,
  texts: { aboutMetres: string; kilometres: string; miles: string },
): string {
  const display = distanceDisplay(distance, unit)
  if (display.kind === 'metres') return fillText(texts.aboutMetres, { metres: formatWholeNumber(display.metres, languageTag) })
  return fillText(display.unit === 'km' ? texts.kilometres : texts.miles, { value: formatWholeNumber(display.value, languageTag) })
}
