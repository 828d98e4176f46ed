import type { Payload } from 'payload'

import { runMigrations, withPrepareLock } from './migrate-database'

export { migrateDatabase, withPrepareLock } from './migrate-database'

/**
 * Migrations, then `loadContent` (the demo content, src/demo, when it is on), all under one
 * prepare lock, so N processes started at once on an empty database each come up and the content
 * is loaded exactly once. The CMS layer knows nothing of the demo: the caller passes it in.
 */
export async function prepareDatabase<T>(payload: Payload, loadContent: (payload: Payload) => Promise<T>): Promise<T>
export async function prepareDatabase(payload: Payload): Promise<void>
export async function prepareDatabase<T>(payload: Payload, loadContent?: (payload: Payload) => Promise<T>): Promise<T | void> {
  return withPrepareLock(payload, async () => {
    await runMigrations(payload)
    return loadContent ? loadContent(payload) : undefined
  })
}
