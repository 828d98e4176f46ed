import { fillText } from '@/lib/fill-text'
import type { CarRecord } from '@/integrations/search/car-record'

/**
 * The car detail page's pictures (spec 02 'Car detail page', images bullet; spec 01 §2.13
 * gallery viewer): the list the carousel and the gallery show, their alt texts, and the small
 * pure rules both share (wrapping index, swipe decision).
 */

/** What the viewers need from a car (a full record or the search service's summary both fit). */
export type CarImageSource = Pick<CarRecord, 'car_brand' | 'car_model' | 'car_images' | 'car_primary_image'>

/** One picture as the viewers show it; `blurDataUrl` is the placeholder painted until it loads. */
export type ViewerImage = { src: string; alt: string; blurDataUrl?: string | null }

/** spec 02 §4 / brief: a horizontal drag longer than this changes the picture. */
export const SWIPE_THRESHOLD_PX = 40

// Shared placeholder rule, re-exported for this feature's components.
export { fillText }

/** The car's name in alt texts and labels: brand and model. */
export function carName(car: Pick<CarRecord, 'car_brand' | 'car_model'>): string {
  return `${car.car_brand} ${car.car_model}`.trim()
}

/**
 * The pictures to show: `car_images` in feed order, skipping entries without a source (spec 01
 * §8 "Image without a source → fallback"); a car without any falls back to its primary image, and
 * an empty answer means the missing-image fallback. `altTemplate` gets {car}, {index} (1-based)
 * and {total}.
 */
export function carImages(car: CarImageSource, altTemplate: string): ViewerImage[] {
  const listed = (car.car_images ?? [])
    .filter((image) => image.original.trim() !== '')
    .map((image) => ({ src: image.original, blurDataUrl: image.blur_data_url ?? null }))
  const primary = car.car_primary_image
  const sources =
    listed.length > 0
      ? listed
      : primary && primary.thumbnail_url.trim() !== ''
        ? [{ src: primary.thumbnail_url, blurDataUrl: primary.blur_data_url ?? null }]
        : []
  const name = carName(car)
  return sources.map((image, i) => ({ ...image, alt: fillText(altTemplate, { car: name, index: i + 1, total: sources.length }) }))
}

/** `index` folded into 0 … count − 1 (previous from the first is the last); 0 with no pictures. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isFinite(count) || count < 1 || !Number.isFinite(index)) return 0
  const whole = Math.trunc(index)
  return ((whole % count) + count) % count
}

/**
 * Which way a finished drag moves: −1 (previous), 1 (next) or 0 (not a swipe). A swipe is
 * mostly horizontal and longer than SWIPE_THRESHOLD_PX; swiping left shows the next picture.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

/** A CSS url() for a background image, quoted so that spaces, quotes and brackets are safe. */
export function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r\f]/g, (c) => encodeURIComponent(c))}")`
}
