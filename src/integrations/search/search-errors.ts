/**
 * A request the service cannot answer because of what it asks for (unknown index, facet, sort or
 * field). The HTTP layer answers 400 naming `field`; nothing here is a server error.
 */
export class SearchRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'SearchRequestError'
  }
}

/** spec 02 §7: an index chosen by a site name that no site has. */
export class UnknownSiteNameError extends Error {
  constructor(siteName: string) {
    super('Unknown site name')
    this.name = 'UnknownSiteNameError'
    this.siteName = siteName
  }
  readonly siteName: string
}

/**
 * Whether an error is a SearchRequestError. Checked by name rather than instanceof: Next may load
 * this module twice in one process (instrumentation and route bundles) and the engine is shared.
 */
export function isSearchRequestError(error: unknown): error is SearchRequestError {
  return error instanceof Error && error.name === 'SearchRequestError' && typeof (error as { field?: unknown }).field === 'string'
}
