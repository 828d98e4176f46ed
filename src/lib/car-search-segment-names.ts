/**
 * Brand and model names by car search path segment ('land-rover' → 'Land Rover', spec 01 §2.12),
 * handed from the car list island, which has the stock's brands and models, to the breadcrumb
 * island, which follows the path the list's filters write. One copy in the browser instead of a
 * second one in the page's data (issue 16: script per page).
 */
export type CarSearchSegmentNames = Readonly<Record<string, string>>

/**
 * What the car list has published: its names, made on the first call. The list publishes as it
 * hydrates, but the breadcrumb needs the names only once the filters have changed the path, and
 * making them (folding every brand and model name of the stock) was ~28 ms of a phone's hydration
 * task on the car list (issue 39).
 */
export type PublishedCarSearchSegmentNames = { readonly names: () => CarSearchSegmentNames }

const NO_NAMES: CarSearchSegmentNames = Object.freeze({})
const NONE: PublishedCarSearchSegmentNames = Object.freeze({ names: () => NO_NAMES })
let published: PublishedCarSearchSegmentNames = NONE
const listeners = new Set<() => void>()

export function publishCarSearchSegmentNames(makeNames: () => CarSearchSegmentNames): void {
  let made: CarSearchSegmentNames | undefined
  published = Object.freeze({ names: () => (made ??= makeNames()) })
  for (const listener of listeners) listener()
}

export function subscribeToCarSearchSegmentNames(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const publishedCarSearchSegmentNames = (): PublishedCarSearchSegmentNames => published

/** What the server renders with: nothing published yet. */
export const noCarSearchSegmentNames = (): PublishedCarSearchSegmentNames => NONE
