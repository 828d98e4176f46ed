/**
 * A facet, filter or sort name the index schema does not know. The search service validates
 * requests against the schema first (spec 02 §7), so reaching this is a caller bug, not a crash.
 */
export class UnknownFieldError extends Error {
  readonly field: string

  constructor(field: string) {
    super(`Unknown search field '${field}'`)
    this.name = 'UnknownFieldError'
    this.field = field
  }
}
