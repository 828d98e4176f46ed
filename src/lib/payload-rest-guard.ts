import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'
import type { FlattenedBlock, FlattenedField, Payload } from 'payload'
import { validOperatorSet } from 'payload/shared'

/**
 * Input checks in front of Payload's REST handlers (issue 15: no 5xx for bad input). Payload
 * answers 500, with an error log line, to requests that are the client's mistake: a non-numeric
 * id, a `where` operator the database cannot run or a value it cannot bind, a `where` path the
 * database cannot follow, a depth, limit or page out of range, a multipart body it cannot read, an
 * upload from a URL, a disabled feature's endpoint. These are refused here with a 4xx that says
 * what to send instead; everything else goes on to Payload unchanged, so real failures stay 5xx +
 * log.
 */

/** A refused request: the status and a message for the person who sent it. */
export type RestRejection = { status: number; message: string }

/** What the checks need to know of one collection's REST API, read from Payload's sanitised config. */
export type RestCollectionShape = {
  slug: string
  /** false for Payload's internal collections without REST endpoints (payload-migrations). */
  hasRestApi: boolean
  numericIds: boolean
  /** In Payload's order: the first one that matches method and path handles the request. */
  endpoints: readonly { method: string; path: string }[]
  /** Top-level fields by name (and `id` when ids are numbers), for the `where` path and value checks. */
  fields: ReadonlyMap<string, QueryableField>
  emailVerification: boolean
  /** An upload collection: documents are made from a file. */
  upload?: boolean
}

/**
 * A field as `where` sees it: what kind of value its column holds (`option`: a select or radio,
 * an enum in PostgreSQL), and where a dotted path goes on from it.
 */
export type QueryableField = {
  kind: 'id' | 'date' | 'number' | 'checkbox' | 'option' | 'point' | 'json' | 'rich-text' | 'block-type' | 'other'
  /** A group, named tab, array or blocks field: the fields inside it (for blocks, every block's and `blockType`). */
  holds?: { what: 'group' | 'tab' | 'array' | 'blocks'; fields: ReadonlyMap<string, QueryableField> }
  /** A relationship or upload into one collection: a dotted path goes on in that collection's fields. */
  relationTo?: string
  /** A relationship or upload with hasMany. */
  many?: boolean
  /** A relationship into several collections: its value is `{ relationTo, value }`. */
  polymorphic?: boolean
  /** Text or numbers with hasMany: a list kept in a table of its own. */
  valueList?: boolean
  /** For an option, the values there are; for `blockType`, the block slugs. */
  values?: readonly string[]
  /** The document's own id, on which Payload answers `like` itself (the admin searches by it where a collection has no title field). */
  ownId?: boolean
  /** A name that is a different field in different blocks: each one's checks apply (the query reads every block's table). */
  either?: readonly QueryableField[]
}

/** Operators the database runs; null when the adapter does not say (then Payload's list). */
export type SupportedOperators = ReadonlySet<string> | null

const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Operators whose operand is compared with the column as a value of the field's own type. */
const VALUE_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const CONNECTIVES = new Set(['and', 'or'])

const shapesOf = new WeakMap<Payload, Map<string, RestCollectionShape>>()

/** Read once per Payload instance: the config does not change while it runs. */
export function restCollectionShapes(payload: Payload): Map<string, RestCollectionShape> {
  let shapes = shapesOf.get(payload)
  if (!shapes) shapesOf.set(payload, (shapes = readCollectionShapes(payload)))
  return shapes
}

function readCollectionShapes(payload: Payload): Map<string, RestCollectionShape> {
  const idTypes = new Map(Object.entries(payload.collections).map(([slug, c]) => [slug, c.customIDType ?? payload.db.defaultIDType]))
  const shapes = new Map<string, RestCollectionShape>()
  for (const config of payload.config.collections) {
    shapes.set(config.slug, {
      slug: config.slug,
      hasRestApi: config.endpoints !== false,
      numericIds: idTypes.get(config.slug) === 'number',
      endpoints: config.endpoints === false ? [] : config.endpoints.map((e) => ({ method: e.method, path: e.path })),
      fields: queryableFields(config.flattenedFields, {
        numericIds: (slug) => idTypes.get(slug) === 'number',
        blocks: payload.config.blocks ?? [],
        idField: idTypes.get(config.slug) === 'number',
      }),
      emailVerification: Boolean(config.auth?.verify),
      upload: Boolean(config.upload),
    })
  }
  return shapes
}

type FieldContext = { numericIds: (slug: string) => boolean; blocks: readonly FlattenedBlock[]; idField: boolean }

/** The fields of a collection, group, tab, array or block as `where` paths reach them. */
function queryableFields(flattened: readonly FlattenedField[], context: FieldContext): Map<string, QueryableField> {
  const fields = new Map<string, QueryableField>()
  if (context.idField) fields.set('id', { kind: 'id', ownId: true })
  const inner = { ...context, idField: false }
  for (const field of flattened) {
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      fields.set(field.name, { kind: 'other', holds: { what: field.type, fields: queryableFields(field.flattenedFields, inner) } })
    } else if (field.type === 'blocks') {
      const blocks = (field.blockReferences ?? field.blocks).flatMap((b) => (typeof b === 'string' ? context.blocks.filter((c) => c.slug === b) : [b]))
      const held = blocks.reduce((all, block) => mergeFields(all, queryableFields(block.flattenedFields, inner)), new Map<string, QueryableField>())
      held.set('blockType', { kind: 'block-type', values: blocks.map((b) => b.slug) })
      fields.set(field.name, { kind: 'other', holds: { what: 'blocks', fields: held } })
    } else if (field.type === 'relationship' || field.type === 'upload') {
      const one = typeof field.relationTo === 'string' ? field.relationTo : undefined
      const many = Boolean(field.hasMany)
      fields.set(field.name, one ? { kind: context.numericIds(one) ? 'id' : 'other', relationTo: one, many } : { kind: 'other', polymorphic: true })
    } else if (field.type === 'select' || field.type === 'radio') {
      fields.set(field.name, { kind: 'option', values: field.options.map((o) => (typeof o === 'string' ? o : o.value)) })
    } else {
      const kind = FIELD_KINDS[field.type] ?? 'other'
      const valueList = (field.type === 'text' || field.type === 'number') && Boolean(field.hasMany)
      fields.set(field.name, valueList ? { kind, valueList } : { kind })
    }
  }
  return fields
}

const FIELD_KINDS: Partial<Record<FlattenedField['type'], QueryableField['kind']>> = {
  date: 'date',
  number: 'number',
  checkbox: 'checkbox',
  point: 'point',
  json: 'json',
  richText: 'rich-text',
}

/** The fields of several blocks under one name: a name that is a different field from block to block is checked as each of them. */
function mergeFields(a: ReadonlyMap<string, QueryableField>, b: ReadonlyMap<string, QueryableField>): Map<string, QueryableField> {
  const merged = new Map(a)
  for (const [name, field] of b) {
    const other = merged.get(name)
    merged.set(name, other ? mergeField(other, field) : field)
  }
  return merged
}

function mergeField(a: QueryableField, b: QueryableField): QueryableField {
  const same =
    a.kind === b.kind && a.relationTo === b.relationTo && a.polymorphic === b.polymorphic && a.valueList === b.valueList && a.holds?.what === b.holds?.what
  if (!same) return { kind: 'other', either: [...(a.either ?? [a]), ...(b.either ?? [b])] }
  if (a.kind === 'block-type' || a.kind === 'option') return { ...a, values: [...new Set([...(a.values ?? []), ...(b.values ?? [])])] }
  return a.holds && b.holds ? { ...a, holds: { what: a.holds.what, fields: mergeFields(a.holds.fields, b.holds.fields) } } : a
}

const operatorsOf = new WeakMap<Payload, SupportedOperators>()

/** The operators the database adapter implements (the SQL adapters have no `all`, and geo only on points); read once per Payload instance. */
export function supportedOperators(payload: Payload): SupportedOperators {
  if (operatorsOf.has(payload)) return operatorsOf.get(payload)!
  const operators = (payload.db as { operators?: Record<string, unknown> }).operators
  const supported = operators ? new Set([...Object.keys(operators).filter((op) => validOperatorSet.has(op as never)), ...GEO_OPERATORS]) : null
  operatorsOf.set(payload, supported)
  return supported
}

/**
 * Checks what the path and query say: `segments` are the path after /api, decoded;
 * `query` the search parameters Payload will read (also a method-override form body);
 * `maxDepth` Payload's (config.maxDepth).
 */
export function restRequestProblem(
  request: { method: string; segments: readonly string[]; query: URLSearchParams },
  collections: ReadonlyMap<string, RestCollectionShape>,
  operators: SupportedOperators,
  maxDepth = 10,
): RestRejection | null {
  const [first, ...rest] = request.segments
  const collection = first === undefined ? undefined : collections.get(first)
  if (!collection && first !== 'globals') return null
  const paging = pagingProblem(request.query, maxDepth)
  if (paging) return { status: 400, message: paging }
  if (!collection) return null
  if (!collection.hasRestApi) return { status: 404, message: `There is no REST API for ${collection.slug}.` }

  const endpoint = matchEndpoint(collection.endpoints, request.method, rest)
  if (endpoint?.path === '/verify/:id' && !collection.emailVerification)
    return { status: 404, message: `E-mail addresses of ${collection.slug} are not verified, so there is nothing to verify.` }
  const id = endpoint && isDocumentIdPath(endpoint.path) ? endpoint.params.id : undefined
  if (id !== undefined && collection.numericIds && !isWholeNumber(id))
    return { status: 404, message: `No ${collection.slug} document has the id "${id}": ids are whole numbers.` }

  const where = whereFromQuery(request.query)
  if (where.problem) return { status: 400, message: where.problem }
  const fields = endpoint?.path.startsWith('/versions') ? versionFields(collection) : collection.fields
  const problem = where.value === undefined ? null : whereProblem(where.value, fields, collections, operators)
  return problem ? { status: 400, message: problem } : null
}

/** The most documents one request may ask for; 0 still asks for all of them, as the admin does for its bulk actions. */
export const MAX_LIMIT = 1000
const MAX_PAGE = 1_000_000_000

/**
 * `depth`, `limit` and `page` as Payload reads them (any number: `Infinity`, `1e309`, `-1`, `1.5`):
 * out of range the database query fails with a 500 (a LIMIT or OFFSET that is not a whole number
 * of rows, or is negative), or the request asks for more than anyone needs. An empty one Payload
 * ignores, and so do these checks.
 */
export function pagingProblem(query: URLSearchParams, maxDepth: number): string | null {
  const ranges = [
    ['depth', 0, maxDepth, 'how many levels of related documents to fill in'],
    ['limit', 0, MAX_LIMIT, 'documents per page; 0 for all'],
    ['page', 1, MAX_PAGE, 'counted from 1'],
  ] as const
  for (const [name, min, max, meaning] of ranges) {
    const given = [...query].filter(([key]) => key === name || key.startsWith(`${name}[`))
    if (given.length === 0) continue
    if (given.length > 1 || given[0]![0] !== name) return `${name} takes one number.`
    const value = given[0]![1].trim()
    if (value === '') continue
    if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > max)
      return `${name} must be a whole number from ${min} to ${max} (${meaning}), not "${value.slice(0, 40)}".`
  }
  return null
}

/** What a `where` on a collection's versions reaches: the document's fields under `version`, and the versions' own. */
function versionFields(collection: RestCollectionShape): ReadonlyMap<string, QueryableField> {
  const id: QueryableField = { kind: collection.numericIds ? 'id' : 'other' }
  const ownId: QueryableField = { ...id, ownId: collection.numericIds }
  return new Map<string, QueryableField>([
    ...(collection.numericIds ? ([['id', ownId]] as const) : []),
    ['parent', { ...id, relationTo: collection.slug }],
    ['version', { kind: 'other', holds: { what: 'group', fields: collection.fields } }],
    ['createdAt', { kind: 'date' }],
    ['updatedAt', { kind: 'date' }],
  ])
}

type MatchedEndpoint = { path: string; params: Record<string, string> }

/** Payload's endpoint choice: the first endpoint of the method whose path pattern fits. */
export function matchEndpoint(endpoints: readonly { method: string; path: string }[], method: string, segments: readonly string[]): MatchedEndpoint | null {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const params = matchPath(endpoint.path, segments)
    if (params) return { path: endpoint.path, params }
  }
  return null
}

/** Payload's path patterns: literal segments, `:name` and a trailing optional `:name?`. */
function matchPath(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return null
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) return optional && i === parts.length - 1 ? params : null
      params[part.slice(1, optional ? -1 : undefined)] = segment
    } else if (part !== segment) return null
  }
  return params
}

/** Endpoints whose `:id` names a document or a version: `/:id`, `/:id/duplicate`, `/versions/:id`, `/access/:id?`. */
function isDocumentIdPath(pattern: string): boolean {
  return /^\/(?:versions\/|access\/)?:id\??(?:\/|$)/.test(pattern)
}

function isWholeNumber(value: string): boolean {
  return /^-?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value))
}

/**
 * The `where` Payload will read: `where[field][operator]=value` parameters built into an object
 * the way qs does, or one `where` parameter holding JSON.
 */
export function whereFromQuery(query: URLSearchParams): { value?: unknown; problem?: string } {
  const json = query.get('where')
  if (json !== null) {
    try {
      return { value: JSON.parse(json) }
    } catch {
      return { problem: 'where must be JSON, or be sent as where[field][operator]=value parameters.' }
    }
  }
  let where: Record<string, unknown> | undefined
  for (const [key, value] of query) {
    if (!key.startsWith('where[')) continue
    const names = [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)
    where ??= {}
    let node = where
    for (const [i, name] of names.entries()) {
      if (i === names.length - 1) {
        const existing = node[name]
        node[name] = existing === undefined ? value : Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value]
      } else {
        const next = node[name]
        node = node[name] = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : {}
      }
    }
  }
  return { value: where }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * What Payload would fail on with a 500: an operator the database does not have, an operator for
 * another kind of field, a list where one value goes, an id, a date or a block type that is none, a
 * path that ends on a group of fields or reaches a list of values through a relationship. Shapes
 * Payload itself refuses with a 400 (unknown paths, a field without an operator) are left to it.
 * `fields` are the queried collection's; `collections` the others', for paths through relationships.
 */
export function whereProblem(
  where: unknown,
  fields: ReadonlyMap<string, QueryableField>,
  collections: ReadonlyMap<string, RestCollectionShape>,
  operators: SupportedOperators,
): string | null {
  if (!isRecord(where)) return null
  for (const [key, condition] of Object.entries(where)) {
    if (CONNECTIVES.has(key)) {
      const branches = Array.isArray(condition) ? condition : isRecord(condition) ? Object.values(condition) : []
      for (const branch of branches) {
        const problem = whereProblem(branch, fields, collections, operators)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(condition)) continue
    const path = wherePath(key, fields, collections)
    for (const [operator, operand] of Object.entries(condition)) {
      const problem = conditionProblem(key, path, operator, operand, operators)
      if (problem) return problem
    }
  }
  return null
}

/** Where a dotted `where` path leads: a field, a problem, or null for paths left to Payload. */
type WherePath = { field: QueryableField } | { problem: string } | null

const GROUP_NAMES = { group: 'a group', tab: 'a tab', array: 'an array', blocks: 'a blocks field' } as const

/**
 * Follows a `where` path through groups, tabs, arrays, blocks and relationships, as the database
 * adapter would. Paths it cannot query (a 500 from the adapter): one that ends on a field holding
 * other fields, one that reaches a hasMany text or number field (a list in a table of its own)
 * through a relationship, such as pages' `site.hostnames`, and a relationship into several
 * collections asked as a whole instead of by its `relationTo` and `value`.
 */
function wherePath(path: string, top: ReadonlyMap<string, QueryableField>, collections: ReadonlyMap<string, RestCollectionShape>): WherePath {
  const names = path.split('.')
  let fields = top
  let through: { path: string; collection: string } | undefined
  for (const [i, name] of names.entries()) {
    const field = fields.get(name)
    // Unknown: Payload answers 400 itself. A polymorphic relationship's `value`/`relationTo`, a
    // localised field's locale and a JSON field's keys are Payload's to read as well.
    if (!field) return null
    const last = i === names.length - 1
    if (field.holds) {
      if (last) {
        const example = [...field.holds.fields.keys()].find((n) => n !== 'id' && n !== 'blockType') ?? 'id'
        return {
          problem: `where[${path}] names ${GROUP_NAMES[field.holds.what]} of fields, not one field: name a field inside it, such as where[${path}.${example}].`,
        }
      }
      fields = field.holds.fields
    } else if (last) {
      if (through && field.kind === 'block-type')
        return { problem: `where[${path}]: the database cannot ask for block types through the relationship ${through.path}.` }
      if (field.polymorphic)
        return {
          problem: `where[${path}] points into several collections: ask for its id, where[${path}.value][equals]=<id>.`,
        }
      if (through && field.valueList)
        return {
          problem:
            `where[${path}]: ${name} is a list of values in ${through.collection}, which the database cannot search through the relationship ` +
            `${through.path}. Find the ${through.collection} first (where[${name}][…] on /api/${through.collection}), then ask for where[${through.path}][in]=<their ids>.`,
        }
      // Another collection's id, through a relationship, is a plain id column.
      return { field: through && field.ownId ? { kind: 'id' } : field }
    } else if (field.relationTo) {
      const target = collections.get(field.relationTo)
      if (!target) return null
      through = { path: names.slice(0, i + 1).join('.'), collection: target.slug }
      fields = target.fields
    } else if (field.polymorphic && i === names.length - 2 && (names[i + 1] === 'value' || names[i + 1] === 'relationTo')) {
      // Its `relationTo` or `value`: `polymorphic` marks the part here.
      return { field: { kind: 'other', polymorphic: true } }
    } else {
      return null
    }
  }
  return null
}

/** What the adapter can ask of a block type (other operators fail in its lookup of the block). */
const BLOCK_TYPE_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in'])
const CHECKBOX_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'exists'])
/** Text operators, which PostgreSQL runs on text columns only (`ilike`). */
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
/** Why a kind of column is not searched as text (a relationship with hasMany may use `contains`). */
const NOT_SEARCHED_AS_TEXT: Partial<Record<QueryableField['kind'], string>> = {
  id: 'ids are compared, not searched as text; use equals or in.',
  date: 'dates are compared, not searched as text; use greater_than_equal and less_than (2025-01-01, 2025-02-01).',
  number: 'numbers are compared, not searched as text; use equals, in, greater_than or less_than.',
  checkbox: 'a checkbox is asked for with equals true or false.',
  option: 'a choice is asked for with equals or in, not searched as text.',
  json: 'JSON is not searched as text; ask for one of its keys (where[field.key][equals]=…).',
  'rich-text': 'rich text cannot be searched; search a text field instead.',
}

function conditionProblem(path: string, resolved: WherePath, operator: string, operand: unknown, operators: SupportedOperators): string | null {
  if (!validOperatorSet.has(operator as never) || (operators && !operators.has(operator)))
    return `where[${path}] has no operator "${operator}"; use one of ${[...(operators ?? validOperatorSet)].filter((op) => !GEO_OPERATORS.has(op)).join(', ')}.`
  if (resolved && 'problem' in resolved) return resolved.problem
  const field = resolved?.field
  const alternatives = field?.either ?? (field ? [field] : [])
  if (GEO_OPERATORS.has(operator) && !alternatives.some((f) => f.kind === 'point'))
    return `where[${path}][${operator}]: "${operator}" works on point fields only.`
  if (GEO_OPERATORS.has(operator)) return null
  const list = LIST_OPERATORS.has(operator) || operator === 'contains'
  if (!list && (Array.isArray(operand) || isRecord(operand))) return `where[${path}][${operator}] takes one value, not a list.`
  for (const one of alternatives) {
    const problem = valueProblem(path, one, operator, operand, list)
    if (problem) return problem
  }
  return null
}

/** What a field's column cannot be asked: an operator for another kind of column, or a value it cannot hold. */
function valueProblem(path: string, field: QueryableField, operator: string, operand: unknown, list: boolean): string | null {
  if (field.polymorphic && operator === 'exists')
    return `where[${path}][exists]: the database cannot test a relationship into several collections for being empty.`
  if (field.kind === 'block-type' && !BLOCK_TYPE_OPERATORS.has(operator))
    return `where[${path}][${operator}]: a block type is asked for with equals, not_equals, in or not_in.`
  if (operator === 'like' && field.ownId) return null
  if (TEXT_OPERATORS.has(operator) && !(operator === 'contains' && field.kind === 'id' && field.many)) {
    const notText = NOT_SEARCHED_AS_TEXT[field.kind]
    if (notText) return `where[${path}][${operator}]: ${notText}`
  }
  if (field.kind === 'checkbox' && !CHECKBOX_OPERATORS.has(operator)) return `where[${path}][${operator}]: a checkbox is asked for with equals true or false.`
  if (operator === 'exists' || !(VALUE_OPERATORS.has(operator) || TEXT_OPERATORS.has(operator))) return null
  const values = (
    Array.isArray(operand) ? operand : isRecord(operand) ? Object.values(operand) : typeof operand === 'string' && list ? operand.split(',') : [operand]
  ).filter((v) => v !== null && v !== 'null' && v !== '')
  const all = (ok: (v: unknown) => boolean) => values.every(ok)
  if (field.kind === 'id' && !all((v) => (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && isWholeNumber(v))))
    return `where[${path}][${operator}] takes ids, and ids are whole numbers.`
  if (field.kind === 'date' && !all((v) => (typeof v === 'string' || typeof v === 'number') && !Number.isNaN(new Date(v).getTime())))
    return `where[${path}][${operator}] takes a date such as 2025-01-31 or 2025-01-31T12:00:00Z.`
  if (field.kind === 'number' && !all((v) => (typeof v === 'number' || typeof v === 'string') && Number.isFinite(Number(v))))
    return `where[${path}][${operator}] takes a number.`
  if (field.kind === 'checkbox' && !all((v) => ['true', 'false', '1', '0', true, false, 1, 0].includes(v as never)))
    return `where[${path}][${operator}] takes true or false.`
  if ((field.kind === 'option' || field.kind === 'block-type') && !all((v) => typeof v === 'string' && Boolean(field.values?.includes(v))))
    return `where[${path}][${operator}] takes ${field.kind === 'option' ? 'one of' : 'a block type:'} ${field.values?.join(', ')}.`
  return null
}

/** Payload's test for a multipart body it will read (fetchAPI-multipart/isEligibleRequest.js), which answers 500 otherwise. */
const PAYLOAD_READABLE_MULTIPART = /multipart\/[\w'"()+,./:<=>?@[\\\]^-]+(?:; ?[\w'"()+,./:<=>?@[\\\]^-]*)+$/i

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** A body as Payload will read it: its data (JSON, or multipart's `_payload`) and whether a file came with it. */
type BodyRead = { problem: RestRejection } | { data?: unknown; hasFile: boolean }

/**
 * Reads a body the way Payload will (addDataAndFileToRequest.js): JSON must parse, and a multipart
 * body must be form data with a boundary, readable, with a JSON `_payload` field. Reads a clone, so
 * Payload still gets the whole body; an upload is held in memory twice meanwhile.
 */
async function readBody(request: Request): Promise<BodyRead> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method.toUpperCase()) || !request.body) return { hasFile: false }
  const contentType = request.headers.get('content-type') ?? ''
  // Payload compares the media type case-sensitively; others it does not read at all.
  const [mediaType = ''] = contentType.split(';', 1)
  if (mediaType === 'application/json') {
    const text = await request.clone().text()
    try {
      return { data: text ? (JSON.parse(text) as unknown) : undefined, hasFile: false }
    } catch (error) {
      return { problem: { status: 400, message: `The body is not valid JSON: ${(error as Error).message}` } }
    }
  }
  if (!mediaType.includes('multipart/')) return { hasFile: false }
  if (mediaType.trim().toLowerCase() !== 'multipart/form-data')
    return { problem: { status: 415, message: `${mediaType} is not read here; send multipart/form-data or application/json.` } }
  if (!contentType.includes('boundary=') || !PAYLOAD_READABLE_MULTIPART.test(contentType))
    return { problem: { status: 400, message: 'A multipart/form-data body needs its boundary in the Content-Type header: multipart/form-data; boundary=…' } }
  let parts: { payloadField?: string; hasFile: boolean }
  try {
    parts = await multipartParts(request)
  } catch {
    return { problem: { status: 400, message: 'The multipart/form-data body could not be read: check the boundary lines and part headers.' } }
  }
  if (parts.payloadField === undefined) return { hasFile: parts.hasFile }
  if (!isJson(parts.payloadField)) return { problem: { status: 400, message: 'The _payload field must be JSON.' } }
  return { data: JSON.parse(parts.payloadField) as unknown, hasFile: parts.hasFile }
}

/** Checks a body the way Payload will read it (see readBody). */
export async function restBodyProblem(request: Request): Promise<RestRejection | null> {
  const read = await readBody(request)
  return 'problem' in read ? read.problem : null
}

/** Reads a copy of a multipart body with busboy, Payload's own parser: the `_payload` field and whether a file came; throws when it is malformed. */
async function multipartParts(request: Request): Promise<{ payloadField?: string; hasFile: boolean }> {
  const parser = busboy({ headers: Object.fromEntries(request.headers) })
  let payloadField: string | undefined
  let hasFile = false
  parser.on('field', (name, value) => {
    if (name === '_payload') payloadField = value
  })
  parser.on('file', (_name, file) => {
    hasFile = true
    file.resume()
  })
  const body = request.clone().body
  // The DOM and Node typings of a web stream differ only in name.
  if (body) await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser)
  return { payloadField, hasFile }
}

/**
 * A document of an upload collection made from a URL instead of a file (Payload's `url` and
 * `filename` in the data): Payload's server then fetches the URL itself. It refuses private
 * addresses, but with a 500, and would fetch any public one on an editor's word. The admin's
 * "paste URL" fetches in the browser and uploads the file, so the server never needs to.
 */
function uploadFromUrlProblem(
  request: Request,
  segments: readonly string[],
  collections: ReadonlyMap<string, RestCollectionShape>,
  body: BodyRead,
): RestRejection | null {
  if ('problem' in body || body.hasFile || request.method.toUpperCase() !== 'POST' || segments.length !== 1) return null
  if (!collections.get(segments[0]!)?.upload || !isRecord(body.data)) return null
  const { url } = body.data
  return typeof url === 'string' && url !== '' ? { status: 400, message: 'Upload the file itself; uploads from a URL are not accepted.' } : null
}

/** A POST that Payload answers as a GET (handleEndpoints.js: the admin's long relationship queries). */
function isGetOverride(request: Request): boolean {
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  return request.method.toUpperCase() === 'POST' && override === 'GET'
}

/**
 * The query of a GET override, which Payload takes from the body: form fields appended to the
 * URL's query, or JSON that must be there and parse (Payload reads it unguarded: a 500 otherwise).
 */
async function overrideQuery(request: Request): Promise<{ query: URLSearchParams; problem?: RestRejection }> {
  const url = new URL(request.url)
  const contentType = request.headers.get('content-type')
  if (contentType === 'application/x-www-form-urlencoded') return { query: new URLSearchParams(`${url.search.slice(1)}&${await request.clone().text()}`) }
  if (contentType === 'application/json' && !isJson(await request.clone().text()))
    return { query: url.searchParams, problem: { status: 400, message: 'With X-HTTP-Method-Override: GET the body must be JSON.' } }
  return { query: url.searchParams }
}

/** All checks for one REST request; `segments` are the path after /api as Next decoded them. */
export async function restInputProblem(payload: Payload, request: Request, segments: readonly string[]): Promise<RestRejection | null> {
  const override = isGetOverride(request)
  const { query, problem } = override ? await overrideQuery(request) : { query: new URL(request.url).searchParams, problem: undefined }
  const collections = restCollectionShapes(payload)
  const requestProblem =
    problem ??
    restRequestProblem({ method: override ? 'GET' : request.method, segments, query }, collections, supportedOperators(payload), payload.config.maxDepth)
  // An overridden request reaches Payload without its body.
  if (requestProblem || override) return requestProblem
  const body = await readBody(request)
  return 'problem' in body ? body.problem : uploadFromUrlProblem(request, segments, collections, body)
}
