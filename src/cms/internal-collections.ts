import {
  type Access,
  type Collection,
  type CollectionBeforeChangeHook,
  type Endpoint,
  Forbidden,
  NotFound,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { isAdmin } from './access'

/**
 * Rules for two collections Payload adds to every config itself (issue 35 item 7), which no
 * collection file of ours declares and no plugin can reach: Payload makes them while it sanitises
 * the config, after the plugins have run. So they are set on the sanitised config
 * (payload.config.ts passes buildConfig's result through `withInternalCollectionRules`); Payload
 * reads a collection's access, hooks and endpoints from that same object on every request.
 *
 * - `payload-locked-documents` (the admin's "someone else is editing this" locks) is open to any
 *   signed-in user by default: an editor could list, create and delete the locks of other sites'
 *   documents, in anyone's name. Now a lock is read, changed and deleted only by someone who may
 *   update the locked document (administrators: every lock; editors: their sites' documents, as
 *   the locked collection's own update access says), created only for such a document, and always
 *   held by whoever creates or changes it.
 * - `payload-preferences` keeps Payload's rule (each user reads, changes and deletes only their own);
 *   deleting a preference that is not there answers 404 instead of a database error's 500.
 */

export const LOCKS_SLUG = 'payload-locked-documents'
export const PREFERENCES_SLUG = 'payload-preferences'

type Target = { collection: string; id: number | string } | { global: string }

/** What a lock's data names: the document (`{ relationTo, value }`) and/or the global it locks. */
function targetsOf(data: unknown): Target[] {
  const { document, globalSlug } = (data ?? {}) as { document?: unknown; globalSlug?: unknown }
  const targets: Target[] = []
  if (document !== null && document !== undefined) {
    const { relationTo, value } = document as { relationTo?: unknown; value?: unknown }
    const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
    // A malformed one is a target nobody may lock.
    targets.push({ collection: typeof relationTo === 'string' ? relationTo : '', id: typeof id === 'number' || typeof id === 'string' ? id : '' })
  }
  if (typeof globalSlug === 'string' && globalSlug !== '') targets.push({ global: globalSlug })
  return targets
}

const collectionOf = (req: PayloadRequest, slug: string): Collection | undefined => (req.payload.collections as Record<string, Collection | undefined>)[slug]

/** Ids as the collection's id column holds them; anything that cannot be one is dropped. */
function idsFor(req: PayloadRequest, collection: string, ids: ReadonlyArray<number | string>): Array<number | string> {
  const numeric = (collectionOf(req, collection)?.customIDType ?? req.payload.db.defaultIDType) === 'number'
  if (!numeric) return ids.filter((id) => id !== '')
  return ids.map((id) => (typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN)).filter((id) => Number.isSafeInteger(id))
}

/** Which of these documents the caller may update, by the collection's own update access. */
async function updatableIds(req: PayloadRequest, collection: string, ids: ReadonlyArray<number | string>): Promise<Set<string>> {
  const config = collectionOf(req, collection)?.config
  const wanted = idsFor(req, collection, ids)
  if (!config || wanted.length === 0) return new Set()
  const access = await config.access.update({ req })
  if (!access) return new Set()
  const byId: Where = { id: { in: wanted } }
  const { docs } = await req.payload.db.find({
    collection: config.slug,
    where: access === true ? byId : { and: [byId, access] },
    select: { id: true },
    limit: 0,
    pagination: false,
    req,
  })
  return new Set(docs.map((doc) => String(doc.id)))
}

async function mayUpdateGlobal(req: PayloadRequest, slug: string): Promise<boolean> {
  const global = req.payload.config.globals.find((g) => g.slug === slug)
  return Boolean(global && (await global.access.update({ req })))
}

async function mayUpdateAll(req: PayloadRequest, targets: Target[]): Promise<boolean> {
  for (const target of targets) {
    const allowed =
      'global' in target ? await mayUpdateGlobal(req, target.global) : (await updatableIds(req, target.collection, [target.id])).has(String(target.id))
    if (!allowed) return false
  }
  return true
}

/**
 * The locks on documents the caller may update, as a constraint on the locks' ids: the locks are
 * few (one per document someone has open), so they are read once, grouped by collection, and each
 * collection is asked once which of its locked documents the caller may update.
 */
async function locksOnUpdatableDocuments(req: PayloadRequest): Promise<Where> {
  const { docs: locks } = await req.payload.db.find({
    collection: LOCKS_SLUG,
    select: { document: true, globalSlug: true },
    limit: 0,
    pagination: false,
    req,
  })
  const byCollection = new Map<string, Array<number | string>>()
  const globals = new Set<string>()
  for (const lock of locks) {
    for (const target of targetsOf(lock)) {
      if ('global' in target) globals.add(target.global)
      else byCollection.set(target.collection, [...(byCollection.get(target.collection) ?? []), target.id])
    }
  }
  const allowedDocuments = new Map<string, Set<string>>()
  for (const [collection, ids] of byCollection) allowedDocuments.set(collection, await updatableIds(req, collection, ids))
  const allowedGlobals = new Set<string>()
  for (const slug of globals) if (await mayUpdateGlobal(req, slug)) allowedGlobals.add(slug)
  const allowed = locks.filter((lock) => {
    const targets = targetsOf(lock)
    return (
      targets.length > 0 &&
      targets.every((t) => ('global' in t ? allowedGlobals.has(t.global) : Boolean(allowedDocuments.get(t.collection)?.has(String(t.id)))))
    )
  })
  return { id: { in: allowed.map((lock) => lock.id) } }
}

/** Read, delete: administrators every lock, editors the locks on documents they may update. */
const readLocks: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req.user)) return true
  return locksOnUpdatableDocuments(req)
}

/** Update: as read, and a lock cannot be moved onto a document the caller may not update. */
const updateLocks: Access = async ({ req, data }) => {
  const locks = await readLocks({ req })
  if (!locks || isAdmin(req.user)) return locks
  return (await mayUpdateAll(req, targetsOf(data))) ? locks : false
}

/** Create: only a lock on a document the caller may update. */
const createLocks: Access = async ({ req, data }) => {
  if (!req.user) return false
  // Without data Payload is asking what the user may do in general (the admin's permissions).
  if (isAdmin(req.user) || data === undefined) return true
  const targets = targetsOf(data)
  return targets.length > 0 && mayUpdateAll(req, targets)
}

/** Whoever creates or changes a lock holds it, whatever the request says (system code has no user). */
const callerHoldsTheLock: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (!req.user) return data
  if (operation === 'create' && !isAdmin(req.user) && targetsOf(data).length === 0) throw new Forbidden(req.t)
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}

/** Payload's database adapter fails (500) deleting a preference key the user does not have; say 404. */
function deleteExistingPreferenceOnly(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const key = req.routeParams?.key
    if (req.user && typeof key === 'string') {
      const { docs } = await req.payload.db.find({
        collection: PREFERENCES_SLUG,
        where: { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] },
        limit: 1,
        pagination: false,
        req,
      })
      if (docs.length === 0) throw new NotFound(req.t)
    }
    return handler(req)
  }
}

export function withInternalCollectionRules(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKS_SLUG)
  if (locks) {
    locks.access = { ...locks.access, read: readLocks, create: createLocks, update: updateLocks, delete: readLocks }
    locks.hooks = { ...locks.hooks, beforeChange: [...(locks.hooks.beforeChange ?? []), callerHoldsTheLock] }
  }
  const preferences = config.collections.find((c) => c.slug === PREFERENCES_SLUG)
  if (preferences && Array.isArray(preferences.endpoints)) {
    preferences.endpoints = preferences.endpoints.map((endpoint): Endpoint =>
      endpoint.method === 'delete' && endpoint.path === '/:key' ? { ...endpoint, handler: deleteExistingPreferenceOnly(endpoint.handler) } : endpoint,
    )
  }
  return config
}
