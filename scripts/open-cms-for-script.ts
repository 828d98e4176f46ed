/**
 * What the command-line tools that read or write the CMS's database share (`stock:import`,
 * `kits:import`, `redirects:import`, `redirects:export`): the configuration checked first (a
 * missing or bad variable is the usage message, exit 2), then the CMS started and its database
 * migrated. The CMS is imported only after the check, so a bad configuration never loads it.
 */
import type { Payload } from 'payload'

import { ConfigError, getConfig } from '../src/lib/config'
import type { SqlDatabase } from '../src/lib/sql-database'

export async function openCmsForScript(usage: (message: string) => never): Promise<{ payload: Payload; db: SqlDatabase }> {
  try {
    getConfig()
  } catch (error) {
    if (error instanceof ConfigError) usage(error.message)
    throw error
  }
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/cms/payload.config')
  const { migrateDatabase } = await import('../src/cms/database')
  const { sqlDatabaseOf } = await import('../src/lib/sql-database')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return { payload, db: sqlDatabaseOf(payload) }
}
