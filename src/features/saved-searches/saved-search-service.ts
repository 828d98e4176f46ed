import type { CarSummary } from '@/features/car-card'
import { type CarListQuery } from '@/features/car-list'
import type { Dictionary } from '@/features/dictionary'
import { carDetailHref } from '@/features/routing'
import type { SiteRecord } from '@/features/sites'
import { isLocale, type Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'
import { localizedPath, pathHref } from '@/lib/page-path'
import type { SavedSearch } from '@/payload-types'

import { alertMail, confirmationMail, type AlertSection, type SavedSearchMail } from './saved-search-mail'
import { alertDue, hasNews, readSeenCars, searchNews, type SavedSearchAction, type SeenCars, seenAfterLook } from './saved-search-rules'
import { savedSearchQuery, type SavedSearchStore, siteIdOf } from './saved-search-store'

/** What the saved searches need from the rest of the system (tests give their own). */
export type SavedSearchDeps = {
  store: SavedSearchStore
  /** The newest cars a search finds now (car-list's loadNewestMatchingCars); throws when the stock does not answer. */
  findCars: (site: SiteRecord, query: CarListQuery) => Promise<CarSummary[]>
  /** `fromName`: the site's name, which the visitor gave their address to, as the sender they see in their inbox. */
  sendMail: (message: SavedSearchMail & { to: string; fromName: string }) => Promise<void>
  texts: (site: SiteRecord, locale: Locale) => Promise<Pick<Dictionary, 't'>>
  formatPrice: (amount: number, currency: string, site: SiteRecord, locale: Locale) => string
  now: () => Date
}

const searchLocale = (search: Pick<SavedSearch, 'language'>, site: SiteRecord): Locale =>
  isLocale(search.language) && site.locales.includes(search.language) ? search.language : site.defaultLocale

/** An address on the site as the search's e-mails name it: its origin and the path in the search's language. */
function siteUrl(search: Pick<SavedSearch, 'origin' | 'language'>, site: SiteRecord, path: string): string {
  const [pathname, query] = path.split('?', 2) as [string, string | undefined]
  return `${search.origin}${pathHref(localizedPath(pathname, searchLocale(search, site), site.defaultLocale))}${query ? `?${query}` : ''}`
}

/** The saved-searches page with what its link asks for (`?confirm=…`, `?unsubscribe=…`, `?manage=…`). */
export function savedSearchPageUrl(search: Pick<SavedSearch, 'origin' | 'language' | 'token'>, site: SiteRecord, action: SavedSearchAction): string {
  const page = site.paths.savedSearches ?? '/'
  return `${siteUrl(search, site, page)}?${action}=${encodeURIComponent(search.token)}`
}

/** The mail client's one-click unsubscribe (RFC 8058): a POST here stops every search of the address. */
export function oneClickUnsubscribeUrl(search: Pick<SavedSearch, 'origin' | 'token'>): string {
  return `${search.origin}/api/search-alerts/unsubscribe?token=${encodeURIComponent(search.token)}&all=1`
}

/** The list address a search was saved from, absolute (it is stored as the visitor's path with its language prefix). */
const listUrl = (search: Pick<SavedSearch, 'origin' | 'listPath'>) => `${search.origin}${search.listPath}`

/** Sends the double opt-in e-mail of a stored search. */
export async function sendConfirmation(deps: SavedSearchDeps, site: SiteRecord, search: SavedSearch): Promise<void> {
  const texts = await deps.texts(site, searchLocale(search, site))
  await deps.sendMail({
    ...confirmationMail({ siteName: site.name, confirmUrl: savedSearchPageUrl(search, site, 'confirm'), texts }),
    to: search.email,
    fromName: site.name,
  })
}

export type AlertRunReport = { searches: number; looked: number; failed: number; mailed: number; deferred: number; forgotten: number }

/** A run's report in one line, as the commands that run the alerts print it. */
export function alertRunSummary(report: AlertRunReport): string {
  return [
    `${report.searches} looked at`,
    `${report.mailed} alert e-mail(s) sent`,
    `${report.deferred} held for the daily limit`,
    ...(report.failed ? [`${report.failed} could not ask the stock`] : []),
    ...(report.forgotten ? [`${report.forgotten} unconfirmed or long-stopped forgotten`] : []),
  ].join(', ')
}

/**
 * The alerts after a stock import (issue 41 item 1). Every confirmed search of these sites asks
 * the stock for its newest cars and compares them with what it found last time: cars it did not
 * have are new, cars it had at a higher price have dropped. An address gets one e-mail with the
 * news of all its searches on a site, at most one a day: during the quiet day a search with news
 * keeps what it had seen, so the next e-mail still names those cars. A search whose stock does not
 * answer is left as it was; a mail that cannot be sent changes nothing, and the next run tries again.
 * Each run first forgets the searches never confirmed and the long-stopped ones (store.forgetStale).
 */
export async function runSavedSearchAlerts(deps: SavedSearchDeps, sites: readonly SiteRecord[]): Promise<AlertRunReport> {
  const report: AlertRunReport = { searches: 0, looked: 0, failed: 0, mailed: 0, deferred: 0, forgotten: 0 }
  const now = deps.now()
  report.forgotten = await deps.store.forgetStale(now)
  const offering = sites.filter((site) => site.paths.savedSearches)
  const siteById = new Map(offering.map((site) => [String(site.id), site]))
  const searches = await deps.store.confirmedSearches(offering.map((site) => site.id))
  report.searches = searches.length
  // One e-mail per address and site: its searches go together.
  const groups = new Map<string, SavedSearch[]>()
  for (const search of searches) {
    const key = `${siteIdOf(search)}\n${search.email}`
    const group = groups.get(key)
    if (group) group.push(search)
    else groups.set(key, [search])
  }
  for (const group of groups.values()) {
    const site = siteById.get(String(siteIdOf(group[0]!)))
    if (!site) continue
    const looks: { search: SavedSearch; seen: SeenCars; section?: AlertSection }[] = []
    for (const search of group) {
      const query = savedSearchQuery(search)
      if (!query) continue
      let current: CarSummary[]
      try {
        current = await deps.findCars(site, query)
      } catch (error) {
        report.failed++
        logger.warn(
          { err: error, savedSearch: search.id, site: site.key },
          'A saved search could not ask the stock; it is looked at again after the next import',
        )
        continue
      }
      report.looked++
      const seen = readSeenCars(search.seen)
      const news = searchNews(seen, current)
      const next = seenAfterLook(seen, current)
      const section = hasNews(news)
        ? { label: search.label ?? '', news, listUrl: listUrl(search), unsubscribeUrl: savedSearchPageUrl(search, site, 'unsubscribe') }
        : undefined
      looks.push({ search, seen: next, section })
    }
    const withNews = looks.filter((look) => look.section)
    const alertTimes = group.flatMap((s) => (s.lastAlertAt ? [Date.parse(s.lastAlertAt)] : []))
    const lastAlert = alertTimes.length > 0 ? new Date(Math.max(...alertTimes)) : undefined
    if (withNews.length > 0 && alertDue(lastAlert, now)) {
      const first = withNews[0]!.search
      const locale = searchLocale(first, site)
      const texts = await deps.texts(site, locale)
      const mail = alertMail({
        siteName: site.name,
        sections: withNews.map((look) => ({ ...look.section!, label: look.section!.label || texts.t('savedSearchAllCars') })),
        manageUrl: savedSearchPageUrl(first, site, 'manage'),
        oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(first),
        carUrl: (car) => siteUrl(first, site, carDetailHref(site.paths.carDetail, car)),
        formatPrice: (amount, currency) => deps.formatPrice(amount, currency, site, locale),
        texts,
      })
      // Another run (a second import ending now) may be at the same address: one of them sends.
      if (!(await deps.store.claimAlert(group, now))) {
        report.deferred++
        continue
      }
      try {
        await deps.sendMail({ ...mail, to: first.email, fromName: site.name })
      } catch (error) {
        await deps.store.releaseAlert(group)
        logger.error({ err: error, site: site.key, savedSearch: first.id }, 'A saved-search alert could not be sent; the next run tries again')
        continue
      }
      report.mailed++
      for (const look of looks) await deps.store.recordLook(look.search, look.seen, now)
      continue
    }
    if (withNews.length > 0) report.deferred++
    // Searches without news keep up with the stock; those with news wait for the next e-mail.
    for (const look of looks) if (!look.section) await deps.store.recordLook(look.search, look.seen)
  }
  return report
}
