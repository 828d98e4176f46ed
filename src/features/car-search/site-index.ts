import type { SiteRecord } from '@/features/sites'

import { UnknownSiteNameError } from '@/integrations/search/search-errors'

/**
 * The search index a site's pages search (spec 02 §7 "Index chosen by site name … Unknown site
 * name is an error 'Unknown site name'"): its vehicles index for cars, its sites index for dealers.
 * Sites are found by key or name; which index is data in the site record.
 */
export function searchIndexForSite(sites: readonly SiteRecord[], siteName: string, kind: 'vehicles' | 'sites'): string {
  const site = sites.find((s) => s.key === siteName || s.name === siteName)
  const index = site?.searchIndexes[kind]
  if (!index) throw new UnknownSiteNameError(siteName)
  return index
}
