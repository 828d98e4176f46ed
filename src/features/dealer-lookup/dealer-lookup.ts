import { getSearchEngine } from '@/features/car-search'
import type { SiteRecord } from '@/features/sites'
import { dealerRecord, type DealerRecord } from '@/integrations/search/dealer-record'
import { logger } from '@/lib/logger'

/** What a facility slug is on a site (spec 03 §4 "Facility detail: found, or not found … or server failure"). */
export type DealerLookup = { status: 'found'; dealer: DealerRecord } | { status: 'not-found' } | { status: 'error' }

/** spec 03 §2.1 Swedish-site extra: "'Boka service & verkstad' linking to /service-och-verkstad/boka-bilverkstad". */
export const SERVICE_BOOKING_PATH = '/service-och-verkstad/boka-bilverkstad'

/** The slug of a path exactly one segment below the site's site-detail path (spec 03 §2.1), else undefined. */
export function dealerSlugOf(site: Pick<SiteRecord, 'paths'>, path: string): string | undefined {
  const base = site.paths.siteDetail.replace(/\/$/, '')
  if (!base || !path.startsWith(`${base}/`)) return undefined
  const rest = path.slice(base.length + 1)
  return rest !== '' && !rest.includes('/') ? rest : undefined
}

/**
 * The dealer with this slug in the site's sites index (spec 03 §7 "Site index: filters slug").
 * Not found: no sites index, no such slug, or a record without site_id (spec 03 §5 "a site without
 * site_id gives not-found"; any other record that breaks the stock rules is logged and not found
 * too). A failing search is logged and answered 'error' (spec 03 §8: the page redirects).
 */
export async function findDealer(site: SiteRecord, slug: string): Promise<DealerLookup> {
  const index = site.searchIndexes.sites
  if (!index || slug === '') return { status: 'not-found' }
  let content: unknown[]
  try {
    const engine = await getSearchEngine()
    const answer = await engine.search({ index, filters: [{ name: 'slug', type: 'terms', values: [slug] }], limit: 1, offset: 0 })
    content = answer.content
  } catch (error) {
    logger.error({ err: error, site: site.key, index, slug, reason: 'GET_SERVER_SIDE_PROPS_FAILED' }, 'Facility detail: the site could not be loaded')
    return { status: 'error' }
  }
  const raw = content[0]
  if (raw === undefined) return { status: 'not-found' }
  const parsed = dealerRecord.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    logger.warn(
      { site: site.key, index, slug, field: issue?.path.join('.'), issue: issue?.message },
      'Facility detail: the dealer record does not match the stock rules; not found',
    )
    return { status: 'not-found' }
  }
  return { status: 'found', dealer: parsed.data }
}
