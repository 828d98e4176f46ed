import { getPayloadClient } from '@/cms/payload-client'

import { isDraining } from '@/lib/shutdown'

import { checkHealth, SHUTTING_DOWN } from './health-check'

/**
 * GET /healthz: the report of checkHealth, probing the database with a count of the sites, never
 * cached; 503 "shutting_down" once the process has been told to stop (SHOWROOM_SHUTDOWN_DRAIN_SECONDS).
 */
export async function handleHealthRequest(): Promise<Response> {
  const report = isDraining()
    ? SHUTTING_DOWN
    : await checkHealth(async () => {
        const payload = await getPayloadClient()
        await payload.count({ collection: 'sites', overrideAccess: true })
      })
  return Response.json(report.body, { status: report.status, headers: { 'cache-control': 'no-store' } })
}
