import type { Payload } from 'payload'

import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

/**
 * The Payload Local API of this process (initialised once, reused). Payload and its configuration
 * (the database adapters, Lexical, the storage plugin, jsdom for SVG uploads: seconds of loading)
 * are imported on the first call, not by every module that imports a repository: a page, a
 * component or a unit test that never reaches the CMS does not load them.
 */
export async function getPayloadClient(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config })
}

/** Plain SQL on the CMS's own connection: what built-in adapters (search, quotes) are handed. */
export async function cmsDatabase(): Promise<SqlDatabase> {
  return sqlDatabaseOf(await getPayloadClient())
}
