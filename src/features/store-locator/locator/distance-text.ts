import { fillText } from '@/lib/fill-text'
import { formatWholeNumber } from '@/lib/number-format'

import type { DistanceUnit } from '../rules/constants'
import { distanceDisplay } from '../rules/geo'

/** A marker's distance as the list shows it (spec 01 §9): "about 300 m", "12 km"; "about 800 yd", "8 mi". */
export function distanceText(
  distance: number,
  unit: DistanceUnit,
  languageTag: string,
  texts: { aboutMetres: string; aboutYards: string; kilometres: string; miles: string },
): string {
  const display = distanceDisplay(distance, unit)
  if (display.kind === 'near')
    return display.unit === 'm'
      ? fillText(texts.aboutMetres, { metres: formatWholeNumber(display.value, languageTag) })
      : fillText(texts.aboutYards, { yards: formatWholeNumber(display.value, languageTag) })
  return fillText(display.unit === 'km' ? texts.kilometres : texts.miles, { value: formatWholeNumber(display.value, languageTag) })
}
