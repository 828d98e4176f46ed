import { z } from 'zod'

import { getSearchEngine } from '@/features/car-search'
import type { BlockContext } from '@/features/content-blocks'
import { LEAD_EMAIL_PATTERN } from '@/features/leads'
import type { SearchRequest } from '@/integrations/search/search-contract'
import { logger } from '@/lib/logger'

/** A dealer in the Norwegian form's 'closest dealer' select (spec 03 §2.6, §3 siteName / siteEmail). */
export type ServiceDealerOption = { id: string; name: string; email?: string }

/** Spec 03 §7 'Booking and selection blocks: … limit 100, only those with a Workshop department'. */
export const SERVICE_DEALERS_LIMIT = 100

export function serviceDealersRequest(sitesIndex: string): SearchRequest {
  return {
    index: sitesIndex,
    fields: ['site_id', 'site_official_name', 'site_email', 'site_departments'],
    filters: [{ name: 'site_departments.group', type: 'terms', values: ['Workshop'] }],
    sort_name: 'website_sort_order_asc',
    limit: SERVICE_DEALERS_LIMIT,
    offset: 0,
  }
}

const dealerHit = z.object({
  site_id: z.union([z.string(), z.number()]).transform(String),
  site_official_name: z.string().trim().min(1),
  site_email: z.string().nullish(),
  site_departments: z.array(z.looseObject({ group: z.string().nullish(), email: z.string().nullish() })).nullish(),
})

const address = (email: string | null | undefined) => (email && LEAD_EMAIL_PATTERN.test(email.trim()) ? email.trim() : undefined)

/**
 * The select's dealers, in the index's order: the workshop's address where it has one (the form
 * books a workshop), else the site's. The lead store mails it only if it is one of the site's
 * dealers' addresses (lead-recipient.ts). Records without an id or name are left out.
 */
export function serviceDealerOptions(content: readonly unknown[]): ServiceDealerOption[] {
  const seen = new Set<string>()
  return content.flatMap((raw) => {
    const parsed = dealerHit.safeParse(raw)
    if (!parsed.success || seen.has(parsed.data.site_id)) return []
    seen.add(parsed.data.site_id)
    const { site_id, site_official_name, site_email, site_departments } = parsed.data
    const workshop = site_departments?.find((d) => d.group === 'Workshop')
    const email = address(workshop?.email) ?? address(site_email)
    return [{ id: site_id, name: site_official_name, ...(email ? { email } : {}) }]
  })
}

/** The site's workshops from its sites index; [] (logged) when it has none or the search fails. */
export async function loadServiceDealers(context: Pick<BlockContext, 'site' | 'zone'>): Promise<ServiceDealerOption[]> {
  const index = context.site.searchIndexes.sites
  if (!index) {
    logger.warn({ site: context.site.key, blockType: 'serviceBookingNo' }, 'The site has no sites search index; the service form has no dealers to offer')
    return []
  }
  try {
    const response = await (await getSearchEngine()).search(serviceDealersRequest(index))
    return serviceDealerOptions(response.content)
  } catch (error) {
    logger.error(
      { err: error, site: context.site.key, zone: context.zone, blockType: 'serviceBookingNo', index },
      'Dealer search failed; the service form cannot be shown',
    )
    return []
  }
}
