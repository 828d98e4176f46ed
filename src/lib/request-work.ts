import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'

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
export type RequestWork = {
  queries: number
  /** The id the access log names the request by. */
  id?: string
  /** The status the page's content asks for, where Next would answer 200 (answerPageNotFound). */
  pageStatus?: 404
}

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

/**
 * The page being rendered is the site's not-found page, drawn in place: the response goes out as
 * 404 (answerWithPageStatus). False outside a request our server handles (e.g. `next dev`), where
 * the caller must answer with Next's notFound() instead.
 */
export function answerPageNotFound(): boolean {
  const work = requestWorkStorage().getStore()
  if (!work) return false
  work.pageStatus = 404
  return true
}

/**
 * Sends the response with the status its page asked for (answerPageNotFound) where Next writes
 * 200. Next 16 answers a page's notFound() with an empty document that only the page's script
 * fills (docs/architecture.md, "A 404 page"); a page that draws the not-found page itself is whole
 * in the first HTML, and this gives it its 404. Both ways of sending headers (writeHead, and the
 * first write's implicit headers) go through writeHead.
 */
export function answerWithPageStatus(res: ServerResponse): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const pageStatus = requestWorkStorage().getStore()?.pageStatus
    // writeHead's overloads (a reason phrase, headers, or both) pass through as they came.
    return (writeHead as (status: number, ...more: unknown[]) => ServerResponse).call(this, statusCode === 200 && pageStatus ? pageStatus : statusCode, ...rest)
  } as ServerResponse['writeHead']
}
