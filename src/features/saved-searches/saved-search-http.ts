import { z } from 'zod'

import { carSearchCriteriaSchema } from '@/features/car-list'
import { LEAD_EMAIL_PATTERN } from '@/features/leads'
import { NO_SITE, siteCanonicalOrigin, type SiteRecord } from '@/features/sites'
import { LOCALES } from '@/lib/locales'
import { logger } from '@/lib/logger'

import { isSavedSearchToken, MAX_SAVED_SEARCHES_PER_ADDRESS, SAVED_SEARCH_ACTIONS } from './saved-search-rules'
import { type SavedSearchDeps, sendConfirmation } from './saved-search-service'
import type { OwnSavedSearch } from './saved-search-store'

/** A saved search is an address, a label and a list's filters: 16 KB is generous. */
export const MAX_SAVED_SEARCH_BYTES = 16 * 1024

/** A path on this site as the visitor's address bar has it: no other host, no spaces or control characters. */
const sitePath = z
  .string()
  .max(2000)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !/[\s\\\u0000-\u001f\u007f]/.test(path), 'must be a path on this site')

/** POST /api/search-alerts (validated: a public endpoint). */
export const saveSearchRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).regex(LEAD_EMAIL_PATTERN, 'must be an e-mail address'),
  label: z
    .string()
    .max(300)
    .default('')
    .transform((label) => label.replace(/\s+/g, ' ').trim()),
  listPath: sitePath,
  language: z.enum(LOCALES),
  query: carSearchCriteriaSchema,
})

export type SavedSearchHttpResult = { status: number; body: unknown }

export type SaveSearchHttpRequest = { host: string | null; clientAddress: string; body: string }

const problem = (status: number, code: string, error: string, extra: Record<string, unknown> = {}): SavedSearchHttpResult => ({
  status,
  body: { error, code, ...extra },
})

const noSavedSearches = problem(404, 'not-offered', 'This site offers no saved searches')
const unknownLink = problem(404, 'unknown-link', 'This link is not known (it may have been erased)')

function parseJson(body: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(body) }
  } catch {
    return { ok: false }
  }
}

/**
 * POST /api/search-alerts (issue 41 item 1): stores the search as pending and sends the
 * confirmation e-mail. 202 `{ status: 'pending' }`; 200 `{ status: 'already-saved' }` for a search
 * the address already confirmed; 400 naming the wrong fields; 404 for a host without a site or a
 * site without saved searches; 409 at the most searches an address may keep; 413; 429 over a rate
 * limit; 502 when the e-mail could not be sent (the search is kept, and saving again re-sends it).
 */
export async function handleSaveSearchHttp(
  request: SaveSearchHttpRequest,
  resolveSite: (host: string | null) => Promise<SiteRecord | undefined>,
  deps: SavedSearchDeps,
): Promise<SavedSearchHttpResult> {
  if (Buffer.byteLength(request.body) > MAX_SAVED_SEARCH_BYTES)
    return problem(413, 'too-large', `The request body is larger than ${MAX_SAVED_SEARCH_BYTES} bytes`)
  const site = await resolveSite(request.host)
  if (!site) return problem(NO_SITE.status, 'no-site', NO_SITE.message)
  if (!site.paths.savedSearches) return noSavedSearches
  const json = parseJson(request.body)
  if (!json.ok) return problem(400, 'invalid', 'The request body is not valid JSON', { fields: ['(body)'] })
  const parsed = saveSearchRequestSchema.safeParse(json.json)
  if (!parsed.success) {
    return problem(400, 'invalid', 'Some fields are missing or wrong', { fields: [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(body)'))] })
  }
  const { email, label, listPath, language, query } = parsed.data
  if (!site.locales.includes(language)) return problem(400, 'invalid', 'Some fields are missing or wrong', { fields: ['language'] })
  const now = deps.now()
  try {
    const outcome = await deps.store.save(
      { site, email, label, listPath, criteria: query, language, origin: siteCanonicalOrigin(site, request.host), clientAddress: request.clientAddress },
      now,
    )
    if (outcome.kind === 'already-saved') return { status: 200, body: { status: 'already-saved' } }
    if (outcome.kind === 'limit') return problem(409, 'limit', `An address may keep ${MAX_SAVED_SEARCHES_PER_ADDRESS} saved searches`, { count: outcome.count })
    if (outcome.kind === 'rate-limited') return problem(429, 'rate-limited', 'Too many saved searches from here just now; try again later')
    try {
      await sendConfirmation(deps, site, outcome.search)
    } catch (error) {
      logger.error({ err: error, site: site.key, savedSearch: outcome.search.id }, 'The confirmation e-mail of a saved search could not be sent')
      return problem(502, 'mail-failed', 'The confirmation e-mail could not be sent just now; try again in a moment')
    }
    return { status: 202, body: { status: 'pending' } }
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'A saved search could not be stored')
    return problem(500, 'failed', 'The search could not be saved right now; please try again')
  }
}

export type SavedSearchLinkRequest = {
  host: string | null
  action: string
  /** The link's secret: from the JSON body `{ token, all }`, or the query (the mail client's one-click POST). */
  body: string
  searchParams: URLSearchParams
}

/** What the saved-searches page shows after a link's action. */
export type SavedSearchLinkAnswer = { email: string; label: string; searches: OwnSavedSearch[] }

const linkBody = z.object({ token: z.string().max(100), all: z.boolean().default(false) })

/**
 * POST /api/search-alerts/{confirm|unsubscribe|manage} (issue 41 item 1): what the links in the
 * e-mails do, for the link's secret on this site. confirm starts the alerts (double opt-in);
 * unsubscribe stops one search, or with `all` every search of the address (also as the mail
 * client's RFC 8058 one-click POST, `?token=…&all=1`); manage changes nothing. Each answers the
 * address's searches. 404 for an unknown action, site or link (also another site's link).
 */
export async function handleSavedSearchLinkHttp(
  request: SavedSearchLinkRequest,
  resolveSite: (host: string | null) => Promise<SiteRecord | undefined>,
  deps: SavedSearchDeps,
): Promise<SavedSearchHttpResult> {
  const action = SAVED_SEARCH_ACTIONS.find((a) => a === request.action)
  if (!action) return problem(404, 'no-action', 'No such saved-search action: use confirm, unsubscribe or manage')
  if (Buffer.byteLength(request.body) > MAX_SAVED_SEARCH_BYTES)
    return problem(413, 'too-large', `The request body is larger than ${MAX_SAVED_SEARCH_BYTES} bytes`)
  const site = await resolveSite(request.host)
  if (!site) return problem(NO_SITE.status, 'no-site', NO_SITE.message)
  if (!site.paths.savedSearches) return noSavedSearches

  const fromQuery = request.searchParams.get('token')
  let token: string
  let all: boolean
  if (fromQuery !== null) {
    token = fromQuery
    all = request.searchParams.get('all') === '1'
  } else {
    const json = parseJson(request.body)
    const parsed = json.ok ? linkBody.safeParse(json.json) : undefined
    if (!parsed?.success) return problem(400, 'invalid', 'Send { "token": "<the link’s token>" } as JSON', { fields: ['token'] })
    token = parsed.data.token
    all = parsed.data.all
  }
  if (!isSavedSearchToken(token)) return unknownLink

  try {
    const search = await deps.store.byToken(site.id, token)
    if (!search) return unknownLink
    let current = search
    if (action === 'confirm') current = await deps.store.confirm(search, (query) => deps.findCars(site, query), deps.now())
    if (action === 'unsubscribe') await deps.store.unsubscribe(search, all)
    const answer: SavedSearchLinkAnswer = { email: current.email, label: current.label ?? '', searches: await deps.store.ownSearches(current) }
    return { status: 200, body: answer }
  } catch (error) {
    logger.error({ err: error, site: site.key, action }, 'A saved-search link could not be carried out')
    return problem(500, 'failed', 'This could not be done right now; please try again')
  }
}
