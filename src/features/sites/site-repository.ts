import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

import { cachedSites } from './site-cache'
import { type HostResolution, resolveSiteFromHost } from './resolve-site-from-host'
import { type SiteRecord, toSiteRecord } from './site-record'

/** Every site record, validated; an incomplete site is logged and left out rather than crashing others. */
export function loadSites(): Promise<SiteRecord[]> {
  return cachedSites(async () => {
    const payload = await getPayloadClient()
    const result = await payload.find({ collection: 'sites', depth: 1, pagination: false, overrideAccess: true, locale: 'all' })
    return result.docs.flatMap((doc) => {
      try {
        return [toSiteRecord(localizedMediaAlt(doc))]
      } catch (error) {
        logger.error({ err: error }, 'Site record skipped')
        return []
      }
    })
  }, Date.now(), (error) => logger.error({ err: error }, 'Sites could not be reloaded; serving the last known list'))
}

/** With locale 'all', media alt texts come as { sv: …, en: … }; the site record wants one string. */
function localizedMediaAlt(doc: unknown): unknown {
  const d = doc as Record<string, unknown>
  const fix = (m: unknown) => {
    if (!m || typeof m !== 'object') return m
    const media = m as { alt?: unknown }
    if (media.alt && typeof media.alt === 'object') {
      const values = Object.values(media.alt as Record<string, unknown>).filter((v): v is string => typeof v === 'string')
      return { ...media, alt: values[0] ?? null }
    }
    return m
  }
  return { ...d, favicon: fix(d.favicon), logo: fix(d.logo) }
}

export async function resolveRequestSite(host: string | null | undefined): Promise<HostResolution> {
  return resolveSiteFromHost(host, await loadSites(), getConfig().indexHosts)
}

export async function findSite(idOrKey: string | number): Promise<SiteRecord | undefined> {
  const sites = await loadSites()
  return sites.find((s) => String(s.id) === String(idOrKey) || s.key === idOrKey)
}
