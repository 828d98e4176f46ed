/**
 * Brand and model names by car search path segment ('land-rover' → 'Land Rover', spec 01 §2.12),
 * handed from the car list island, which has the stock's brands and models, to the breadcrumb
 * island, which follows the path the list's filters write. One copy in the browser instead of a
 * second one in the page's data (issue 16: script per page).
 */
export type CarSearchSegmentNames = Readonly<Record<string, string>>

const NONE: CarSearchSegmentNames = Object.freeze({})
let published: CarSearchSegmentNames = NONE
const listeners = new Set<() => void>()

export function publishCarSearchSegmentNames(names: CarSearchSegmentNames): void {
  published = names
  for (const listener of listeners) listener()
}

export function subscribeToCarSearchSegmentNames(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const publishedCarSearchSegmentNames = (): CarSearchSegmentNames => published

/** What the server renders with: nothing published yet. */
export const noCarSearchSegmentNames = (): CarSearchSegmentNames => NONE
