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
