import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

/** The Payload Local API of this process (initialised once, reused). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** Plain SQL on the CMS's own connection: what built-in adapters (search, quotes) are handed. */
export async function cmsDatabase(): Promise<SqlDatabase> {
  return sqlDatabaseOf(await getPayloadClient())
}
