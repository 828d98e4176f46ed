import { applyCacheInvalidation, cacheInvalidationPollingActive, onCacheInvalidation } from '@/lib/cache-invalidation'
import type { SqlDatabase } from '@/lib/sql-database'
import { type IndexVersion, indexVersions, readStock, type StockKind } from '@/integrations/search/built-in/stock-tables'
import { logger } from '@/lib/logger'
import { showroomMetrics } from '@/lib/metrics'

import { buildSearchIndex, type SearchIndex } from './engine'
import { type IndexSchema, KITS_SCHEMA, SITES_SCHEMA, VEHICLES_SCHEMA } from '../index-schema'
import { indexedFields } from './indexed-fields'

export type LoadedIndex = {
  name: string
  kind: StockKind
  version: number
  index: SearchIndex
  /** Record ids by position, as the index was built. */
  ids: readonly string[]
}

const RETRY_FAILED_BUILD_MS = 30_000
/**
 * Where the process polls the invalidation signal, its stock version watcher reads the versions
 * every second and names `stock:<index>` when one changed (stock-version-watcher.ts): the registry
 * then need not read them in a search, which is in a page render (issue 38: a render's statements
 * are a fixed number). This is only the net for a poll that keeps failing.
 */
const VERSION_CHECK_WHILE_POLLED_MS = 60_000

const SCHEMA_OF: Record<StockKind, IndexSchema> = { cars: VEHICLES_SCHEMA, dealers: SITES_SCHEMA, kits: KITS_SCHEMA }

/**
 * Every web process holds its own replica of each index (ARCHITECTURE 'Scale-out'), built from the
 * stock tables on first use and rebuilt when an import bumps the index's version. Until a rebuild
 * is done, the previous replica keeps answering.
 */
export class IndexRegistry {
  private readonly loaded = new Map<string, LoadedIndex>()
  private readonly building = new Map<string, Promise<LoadedIndex>>()
  private versions: { at: number; values: Promise<Map<string, IndexVersion>> } | undefined

  constructor(
    private readonly db: SqlDatabase,
    private readonly options: { versionCheckMs?: number; now?: () => number } = {},
  ) {
    // A stock import anywhere (issue 23): read the versions again at the next search instead of
    // up to versionCheckMs later, so a page rendered afresh for the change does not get the old answer.
    onCacheInvalidation((tags) => {
      if (tags.some((tag) => tag.startsWith('stock:'))) this.versions = undefined
    })
  }

  /**
   * Current versions of all indexes, read from the database at most every `versionCheckMs` (once
   * a minute where the signal is polled), once for all the searches that ask meanwhile.
   */
  async currentVersions(): Promise<Map<string, IndexVersion>> {
    const now = (this.options.now ?? Date.now)()
    const checkMs = cacheInvalidationPollingActive() ? VERSION_CHECK_WHILE_POLLED_MS : (this.options.versionCheckMs ?? 2000)
    if (!this.versions || now - this.versions.at >= checkMs) {
      const read = { at: now, values: indexVersions(this.db) }
      this.versions = read
      // A failed read is not kept: the next search reads again.
      read.values.catch(() => {
        if (this.versions === read) this.versions = undefined
      })
    }
    return this.versions.values
  }

  /**
   * The index with this name, or undefined when no stock was ever imported into it; `current` is
   * false while it is the old replica answering until a newer version has been built.
   */
  async get(name: string): Promise<{ loaded: LoadedIndex; current: boolean } | undefined> {
    const known = (await this.currentVersions()).get(name)
    if (!known) return undefined
    const replica = this.loaded.get(name)
    if (replica && replica.version === known.version) return { loaded: replica, current: true }
    const build = this.build(name, known.kind, known.version)
    // Serve the old replica while the new one builds; wait only when there is none.
    return replica ? { loaded: replica, current: false } : { loaded: await build, current: true }
  }

  private build(name: string, kind: StockKind, version: number): Promise<LoadedIndex> {
    const key = `${name}@${version}`
    const running = this.building.get(key)
    if (running) return running
    const started = Date.now()
    const promise = (async () => {
      const schema = SCHEMA_OF[kind]
      const records: Record<string, unknown>[] = []
      const ids: string[] = []
      for await (const page of readStock(this.db, kind, name, { fields: indexedFields(schema) })) {
        for (const row of page) {
          records.push(row.record as Record<string, unknown>)
          ids.push(row.id)
        }
      }
      const loaded: LoadedIndex = { name, kind, version, index: buildSearchIndex(schema, records), ids }
      const replaced = this.loaded.has(name)
      this.loaded.set(name, loaded)
      logger.info({ index: name, version, records: ids.length, ms: Date.now() - started }, 'Search index built')
      showroomMetrics().searchIndexBuilds.inc({ index: name, result: 'built' })
      showroomMetrics().searchIndexBuildSeconds.observe({ index: name }, (Date.now() - started) / 1000)
      // Pages rendered while the old replica still answered are stale now that the new one does.
      if (replaced) applyCacheInvalidation([`stock:${name}`])
      return loaded
    })()
    this.building.set(key, promise)
    promise.then(
      () => this.building.delete(key),
      (error: unknown) => {
        // Keep the failure for a while: requests must not start a full rebuild each, back to back.
        setTimeout(() => this.building.delete(key), RETRY_FAILED_BUILD_MS).unref?.()
        logger.error({ err: error, index: name }, 'Search index build failed')
        showroomMetrics().searchIndexBuilds.inc({ index: name, result: 'failed' })
      },
    )
    return promise
  }
}
