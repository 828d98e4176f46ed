import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from './logger'
import { observeRequest, routeFamily } from './metrics'
import { type RequestWork, withRequestWork } from './request-work'

const accessLogger = logger.child({ component: 'access' })

/**
 * One access-log line per request (issue 38, issue 40): method, address and its route family,
 * status, duration, how the page cache answered, the database statements it ran, and a request id
 * the response names too (`X-Request-Id`), so a visitor's report can be found in the log: the
 * trusted proxy's id when it sent one (settleForwardedHeaders keeps no other), else a new one.
 * Written when the response has gone out, or when the client left before that (`status` is then
 * what had been set); the request counts in the metrics at the same moment.
 */
export function handleWithAccessLog(req: IncomingMessage, res: ServerResponse, handle: () => unknown): void {
  const started = performance.now()
  const forwardedId = req.headers['x-request-id']
  const id = typeof forwardedId === 'string' ? forwardedId : randomUUID()
  const work: RequestWork = { queries: 0, id }
  res.setHeader('x-request-id', id)
  let logged = false
  const log = () => {
    if (logged) return
    logged = true
    const ms = performance.now() - started
    const cache = res.getHeader('x-showroom-cache')
    observeRequest({ url: req.url, method: req.method, status: res.statusCode, seconds: ms / 1000, cache: typeof cache === 'string' ? cache : undefined })
    accessLogger.info(
      {
        id,
        method: req.method,
        url: req.url,
        route: routeFamily(req.url),
        host: req.headers.host,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        cache,
        queries: work.queries,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  }
  res.once('finish', log)
  res.once('close', log)
  withRequestWork(work, handle)
}
