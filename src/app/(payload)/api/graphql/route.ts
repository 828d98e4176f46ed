import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { graphqlGateAnswer } from '@/cms/graphql-gate'
import { restBodyProblem } from '@/lib/payload-rest-guard'

const graphqlPost = GRAPHQL_POST(config)

/**
 * Payload's GraphQL behind two checks: the body Payload reads before GraphQL does (it answers 500
 * when it cannot; lib/payload-rest-guard.ts), then rate, caller and document (cms/graphql-gate.ts).
 */
export async function POST(request: Request) {
  const problem = await restBodyProblem(request)
  if (problem) return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status })
  const refused = await graphqlGateAnswer(await getPayload({ config }), request)
  if (refused) return refused
  return graphqlPost(request)
}
export const OPTIONS = REST_OPTIONS(config)
