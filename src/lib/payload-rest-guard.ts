import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'
import type { Payload, SanitizedCollectionConfig } from 'payload'
import { validOperatorSet } from 'payload/shared'

/**
 * Input checks in front of Payload's REST handlers (issue 15: no 5xx for bad input). Payload
 * answers 500, with an error log line, to requests that are the client's mistake: a non-numeric
 * id, a `where` operator the database cannot run or a value it cannot bind, a multipart body it
 * cannot read, a disabled feature's endpoint. These are refused here with a 4xx that says what to
 * send instead; everything else goes on to Payload unchanged, so real failures stay 5xx + log.
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
  /** Top-level fields by name, for the `where` value checks. */
  fields: ReadonlyMap<string, QueryableField>
  emailVerification: boolean
}

/** A field as `where` sees it: what kind of value it compares. */
export type QueryableField = { kind: 'id' | 'date' | 'point' | 'other' }

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
      fields: queryableFields(config, (slug) => idTypes.get(slug) === 'number'),
      emailVerification: Boolean(config.auth?.verify),
    })
  }
  return shapes
}

function queryableFields(config: SanitizedCollectionConfig, numericIds: (slug: string) => boolean): Map<string, QueryableField> {
  const fields = new Map<string, QueryableField>()
  if (numericIds(config.slug)) fields.set('id', { kind: 'id' })
  for (const field of config.flattenedFields) {
    const holdsIds = (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string' && numericIds(field.relationTo)
    const kind = holdsIds ? 'id' : field.type === 'date' ? 'date' : field.type === 'point' ? 'point' : 'other'
    fields.set(field.name, { kind })
  }
  return fields
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
 * `query` the search parameters Payload will read (also a method-override form body).
 */
export function restRequestProblem(
  request: { method: string; segments: readonly string[]; query: URLSearchParams },
  collections: ReadonlyMap<string, RestCollectionShape>,
  operators: SupportedOperators,
): RestRejection | null {
  const [first, ...rest] = request.segments
  const collection = first === undefined ? undefined : collections.get(first)
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
  const problem = where.value === undefined ? null : whereProblem(where.value, collection, operators)
  return problem ? { status: 400, message: problem } : null
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
 * another kind of field, a list where one value goes, an id or a date that is none. Shapes Payload
 * itself refuses with a 400 (unknown paths, a field without an operator) are left to it.
 */
export function whereProblem(where: unknown, collection: RestCollectionShape, operators: SupportedOperators): string | null {
  if (!isRecord(where)) return null
  for (const [key, condition] of Object.entries(where)) {
    if (CONNECTIVES.has(key)) {
      const branches = Array.isArray(condition) ? condition : isRecord(condition) ? Object.values(condition) : []
      for (const branch of branches) {
        const problem = whereProblem(branch, collection, operators)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(condition)) continue
    const field = key.includes('.') ? undefined : collection.fields.get(key)
    for (const [operator, operand] of Object.entries(condition)) {
      const problem = conditionProblem(key, field, operator, operand, operators)
      if (problem) return problem
    }
  }
  return null
}

function conditionProblem(path: string, field: QueryableField | undefined, operator: string, operand: unknown, operators: SupportedOperators): string | null {
  if (!validOperatorSet.has(operator as never) || (operators && !operators.has(operator)))
    return `where[${path}] has no operator "${operator}"; use one of ${[...(operators ?? validOperatorSet)].filter((op) => !GEO_OPERATORS.has(op)).join(', ')}.`
  if (GEO_OPERATORS.has(operator) && field?.kind !== 'point') return `where[${path}][${operator}]: "${operator}" works on point fields only.`
  if (GEO_OPERATORS.has(operator)) return null
  const list = LIST_OPERATORS.has(operator) || operator === 'contains'
  if (!list && (Array.isArray(operand) || isRecord(operand))) return `where[${path}][${operator}] takes one value, not a list.`
  if (!field || !VALUE_OPERATORS.has(operator)) return null
  const values = (
    Array.isArray(operand) ? operand : isRecord(operand) ? Object.values(operand) : typeof operand === 'string' && list ? operand.split(',') : [operand]
  ).filter((v) => v !== null && v !== 'null' && v !== '')
  if (field.kind === 'id' && !values.every((v) => (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && isWholeNumber(v))))
    return `where[${path}][${operator}] takes ids, and ids are whole numbers.`
  if (field.kind === 'date' && !values.every((v) => (typeof v === 'string' || typeof v === 'number') && !Number.isNaN(new Date(v).getTime())))
    return `where[${path}][${operator}] takes a date such as 2025-01-31 or 2025-01-31T12:00:00Z.`
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

/**
 * Checks a body the way Payload will read it (addDataAndFileToRequest.js): JSON must parse, and a
 * multipart body must be form data with a boundary, readable, with a JSON `_payload` field. Reads a
 * clone, so Payload still gets the whole body; an upload is held in memory twice meanwhile.
 */
export async function restBodyProblem(request: Request): Promise<RestRejection | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method.toUpperCase()) || !request.body) return null
  const contentType = request.headers.get('content-type') ?? ''
  // Payload compares the media type case-sensitively; others it does not read at all.
  const [mediaType = ''] = contentType.split(';', 1)
  if (mediaType === 'application/json') {
    const text = await request.clone().text()
    try {
      if (text) JSON.parse(text)
      return null
    } catch (error) {
      return { status: 400, message: `The body is not valid JSON: ${(error as Error).message}` }
    }
  }
  if (!mediaType.includes('multipart/')) return null
  if (mediaType.trim().toLowerCase() !== 'multipart/form-data')
    return { status: 415, message: `${mediaType} is not read here; send multipart/form-data or application/json.` }
  if (!contentType.includes('boundary=') || !PAYLOAD_READABLE_MULTIPART.test(contentType))
    return { status: 400, message: 'A multipart/form-data body needs its boundary in the Content-Type header: multipart/form-data; boundary=…' }
  let payloadField: string | undefined
  try {
    payloadField = await multipartPayloadField(request)
  } catch {
    return { status: 400, message: 'The multipart/form-data body could not be read: check the boundary lines and part headers.' }
  }
  if (payloadField !== undefined && !isJson(payloadField)) return { status: 400, message: 'The _payload field must be JSON.' }
  return null
}

/** Reads a copy of a multipart body with busboy, Payload's own parser, keeping only the `_payload` field; throws when it is malformed. */
async function multipartPayloadField(request: Request): Promise<string | undefined> {
  const parser = busboy({ headers: Object.fromEntries(request.headers) })
  let payloadField: string | undefined
  parser.on('field', (name, value) => {
    if (name === '_payload') payloadField = value
  })
  parser.on('file', (_name, file) => file.resume())
  const body = request.clone().body
  // The DOM and Node typings of a web stream differ only in name.
  if (body) await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser)
  return payloadField
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
  return (
    problem ??
    restRequestProblem({ method: override ? 'GET' : request.method, segments, query }, restCollectionShapes(payload), supportedOperators(payload)) ??
    // An overridden request reaches Payload without its body.
    (override ? null : await restBodyProblem(request))
  )
}
