import { AsyncLocalStorage } from 'node:async_hooks'

import { processSingleton } from './process-singleton'

/**
 * What one request cost the server (issue 38): the database statements it ran. The HTTP entry
 * opens a record per request (`withRequestWork`) and writes it in the access-log line; the
 * database connection counts each statement into the record of the request it runs for
 * (`countDatabaseQueries`). A statement outside any request (start-up, the outbox) counts nowhere.
 *
 * One AsyncLocalStorage per process (processSingleton): the entry and Next's bundles each load a
 * copy of this module, and the record must be the same one for both.
 */
export type RequestWork = { queries: number; /** The id the access log names the request by. */ id?: string }

const storage = processSingleton<AsyncLocalStorage<RequestWork>>('RequestWork')
const requestWorkStorage = () => storage.getOrCreate(() => new AsyncLocalStorage<RequestWork>())

/** Runs `handle` (a request's whole handling) with `work` as its record. */
export function withRequestWork<T>(work: RequestWork, handle: () => T): T {
  return requestWorkStorage().run(work, handle)
}

/** The id of the request being handled (its access-log line's and X-Request-Id), if any. */
export function currentRequestId(): string | undefined {
  return requestWorkStorage().getStore()?.id
}

/** Counts `statements` database statements to the request being handled, if any. */
export function noteDatabaseQuery(statements = 1): void {
  const work = requestWorkStorage().getStore()
  if (work) work.queries += statements
}
