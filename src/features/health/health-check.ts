import { logger } from '@/lib/logger'

/** Why the database check failed, as a code: the error's text (host names, ports, SQL) stays in the log (issue 35 item 13). */
export type HealthProblem = 'database_unreachable' | 'database_timeout' | 'shutting_down'

export type HealthReport = { status: 200 | 503; body: { status: 'ok' | 'unavailable'; database?: 'up' | 'down'; error?: HealthProblem } }

/** A process that is shutting down (issue 40): its load balancer takes it out while it still serves. */
export const SHUTTING_DOWN: HealthReport = { status: 503, body: { status: 'unavailable', error: 'shutting_down' } }

class HealthTimeout extends Error {}

/**
 * /healthz (spec 01 §2.1): 200 when the database answers, 503 when it does not or takes longer
 * than `timeoutMs` (a load balancer should stop sending traffic to this process). Anyone may ask,
 * so the answer names only what kind of failure it was; the detail goes to the log.
 */
export async function checkHealth(probeDatabase: () => Promise<unknown>, timeoutMs = 3000): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      probeDatabase(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new HealthTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { status: 200, body: { status: 'ok', database: 'up' } }
  } catch (error) {
    const problem: HealthProblem = error instanceof HealthTimeout ? 'database_timeout' : 'database_unreachable'
    logger.error({ err: error, problem }, 'Health check: the database did not answer')
    return { status: 503, body: { status: 'unavailable', database: 'down', error: problem } }
  } finally {
    clearTimeout(timer)
  }
}
