import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from './logger'
import { showroomMetrics } from './metrics'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match !== null && timingSafeEqual(sha256(match[1]!), sha256(token))
}

/**
 * Answers `GET /metrics` in Prometheus's text format (issue 40 item 2). `token`: the bearer token
 * a scraper must send (the public port); none: whoever reaches this listener may read (the
 * metrics port, bound to a private address). Returns false for any other path.
 */
export function answerMetricsRequest(req: IncomingMessage, res: ServerResponse, access: { token?: string; open: boolean }): boolean {
  const path = (req.url ?? '/').split('?')[0]
  if (path !== '/metrics') return false
  const send = (status: number, body: string, headers: Record<string, string> = {}) =>
    res
      .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers })
      .end(req.method === 'HEAD' ? undefined : body)
  if (!access.open && !access.token) {
    send(404, 'Not found. Metrics are served when SHOWROOM_METRICS_TOKEN or SHOWROOM_METRICS_PORT is set.\n')
    return true
  }
  if (!access.open && !hasToken(req, access.token!)) {
    send(401, 'Send the metrics token as "Authorization: Bearer <SHOWROOM_METRICS_TOKEN>".\n', { 'www-authenticate': 'Bearer realm="metrics"' })
    return true
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(405, 'Metrics are read with GET.\n', { allow: 'GET, HEAD' })
    return true
  }
  const { registry } = showroomMetrics()
  registry.metrics().then(
    (text) => send(200, text, { 'content-type': registry.contentType }),
    (error: unknown) => {
      logger.error({ err: error }, 'Collecting the metrics failed')
      send(500, 'Collecting the metrics failed; see the server log.\n')
    },
  )
  return true
}
