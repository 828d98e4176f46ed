import type { Payload } from 'payload'

import { addressBucket, hitRateLimit, rateLimitWindowStart } from '@/features/visitor-limits/cms'
import { requestClientAddress } from '@/lib/client-address'
import { getConfig } from '@/lib/config'
import { graphqlDocumentProblem } from '@/lib/graphql-cost'
import { logger } from '@/lib/logger'
import { sqlDatabaseOf } from '@/lib/sql-database'

/**
 * What /api/graphql checks before Payload runs a request (issue 35 item 2), cheapest first:
 *
 * 1. **Per address:** at most SHOWROOM_GRAPHQL_RATE_LIMIT requests (default 60 a minute), counted
 *    in the database so every process shares the count; more get 429 with Retry-After.
 * 2. **Signed-in users only.** The public pages read the CMS through the Local API, never through
 *    GraphQL, so an anonymous caller has no use for it; it gets 401. (Access rules would already
 *    hide drafts and personal data; this takes away the cost.)
 * 3. **A document that can be run:** JSON with a `query` string of bounded size that parses, only
 *    queries and mutations, no fragment cycles, at most 2,000 fields once fragments are expanded
 *    (lib/graphql-cost.ts); otherwise 400 naming the problem. Payload's own complexity count
 *    recursed forever on a fragment cycle (500).
 *
 * The cost of what remains is capped inside validation (`databaseCostRule`, payload.config.ts).
 */
export async function graphqlGateAnswer(payload: Payload, request: Request): Promise<Response | undefined> {
  const config = getConfig()
  const rule = config.graphqlRateLimit
  const now = new Date()
  try {
    const { limited } = await hitRateLimit(
      sqlDatabaseOf(payload),
      addressBucket('graphql', config.payloadSecret, requestClientAddress(request.headers)),
      rule,
      now,
    )
    if (limited) {
      const windowEnd = new Date(rateLimitWindowStart(now, rule.windowMs)).getTime() + rule.windowMs
      const seconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000))
      return errorAnswer(429, `Too many GraphQL requests from your network; try again in ${seconds} s.`, { 'retry-after': String(seconds) })
    }
  } catch (error) {
    logger.warn({ err: error }, 'GraphQL rate limit could not be checked')
  }

  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    return errorAnswer(
      401,
      'GraphQL is for signed-in CMS users: send the Authorization header (JWT or API key) or the payload-token cookie of a login. Public pages do not use it.',
    )
  }

  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return undefined
  let body: unknown
  try {
    body = await request.clone().json()
  } catch {
    return errorAnswer(400, 'The request body is not JSON.')
  }
  if (Array.isArray(body)) return errorAnswer(400, 'Send one GraphQL request per call (batches are not supported).')
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown }
  const problem = graphqlDocumentProblem(query, operationName)
  return problem ? errorAnswer(400, problem) : undefined
}

function errorAnswer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })
}
