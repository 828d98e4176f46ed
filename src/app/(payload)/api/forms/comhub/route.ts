import { handleLeadHttp, leadHttpDeps, MAX_LEAD_BYTES } from '@/features/leads'
import { requestClientAddress } from '@/lib/client-address'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

/**
 * Form submissions (spec 02 §7 'Contact', spec 03 §7 'Form and kit calls'): stored as a lead,
 * then delivered by the outbox. 202 once stored; 400 naming wrong fields; 404 for an unknown
 * host; 413 over 32 KB.
 */
export async function POST(request: Request) {
  const result = await handleLeadHttp(
    {
      contentLength: request.headers.get('content-length'),
      host: request.headers.get('host'),
      clientAddress: requestClientAddress(request.headers),
      readBody: () => readCappedBody(request, MAX_LEAD_BYTES + 1),
    },
    await leadHttpDeps(),
  )
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
