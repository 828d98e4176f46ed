import type { Payload, PayloadRequest } from 'payload'

/**
 * Work a CMS hook starts that others must only see once the save is committed. A collection hook
 * runs inside the save's transaction (on PostgreSQL; SQLite runs without one): a cache invalidation
 * announced there reached the other processes before the new content could be read, so they
 * rendered the old page again and cached it until the signal's repeat 3 s later (the cluster test
 * measured a publish visible after 4–6 s). `runAfterCommit` holds the work until the transaction
 * commits and drops it if it rolls back.
 */
const PENDING = Symbol('showroom.afterCommit')

type TransactionId = string | number
type Adapter = {
  commitTransaction(id: TransactionId | Promise<TransactionId | null>): Promise<void>
  rollbackTransaction(id: TransactionId | Promise<TransactionId | null>): Promise<void>
  /** @payloadcms/drizzle's open transactions, by id (absent once committed or rolled back). */
  sessions?: Record<string, unknown>
  [PENDING]?: Map<TransactionId, (() => void)[]>
}

function runEach(work: readonly (() => void)[] | undefined): void {
  for (const item of work ?? []) item()
}

/** Wraps the database adapter's commit and rollback once (from the CMS's onInit), so hooks can wait for them. */
export function holdWorkUntilCommit(payload: Payload): void {
  const adapter = payload.db as unknown as Adapter
  if (adapter[PENDING]) return
  const pending = new Map<TransactionId, (() => void)[]>()
  adapter[PENDING] = pending
  const commit = adapter.commitTransaction.bind(adapter)
  const rollback = adapter.rollbackTransaction.bind(adapter)
  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    try {
      await commit(incoming)
    } finally {
      // Payload's commit never throws (a failed one rolls back inside): the work runs either way,
      // and an invalidation too many costs one render.
      if (id !== null) {
        const work = pending.get(id)
        pending.delete(id)
        runEach(work)
      }
    }
  }
  adapter.rollbackTransaction = async (incoming) => {
    const id = await incoming
    if (id !== null) pending.delete(id)
    await rollback(incoming)
  }
}

/** Runs `work` once the transaction `req` saves in has committed; at once when there is none. */
export function runAfterCommit(req: PayloadRequest, work: () => void): void {
  const adapter = req.payload.db as unknown as Adapter
  const pending = adapter[PENDING]
  const hold = (id: TransactionId | null | undefined) => {
    if (id === null || id === undefined || !pending || !adapter.sessions?.[String(id)]) return work()
    pending.set(id, [...(pending.get(id) ?? []), work])
  }
  const id = req.transactionID
  if (id instanceof Promise) void id.then(hold, () => work())
  else hold(id)
}
