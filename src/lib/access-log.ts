import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from './logger'
import { type RequestWork, withRequestWork } from './request-work'

const accessLogger = logger.child({ component: 'access' })

/**
 * One access-log line per request (issue 38, issue 40): method, address, status, duration, how
 * the page cache answered, the database statements it ran, and a request id the response names
 * too (`X-Request-Id`), so a visitor's report can be found in the log. Written when the response
 * has gone out, or when the client left before that (`status` is then what had been set).
 */
export function handleWithAccessLog(req: IncomingMessage, res: ServerResponse, handle: () => unknown): void {
  const started = performance.now()
  const work: RequestWork = { queries: 0 }
  const id = randomUUID()
  res.setHeader('x-request-id', id)
  let logged = false
  const log = () => {
    if (logged) return
    logged = true
    accessLogger.info(
      {
        id,
        method: req.method,
        url: req.url,
        host: req.headers.host,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        cache: res.getHeader('x-showroom-cache'),
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
