import { carListHref, emptyCarListQuery } from '@/features/car-list'

/**
 * The car not found page (spec 02 'Car not found page', §4 "Car detail: … not found
 * (recommendations shown)", §9 "Not-found page: up to 8 recommendations"): a heading, a text, up
 * to 8 recommended cars and a button to the car list "with the keyphrase taken from the slug (its
 * fifth dash-separated part)". The recommendations request is `notFoundRecommendationsRequest`
 * (recommendations.ts).
 */

/** The slug is split on '-' and its fifth part (index 4) is the keyphrase. */
const KEYPHRASE_PART_INDEX = 4

/**
 * The keyphrase the not-found page searches the car list for: the fifth dash-separated part of
 * the slug of the requested URL, e.g. 'begagnad-bil-volvo-2021-xc60-t6' → 'xc60'. No slug, or a
 * slug with fewer than five parts, gives '' (the button then opens the unfiltered list).
 */
export function keyphraseFromSlug(slug: string | null | undefined): string {
  return slug?.split('-')[KEYPHRASE_PART_INDEX]?.trim() ?? ''
}

/**
 * The not-found page's button: the car list with that keyphrase as the `keyphrase` query
 * parameter, built like every other car-list link (carListHref), e.g. '/kop-bil?keyphrase=xc60'.
 */
export function notFoundListHref(carListPath: string, slug: string | null | undefined): string {
  return carListHref(carListPath, { ...emptyCarListQuery(), keyphrase: keyphraseFromSlug(slug) }, [], [])
}
