import type { AnalyticsPort } from '@/integrations/analytics/analytics-port'
import { logger } from '@/lib/logger'

import { pageViewEventSchema } from './page-view-schema'

/** A page view is a handful of short fields; 4 KB is generous and keeps abuse cheap. */
export const MAX_PAGE_VIEW_BYTES = 4 * 1024

export type PageViewHttpResult = { status: 202 | 400 | 413; body: unknown }

const invalid = (fields: string[]): PageViewHttpResult => ({ status: 400, body: { error: 'Invalid page-view event', fields } })
const tooLarge: PageViewHttpResult = { status: 413, body: { error: 'Page-view event too large', maxBytes: MAX_PAGE_VIEW_BYTES } }

/**
 * POST /api/analytics/page-view: a JSON page-view event of at most 4 KB (413 otherwise), checked
 * against the page-view schema (400 naming the fields otherwise), recorded through the analytics
 * port and answered 202. When the port fails the failure is logged and the answer is still 202:
 * tracking must never break a page, and the browser could do nothing useful with an error.
 */
export async function handlePageViewHttp(
  input: { contentLength: string | null; readBody: () => Promise<string> },
  analytics: () => AnalyticsPort,
): Promise<PageViewHttpResult> {
  if (input.contentLength && Number(input.contentLength) > MAX_PAGE_VIEW_BYTES) return tooLarge
  const text = await input.readBody()
  if (Buffer.byteLength(text) > MAX_PAGE_VIEW_BYTES) return tooLarge

  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return invalid(['(body)'])
  }
  const parsed = pageViewEventSchema.safeParse(json)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => (issue.path.length ? issue.path.join('.') : '(body)'))
    return invalid([...new Set(fields)])
  }

  try {
    await analytics().recordPageView(parsed.data)
  } catch (error) {
    logger.error({ err: error, siteKey: parsed.data.siteKey, path: parsed.data.path }, 'Recording a page view failed; answered 202 anyway')
  }
  return { status: 202, body: { accepted: true } }
}
