/**
 * The tag manager's dataLayer (spec 01 §7.2 "Data-layer event 'search' …"). Client-safe: on the
 * server every push is a no-op. Features push plain event objects, e.g.
 * `pushDataLayer({ event: 'search', search_type: 'start page', search_term })`; the queue is read by
 * the tag manager once the visitor has consented (ConsentGatedTagManager), in order.
 */

/** One dataLayer entry: an event object, or a gtag() command (an Arguments object). */
export type DataLayerEntry = Record<string, unknown> | IArguments

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

export type DataLayerEvent = Record<string, unknown>

function dataLayer(): DataLayerEntry[] | undefined {
  if (typeof window === 'undefined') return undefined
  window.dataLayer ??= []
  return window.dataLayer
}

/** Appends an event to window.dataLayer, creating it if the tag manager has not loaded yet. */
export function pushDataLayer(event: DataLayerEvent): void {
  dataLayer()?.push(event)
}

/**
 * A Google tag command such as `gtag('consent', 'update', {...})`. It must be pushed as the
 * function's `arguments` object, as Google's own gtag() does: the tag manager ignores a plain array
 * with the same contents.
 */
export function gtag(..._command: [string, ...unknown[]]): void {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is the contract
  dataLayer()?.push(arguments)
}
