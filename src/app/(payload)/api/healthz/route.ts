import { checkHealth } from '@/features/health'
import { getPayloadClient } from '@/cms/payload-client'

export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await checkHealth(async () => {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'sites', overrideAccess: true })
  })
  return Response.json(report.body, { status: report.status, headers: { 'cache-control': 'no-store' } })
}
