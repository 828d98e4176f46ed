/**
 * npm run db:backup [-- --out <folder>]
 *
 * Backs up the configured database (SQLite: a consistent copy taken while the server runs;
 * PostgreSQL: pg_dump), the media files, the generated secret and the data folders into one
 * folder with a manifest.json of checksums: `<data dir>/backups/<UTC time>/` unless --out is given.
 * Restore it with `npm run db:restore -- <folder>` (README "Backups").
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { BackupError, backupPlaceOf, createBackup } from '../src/features/backups'
import { ConfigError, parseConfig } from '../src/lib/config'

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run db:backup [-- --out <folder>]`)
  process.exit(2)
}

async function main() {
  let args
  try {
    args = parseArgs({ options: { out: { type: 'string' } } })
  } catch (error) {
    usage((error as Error).message)
  }
  let config
  try {
    config = parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) usage(error.message)
    throw error
  }
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  const started = Date.now()
  const { dir, manifest } = await createBackup({ place: backupPlaceOf(config), out: args.values.out, appVersion: version })
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0)
  const counts = Object.entries(manifest.database.counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ')
  console.log(
    `Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.files.length} file(s), ${(bytes / 1024 / 1024).toFixed(1)} MB.`,
  )
  console.log(`  ${manifest.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database: ${counts || 'no tables'}.`)
  if (manifest.media.storage === 's3') console.log('  Media are in the S3 bucket and not in the backup: its versioning or replication is their backup.')
  if (manifest.secret.environment) console.log('  PAYLOAD_SECRET is set and is not in the backup: keep its value with it, a restore needs the same one.')
  console.log(`Restore it with: npm run db:restore -- ${dir}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : `The backup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(1)
})
