import { z } from 'zod'

import type { PageViewEvent } from '@/integrations/analytics/analytics-port'

/**
 * The page-view event (spec 01 §7.2: channel WEB, currency, page name, page-variant id and
 * language), plus the path and site so one store can serve every site. The same schema checks
 * what the browser sends to /api/analytics/page-view; unknown fields are dropped.
 */
export const pageViewEventSchema = z.object({
  channel: z.literal('WEB'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code in upper case, e.g. SEK'),
  pageName: z.string().trim().min(1, 'must not be empty').max(200),
  variantId: z.string().trim().min(1, 'must not be empty').max(100),
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as sv or sv-SE'),
  path: z
    .string()
    .max(1024)
    .regex(/^\/[^?#\s]*$/, 'must be a path starting with / without query or fragment'),
  siteKey: z.string().trim().min(1, 'must not be empty').max(100),
}) satisfies z.ZodType<PageViewEvent>
