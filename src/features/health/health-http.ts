import { getPayloadClient } from '@/cms/payload-client'

import { checkHealth } from './health-check'

/** GET /healthz: the report of checkHealth, probing the database with a count of the sites, never cached. */
export async function handleHealthRequest(): Promise<Response> {
  const report = await checkHealth(async () => {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'sites', overrideAccess: true })
  })
  return Response.json(report.body, { status: report.status, headers: { 'cache-control': 'no-store' } })
}
