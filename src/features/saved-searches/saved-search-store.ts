import { randomBytes } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { type CarListQuery, type CarSearchCriteria, carListQueryOf, carSearchCriteriaSchema } from '@/features/car-list'
import type { CarSummary } from '@/features/car-card'
import type { SiteRecord } from '@/features/sites'
import { addressBucket, hitRateLimit, type RateLimitRule, senderHash } from '@/features/visitor-limits'
import { logger } from '@/lib/logger'
import { relationId } from '@/lib/relation-id'
import type { SqlDatabase } from '@/lib/sql-database'
import type { SavedSearch } from '@/payload-types'

import {
  lastAlertDueBy,
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  readSeenCars,
  type SavedSearchStatus,
  type SeenCars,
  seenCarsOf,
  STOPPED_KEPT_MS,
  UNCONFIRMED_KEPT_MS,
} from './saved-search-rules'

/** The secret in a search's confirm, unsubscribe and manage links: 256 random bits. */
export const newSavedSearchToken = (): string => randomBytes(32).toString('base64url')

/** A saved search as its owner sees it on the saved-searches page (with its own link secret). */
export type OwnSavedSearch = { token: string; label: string; listPath: string; status: SavedSearchStatus }

export type SaveSearchInput = {
  site: SiteRecord
  email: string
  label: string
  listPath: string
  criteria: CarSearchCriteria
  language: string
  /** Where the e-mails' links lead (the site's canonical origin as the visitor reached it). */
  origin: string
  clientAddress: string
}

export type SaveSearchOutcome =
  { kind: 'pending'; search: SavedSearch } | { kind: 'already-saved' } | { kind: 'limit'; count: number } | { kind: 'rate-limited' }

export type SavedSearchStoreSettings = { secret: string; limits: { perIp: RateLimitRule; perAddress: RateLimitRule } }

/** A stored search's criteria as a car-list query; undefined when what is stored is not one (never from our API). */
export function savedSearchQuery(search: Pick<SavedSearch, 'query'>): CarListQuery | undefined {
  const parsed = carSearchCriteriaSchema.safeParse(search.query)
  return parsed.success ? carListQueryOf(parsed.data) : undefined
}

const ownSearch = (doc: SavedSearch): OwnSavedSearch => ({ token: doc.token, label: doc.label ?? '', listPath: doc.listPath, status: doc.status })

/**
 * Saved searches in the CMS's database (issue 41 item 1), read and written with the Local API and
 * access overridden: the public API's checks (site of the Host, the link secret) are the access.
 */
export class SavedSearchStore {
  constructor(
    private readonly payload: Payload,
    private readonly db: SqlDatabase,
    private readonly settings: SavedSearchStoreSettings,
  ) {}

  /**
   * Stores a search for confirmation. Limits, in order: saves per visitor address (a flood), one
   * row per address and list address (saving again re-sends the confirmation of the pending one),
   * MAX_SAVED_SEARCHES_PER_ADDRESS active searches per address and site, and confirmation e-mails
   * per e-mail address (nobody can fill a stranger's inbox with them).
   */
  async save(input: SaveSearchInput, now: Date): Promise<SaveSearchOutcome> {
    const { perIp, perAddress } = this.settings.limits
    const byIp = await hitRateLimit(this.db, addressBucket('saved-search', this.settings.secret, input.clientAddress), perIp, now)
    if (byIp.limited) return { kind: 'rate-limited' }

    const active = await this.activeSearches(input.site.id, input.email)
    const same = active.find((doc) => doc.listPath === input.listPath)
    if (same?.status === 'confirmed') return { kind: 'already-saved' }
    if (!same && active.length >= MAX_SAVED_SEARCHES_PER_ADDRESS) return { kind: 'limit', count: active.length }

    const byAddress = await hitRateLimit(this.db, `saved-search-mail:${senderHash(this.settings.secret, 'email', input.email)}`, perAddress, now)
    if (byAddress.limited) return { kind: 'rate-limited' }

    const data = { label: input.label, query: input.criteria, language: input.language, origin: input.origin }
    const search = same
      ? await this.payload.update({ collection: 'saved-searches', id: same.id, data, depth: 0, overrideAccess: true })
      : await this.payload.create({
          collection: 'saved-searches',
          depth: 0,
          overrideAccess: true,
          data: {
            ...data,
            site: Number(input.site.id),
            email: input.email,
            listPath: input.listPath,
            status: 'pending',
            token: newSavedSearchToken(),
            ipHash: senderHash(this.settings.secret, 'ip', input.clientAddress),
          },
        })
    return { kind: 'pending', search }
  }

  /** The search a link names, on this site only (a link of another site's search is not found here). */
  async byToken(siteId: SiteRecord['id'], token: string): Promise<SavedSearch | undefined> {
    const found = await this.payload.find({
      collection: 'saved-searches',
      where: { and: [{ token: { equals: token } }, { site: { equals: siteId } }, { erasedAt: { exists: false } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs[0]
  }

  /**
   * The confirm link (double opt-in): the search starts from the cars it finds now, so the first
   * alert names only cars that arrive later. When the stock cannot be asked, the first look after
   * the next import sets that start instead (and mails nothing).
   */
  async confirm(search: SavedSearch, findCars: (query: CarListQuery) => Promise<CarSummary[]>, now: Date): Promise<SavedSearch> {
    if (search.status === 'confirmed') return search
    let seen: SeenCars | null = null
    const query = savedSearchQuery(search)
    if (query) {
      try {
        seen = seenCarsOf(await findCars(query))
      } catch (error) {
        logger.warn({ err: error, savedSearch: search.id }, 'A confirmed search could not ask the stock; its first look after an import sets its start')
      }
    }
    return this.payload.update({
      collection: 'saved-searches',
      id: search.id,
      data: { status: 'confirmed', confirmedAt: now.toISOString(), seen },
      depth: 0,
      overrideAccess: true,
    })
  }

  /** Stops one search, or every search of its address on its site. */
  async unsubscribe(search: SavedSearch, all: boolean): Promise<void> {
    const where: Where = all
      ? { and: [{ site: { equals: siteIdOf(search) } }, { email: { equals: search.email } }, { status: { not_equals: 'unsubscribed' } }] }
      : { id: { equals: search.id } }
    await this.payload.update({ collection: 'saved-searches', where, data: { status: 'unsubscribed' }, depth: 0, overrideAccess: true })
  }

  /** Every search of the link's address on its site, newest first, for the saved-searches page. */
  async ownSearches(search: SavedSearch): Promise<OwnSavedSearch[]> {
    const found = await this.payload.find({
      collection: 'saved-searches',
      where: { and: [{ site: { equals: siteIdOf(search) } }, { email: { equals: search.email } }, { erasedAt: { exists: false } }] },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs.map(ownSearch)
  }

  /** Confirmed searches of these sites, for the alerts after an import. */
  async confirmedSearches(siteIds: readonly SiteRecord['id'][]): Promise<SavedSearch[]> {
    if (siteIds.length === 0) return []
    const found = await this.payload.find({
      collection: 'saved-searches',
      where: { and: [{ status: { equals: 'confirmed' } }, { site: { in: [...siteIds] } }] },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs
  }

  /**
   * Forgets what we may no longer keep: searches never confirmed within UNCONFIRMED_KEPT_MS, and
   * searches stopped more than STOPPED_KEPT_MS ago (their addresses with them). Returns how many.
   */
  async forgetStale(now: Date): Promise<number> {
    const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
    const { docs } = await this.payload.delete({
      collection: 'saved-searches',
      where: {
        or: [
          { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: before(UNCONFIRMED_KEPT_MS) } }] },
          { and: [{ status: { equals: 'unsubscribed' } }, { updatedAt: { less_than: before(STOPPED_KEPT_MS) } }] },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    return docs.length
  }

  /**
   * Claims the alert e-mail of one address's searches on a site: marks them alerted `now` unless one
   * of them was alerted within the day before (the rules' lastAlertDueBy). One statement, atomic on SQLite and
   * PostgreSQL (a row another run has just marked no longer matches), so two alert runs at once
   * (two imports ending together) send one e-mail. False: another run has it; what this run
   * marked is put back.
   */
  async claimAlert(searches: readonly SavedSearch[], now: Date): Promise<boolean> {
    const ids = searches.map((search) => search.id)
    const claimed = await this.db.query<{ id: number | string }>(
      `UPDATE saved_searches SET last_alert_at = ? WHERE id IN (${ids.map(() => '?').join(', ')}) AND (last_alert_at IS NULL OR last_alert_at <= ?) RETURNING id`,
      [now.toISOString(), ...ids, lastAlertDueBy(now).toISOString()],
    )
    if (claimed.length === ids.length) return true
    const marked = new Set(claimed.map((row) => Number(row.id)))
    await this.releaseAlert(searches.filter((search) => marked.has(Number(search.id))))
    return false
  }

  /** Gives back a claim whose e-mail was not sent: each search's previous alert time, so the next run tries again. */
  async releaseAlert(searches: readonly SavedSearch[]): Promise<void> {
    for (const search of searches) await this.db.query('UPDATE saved_searches SET last_alert_at = ? WHERE id = ?', [search.lastAlertAt ?? null, search.id])
  }

  /** What one look at a search found (and, after an alert, when it was sent). */
  async recordLook(search: SavedSearch, seen: SeenCars, alertedAt?: Date): Promise<void> {
    const unchanged = JSON.stringify(readSeenCars(search.seen)) === JSON.stringify(seen)
    if (unchanged && !alertedAt) return
    await this.payload.update({
      collection: 'saved-searches',
      id: search.id,
      data: { seen, ...(alertedAt ? { lastAlertAt: alertedAt.toISOString() } : {}) },
      depth: 0,
      overrideAccess: true,
    })
  }

  private async activeSearches(siteId: SiteRecord['id'], email: string): Promise<SavedSearch[]> {
    const found = await this.payload.find({
      collection: 'saved-searches',
      where: { and: [{ site: { equals: siteId } }, { email: { equals: email } }, { status: { not_equals: 'unsubscribed' } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs
  }
}

/** The site id of a stored search (depth 0: an id; populated: its record). */
export const siteIdOf = (search: Pick<SavedSearch, 'site'>): number | string | undefined => relationId(search.site)
