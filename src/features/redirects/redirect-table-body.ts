import { z } from 'zod'

import type { RedirectRule } from './redirect-matcher'

/** Bumped when the body's shape changes, so a proxy never keeps a table of the old shape by its ETag. */
export const REDIRECT_TABLE_VERSION = 'v2'

/** One rule, compact: [id, source, query conditions, any case (1/0), destination, visitor query]. */
const ruleRow = z.tuple([z.number().int(), z.string(), z.string(), z.union([z.literal(0), z.literal(1)]), z.string(), z.enum(['keep', 'drop'])])

/** What GET /api/redirect-table answers and the proxy checks before it compiles (a boundary, so zod). */
export const redirectTableBody = z.object({
  site: z.string(),
  /** The site's id: its cached pages are tagged `site:<id>` (issue 23). */
  siteId: z.union([z.number(), z.string()]),
  servedPrefixes: z.array(z.string()),
  bareHost: z.string().nullable(),
  rules: z.array(ruleRow),
})
export type RedirectTableBody = z.infer<typeof redirectTableBody>

export const rulesOfBody = (body: RedirectTableBody): RedirectRule[] =>
  body.rules.map(([id, source, queryConditions, ignoreCase, destination, visitorQuery]) => ({
    id,
    source,
    queryConditions,
    ignoreCase: ignoreCase === 1,
    destination,
    visitorQuery,
  }))
