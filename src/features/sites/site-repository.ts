import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/cms/payload-client'

import { cachedSites } from './site-cache'
import { type HostResolution, resolveSiteFromHost } from './resolve-site-from-host'
import { siteOfResolution } from './request-site'
import { type SiteRecord, toSiteRecord } from './site-record'

/** Every site record, validated; an incomplete site is logged and left out rather than crashing others. */
export function loadSites(): Promise<SiteRecord[]> {
  return cachedSites(
    async () => {
      const payload = await getPayloadClient()
      const result = await payload.find({ collection: 'sites', depth: 1, pagination: false, overrideAccess: true })
      return result.docs.flatMap((doc) => {
        try {
          return [toSiteRecord(doc)]
        } catch (error) {
          logger.error({ err: error }, 'Site record skipped')
          return []
        }
      })
    },
    Date.now(),
    (error) => logger.error({ err: error }, 'Sites could not be reloaded; serving the last known list'),
  )
}

export async function resolveRequestSite(host: string | null | undefined): Promise<HostResolution> {
  return resolveSiteFromHost(host, await loadSites(), getConfig().indexHosts)
}

/**
 * The site a request is for, by its Host header, or undefined: then the caller answers NO_SITE
 * (request-site.ts), the 404 of a host that is no site.
 */
export async function siteForHost(host: string | null | undefined): Promise<SiteRecord | undefined> {
  return siteOfResolution(await resolveRequestSite(host))
}

export async function findSite(idOrKey: string | number): Promise<SiteRecord | undefined> {
  const sites = await loadSites()
  return sites.find((s) => String(s.id) === String(idOrKey) || s.key === idOrKey)
}
