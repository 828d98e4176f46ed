import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { restInputProblem } from '@/lib/payload-rest-guard'

type RestHandler = ReturnType<typeof REST_GET>

/** Payload's REST handlers behind the input checks of lib/payload-rest-guard.ts (issue 15: no 5xx for bad input). */
function guarded(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug: segments = [] } = await context.params
    const problem = await restInputProblem(await getPayload({ config }), request, segments)
    if (problem) return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status })
    return handler(request, context)
  }
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
