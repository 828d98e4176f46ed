import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { restBodyProblem } from '@/lib/payload-rest-guard'

const graphqlPost = GRAPHQL_POST(config)

/** Payload reads the body before GraphQL does, and answers 500 when it cannot (see lib/payload-rest-guard.ts). */
export async function POST(request: Request) {
  const problem = await restBodyProblem(request)
  if (problem) return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status })
  return graphqlPost(request)
}
export const OPTIONS = REST_OPTIONS(config)
