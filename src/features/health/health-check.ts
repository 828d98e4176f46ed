export type HealthReport = { status: 200 | 503; body: { status: 'ok' | 'unavailable'; database: 'up' | 'down'; error?: string } }

/**
 * /healthz (spec 01 §2.1): 200 when the database answers, 503 when it does not or takes longer
 * than `timeoutMs` (a load balancer should stop sending traffic to this process).
 */
export async function checkHealth(probeDatabase: () => Promise<unknown>, timeoutMs = 3000): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      probeDatabase(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { status: 200, body: { status: 'ok', database: 'up' } }
  } catch (error) {
    return { status: 503, body: { status: 'unavailable', database: 'down', error: error instanceof Error ? error.message : String(error) } }
  } finally {
    clearTimeout(timer)
  }
}
