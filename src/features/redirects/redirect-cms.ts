import type { PayloadRequest, Validate } from 'payload'

import { relationId } from '@/lib/relation-id'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { type CandidateVerdict, checkRules, type FieldName, normaliseRule } from './redirect-checks'
import { loadPage, loadSiteContext, loadSiteRules } from './redirect-store'
import { parseDestination, parseQueryConditions, parseSource } from './redirect-syntax'

/**
 * The Redirects collection's rules (src/cms/collections/Redirects.ts): normalising what an editor
 * typed, the field validations that refuse a broken rule with a message under the field (Payload
 * runs them on every save; the admin shows them in place), and the fields derived on save.
 */

export const REDIRECT_VISITOR_QUERY = ['keep', 'drop'] as const

type RuleData = {
  site?: unknown
  source?: unknown
  queryConditions?: unknown
  ignoreCase?: unknown
  destination?: unknown
  destinationPage?: unknown
  visitorQuery?: unknown
}

/** Before validation: the stored forms (decoded, NFC source; a query in the source moved to the conditions; sorted conditions). */
export function normaliseRedirectData<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = { ...data, permanent: true }
  if (typeof out.destination === 'string') out.destination = out.destination.trim() || null
  if (typeof out.source === 'string' || typeof out.queryConditions === 'string') {
    const normalised = normaliseRule({
      source: String(out.source ?? ''),
      queryConditions: (out.queryConditions as string | null) ?? null,
      ignoreCase: out.ignoreCase === true,
    })
    if (normalised.ok) {
      out.source = normalised.value.source.text
      out.queryConditions = normalised.value.conditionsText || null
    }
  }
  return out as T
}

type SaveVerdict = CandidateVerdict & { destinationPageProblem?: string }

// One check per save: every field's validation and the beforeChange hook share it (Payload runs
// them one after another on the same request).
const verdicts = new WeakMap<object, Map<string, Promise<SaveVerdict>>>()

async function verdictForSave(req: PayloadRequest, data: RuleData, id: number | string | undefined): Promise<SaveVerdict> {
  const key = JSON.stringify([
    id,
    data.site,
    data.source,
    data.queryConditions,
    data.ignoreCase,
    data.destination,
    relationId(data.destinationPage),
    data.visitorQuery,
  ])
  let perRequest = verdicts.get(req)
  if (!perRequest) verdicts.set(req, (perRequest = new Map()))
  let verdict = perRequest.get(key)
  if (!verdict) {
    verdict = computeVerdict(req, data, id)
    perRequest.set(key, verdict)
  }
  return verdict
}

async function computeVerdict(req: PayloadRequest, data: RuleData, id: number | string | undefined): Promise<SaveVerdict> {
  const db = sqlDatabaseOf(req.payload)
  const siteId = relationId(data.site)
  const empty: SaveVerdict = {
    problems: [],
    warnings: [],
    source: String(data.source ?? ''),
    queryConditions: String(data.queryConditions ?? ''),
    matchKey: '',
  }
  const context = siteId === undefined ? null : await loadSiteContext(db, siteId)
  if (!context) return { ...empty, problems: [{ field: 'source', message: 'Choose the site this rule belongs to.' }] }

  const pageId = relationId(data.destinationPage)
  const written = typeof data.destination === 'string' && data.destination.trim() !== '' ? data.destination.trim() : null
  let destination = written ?? ''
  let destinationPageProblem: string | undefined
  if (pageId !== undefined && written !== null)
    return { ...empty, problems: [{ field: 'destination', message: 'Choose a page or write an address, not both.' }] }
  if (pageId === undefined && written === null)
    return {
      ...empty,
      problems: [{ field: 'destination', message: 'A destination is required: a page of this site, a path such as /kop-bil, or a full https:// address.' }],
    }
  if (pageId !== undefined) {
    const page = await loadPage(db, pageId)
    if (!page || String(page.siteId) !== String(context.siteId)) destinationPageProblem = 'Choose a page of this rule’s own site.'
    else if (!page.path) destinationPageProblem = 'That page has no path yet: give it a slug and publish it first.'
    else destination = page.path
  }

  const saved = (await loadSiteRules(db, context.siteId)).filter((rule) => id === undefined || String(rule.id) !== String(id))
  const [verdict] = checkRules(
    [
      {
        label: 'this rule',
        source: String(data.source ?? ''),
        queryConditions: typeof data.queryConditions === 'string' ? data.queryConditions : null,
        ignoreCase: data.ignoreCase === true,
        destination: destination || '/',
        visitorQuery: data.visitorQuery === 'drop' ? 'drop' : 'keep',
      },
    ],
    saved,
    context,
  )
  return { ...verdict!, destinationPageProblem }
}

/** The saved document merged with the incoming data (a partial update names only what changes). */
async function mergedData(req: PayloadRequest, data: Partial<RuleData>, id: number | string | undefined): Promise<RuleData> {
  if (id === undefined) return data
  const original = (await req.payload.findByID({ collection: 'redirects', id, depth: 0, req, disableErrors: true, overrideAccess: true })) as RuleData | null
  return { ...(original ?? {}), ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) }
}

/**
 * A field's validation. While an editor types (the admin's onChange), only the rule's own syntax is
 * checked; on save, the whole check against the site's other rules and pages.
 */
export function validateRedirectField(field: FieldName | 'destinationPage'): Validate {
  return async (value, { data, req, id, event }) => {
    if (event === 'onChange') return syntaxOnly(field, value, data as RuleData)
    const verdict = await verdictForSave(req, await mergedData(req, data as RuleData, id), id)
    if (field === 'destinationPage') return verdict.destinationPageProblem ?? true
    const problem = verdict.problems.find((p) => p.field === field)
    return problem ? problem.message : true
  }
}

function syntaxOnly(field: FieldName | 'destinationPage', value: unknown, data: RuleData): string | true {
  if (field === 'source') {
    const parsed = parseSource(value)
    return parsed.ok ? true : parsed.problem
  }
  if (field === 'queryConditions') {
    const parsed = parseQueryConditions(value)
    return parsed.ok ? true : parsed.problem
  }
  if (field === 'destination' && typeof value === 'string' && value.trim() !== '') {
    const source = parseSource(data.source)
    if (!source.ok) return true
    const parsed = parseDestination(value, {
      names: source.value.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : [])),
      hasRest: source.value.segments.some((s) => s.kind === 'rest'),
    })
    return parsed.ok ? true : parsed.problem
  }
  return true
}

/** Fields worked out on save: the unique match key and the note an editor should see. */
export async function redirectDerivedFields(
  req: PayloadRequest,
  data: Partial<RuleData>,
  originalDoc: (RuleData & { id?: number | string }) | undefined,
): Promise<{ matchKey: string; warning: string | null; permanent: true }> {
  const merged = { ...(originalDoc ?? {}), ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) }
  const verdict = await verdictForSave(req, merged, originalDoc?.id)
  const normalised = normaliseRule({
    source: String(merged.source ?? ''),
    queryConditions: typeof merged.queryConditions === 'string' ? merged.queryConditions : null,
    ignoreCase: merged.ignoreCase === true,
  })
  return {
    // Validation refuses a rule it cannot key; the fallback only keeps this hook from throwing (it runs first).
    matchKey: normalised.ok ? normalised.value.matchKey : String(merged.source ?? ''),
    warning: verdict.warnings.length > 0 ? verdict.warnings.join('\n') : null,
    permanent: true,
  }
}
