/**
 * npm run db:restore -- <backup folder> [--force]
 *
 * Restores a backup written by `npm run db:backup` into the configured data dir and DATABASE_URL.
 * Checks the backup's checksums before it changes anything, and refuses a target that already
 * holds data unless --force is given. Stop the server first (README "Backups").
 */
import { parseArgs } from 'node:util'

import { BackupError, backupPlaceOf, restoreBackup } from '../src/features/backups'
import { ConfigError, parseConfig } from '../src/lib/config'
import { holdDatabaseProcessLockOrExit } from '../src/lib/sqlite-process-lock'

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run db:restore -- <backup folder> [--force]`)
  process.exit(2)
}

async function main() {
  let args
  try {
    args = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
  } catch (error) {
    usage((error as Error).message)
  }
  if (args.positionals.length !== 1) usage('Name one backup folder to restore.')
  let config
  try {
    // parseConfig, not getConfig: that would make a new .payload-secret here before the backup's is restored.
    config = parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) usage(error.message)
    throw error
  }
  // A server on the SQLite file holds its process lock: never restore under a running server.
  const databaseLock = await holdDatabaseProcessLockOrExit(config.database, 'restore', 1)
  const started = Date.now()
  const { manifest, restored, notes } = await restoreBackup({ backupDir: args.positionals[0]!, place: backupPlaceOf(config), force: args.values.force })
  const counts = Object.entries(restored.counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ')
  console.log(`Restored the backup of ${manifest.createdAt} (Showroom ${manifest.appVersion}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}.`)
  for (const note of notes) console.log(`  Note: ${note}`)
  console.log('Start the server (npm start): it brings the schema up to date with this version before it serves.')
  await databaseLock?.release()
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : `The restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(1)
})
