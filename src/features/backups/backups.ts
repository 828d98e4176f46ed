import { existsSync } from 'node:fs'
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { ShowroomConfig } from '@/lib/config'

import {
  backUpPostgres,
  backUpSqlite,
  type DatabaseSummary,
  postgresHasData,
  removeSqliteCompanions,
  restorePostgres,
  sqliteCompanions,
  sqliteFileOf,
  sqliteHasData,
  sqliteSummary,
} from './backup-database'
import { type BackupFile, copyFolder, describeFile, filesUnder, isInside, sha256Of } from './backup-files'
import {
  BackupError,
  type BackupManifest,
  backupManifestSchema,
  DATA_FOLDERS,
  DATABASE_FILES,
  type DatabaseKind,
  MANIFEST_FILE,
  SECRET_FILE,
} from './backup-manifest'

/** Where a server keeps what a backup holds, and so where a restore puts it back. */
export type BackupPlace = {
  database: { kind: DatabaseKind; url: string }
  dataDir: string
  /** null when media live in an S3 bucket (then they are not on this machine). */
  mediaDir: string | null
  /** PAYLOAD_SECRET is set, so the app does not use a .payload-secret file. */
  secretFromEnvironment: boolean
}

/**
 * The place of a configuration read with parseConfig. Not getConfig's: without PAYLOAD_SECRET it
 * makes a new .payload-secret, and in the empty data dir of a restore that is not the secret to keep.
 */
export function backupPlaceOf(config: Pick<ShowroomConfig, 'database' | 'dataDir' | 'mediaDir' | 's3' | 'payloadSecret'>): BackupPlace {
  return {
    database: config.database,
    dataDir: path.resolve(config.dataDir),
    mediaDir: config.s3 ? null : path.resolve(config.mediaDir),
    secretFromEnvironment: config.payloadSecret !== '',
  }
}

const KIND_NAMES: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' }

/** `2026-05-04T10-20-30Z`: UTC, sorts by time, and no colons (a folder name everywhere). */
export function backupFolderName(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
}

export type CreateBackupOptions = {
  place: BackupPlace
  /** The folder to write; `<dataDir>/backups/<UTC time>` when not given. It must not exist or be empty. */
  out?: string
  appVersion: string
  now?: Date
}

/**
 * Writes one backup folder: the database (a consistent copy taken while the server runs), the
 * media files, the generated secret, the data folders (DATA_FOLDERS) and, last, manifest.json with
 * every file's size and checksum. A backup that fails half-way is removed.
 */
export async function createBackup({ place, out, appVersion, now = new Date() }: CreateBackupOptions): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = path.resolve(out ?? path.join(place.dataDir, 'backups', backupFolderName(now)))
  const sources = [...(place.mediaDir ? [place.mediaDir] : []), ...DATA_FOLDERS.map((folder) => path.join(place.dataDir, folder))]
  const inside = sources.find((source) => isInside(dir, source))
  if (inside) throw new BackupError(`The backup folder ${dir} lies inside ${inside}, which the backup copies: choose a folder outside it (--out).`)
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new BackupError(`${dir} already exists and is not empty: choose a new folder (--out).`)
  await mkdir(dir, { recursive: true })
  try {
    const databaseFile = path.join(dir, DATABASE_FILES[place.database.kind])
    const summary =
      place.database.kind === 'sqlite' ? await backUpSqlite(place.database.url, databaseFile) : await backUpPostgres(place.database.url, databaseFile)
    const copies = [databaseFile]
    if (place.mediaDir) copies.push(...(await copyFolder(place.mediaDir, path.join(dir, 'media'))))
    for (const folder of DATA_FOLDERS) copies.push(...(await copyFolder(path.join(place.dataDir, folder), path.join(dir, folder))))
    const secretFile = path.join(place.dataDir, SECRET_FILE)
    const hasSecretFile = existsSync(secretFile)
    if (hasSecretFile) {
      await copyFile(secretFile, path.join(dir, SECRET_FILE))
      await chmod(path.join(dir, SECRET_FILE), 0o600)
      copies.push(path.join(dir, SECRET_FILE))
    }
    const files: BackupFile[] = []
    for (const copy of copies) files.push(await describeFile(dir, copy))
    const manifest: BackupManifest = {
      format: 'showroom-backup',
      formatVersion: 1,
      createdAt: now.toISOString(),
      appVersion,
      database: { kind: place.database.kind, file: DATABASE_FILES[place.database.kind], ...summary },
      media: { storage: place.mediaDir ? 'files' : 's3' },
      secret: { file: hasSecretFile, environment: place.secretFromEnvironment },
      files,
    }
    // Written last: a folder without a manifest is a backup that did not finish.
    await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(backupManifestSchema.parse(manifest), null, 2)}\n`, { mode: 0o600 })
    return { dir, manifest }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

/** The backup's manifest, checked: a folder without one, or with one this version cannot read, is refused. */
export async function readBackupManifest(backupDir: string): Promise<BackupManifest> {
  const file = path.join(backupDir, MANIFEST_FILE)
  if (!existsSync(backupDir)) throw new BackupError(`There is no backup folder ${backupDir}.`)
  if (!existsSync(file))
    throw new BackupError(
      `${backupDir} holds no ${MANIFEST_FILE}, so it is not a finished Showroom backup (npm run db:backup writes it last): use another backup.`,
    )
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new BackupError(`${file} is not valid JSON (${(error as Error).message}): the backup is damaged; use another one.`)
  }
  const parsed = backupManifestSchema.safeParse(json)
  if (!parsed.success)
    throw new BackupError(
      `${file} is not a manifest this version of Showroom can read:\n${parsed.error.issues
        .slice(0, 5)
        .map((issue) => `  - ${issue.path.join('.') || '(manifest)'}: ${issue.message}`)
        .join('\n')}`,
    )
  return parsed.data
}

/** Every file the manifest lists is there, of its size and checksum; the database file among them. */
export async function verifyBackup(backupDir: string, manifest: BackupManifest): Promise<void> {
  const problems: string[] = []
  if (!manifest.files.some((file) => file.path === manifest.database.file)) problems.push(`${manifest.database.file}: the database is not in the file list`)
  for (const file of manifest.files) {
    const full = path.join(backupDir, ...file.path.split('/'))
    if (!existsSync(full)) problems.push(`${file.path}: missing`)
    else if ((await sha256Of(full)) !== file.sha256) problems.push(`${file.path}: its contents differ from the checksum in the manifest`)
  }
  if (problems.length > 0)
    throw new BackupError(
      `The backup in ${backupDir} is damaged or incomplete, so nothing was restored:\n${problems
        .slice(0, 10)
        .map((problem) => `  - ${problem}`)
        .join('\n')}${problems.length > 10 ? `\n  … and ${problems.length - 10} more` : ''}\nUse another backup.`,
    )
}

/** What of the target is already there: the database's tables, media files. Empty when a restore may go ahead. */
async function dataInTarget(place: BackupPlace): Promise<string[]> {
  const found: string[] = []
  const hasData = place.database.kind === 'sqlite' ? await sqliteHasData(place.database.url) : await postgresHasData(place.database.url)
  if (hasData)
    found.push(
      place.database.kind === 'sqlite' ? `the database ${sqliteFileOf(place.database.url)} has tables` : 'the PostgreSQL database in DATABASE_URL has tables',
    )
  const media = place.mediaDir ? (await filesUnder(place.mediaDir)).length : 0
  if (media > 0) found.push(`${media} media file(s) in ${place.mediaDir}`)
  return found
}

export type RestoreOptions = {
  backupDir: string
  place: BackupPlace
  /** Replace a target that already holds data. */
  force?: boolean
}

export type RestoreResult = { manifest: BackupManifest; restored: DatabaseSummary; notes: string[] }

/**
 * Restores a backup into the configured place. Refuses, before anything is changed: a folder that
 * is not a finished backup, a database of the other kind, a file whose checksum differs, and a
 * target that holds data (unless `force`). The SQLite file is written beside the target and
 * renamed over it; PostgreSQL is restored in one transaction. Then the files are put in place.
 */
export async function restoreBackup({ backupDir: given, place, force = false }: RestoreOptions): Promise<RestoreResult> {
  const backupDir = path.resolve(given)
  const manifest = await readBackupManifest(backupDir)
  if (manifest.database.kind !== place.database.kind) {
    const theirs = KIND_NAMES[manifest.database.kind]
    throw new BackupError(
      `This backup holds a ${theirs} database, but DATABASE_URL names a ${KIND_NAMES[place.database.kind]} one: a backup restores only into the kind it was taken from. Set DATABASE_URL to a ${theirs} database (${manifest.database.kind === 'sqlite' ? 'file:…' : 'postgres://…'}) and run again.`,
    )
  }
  await verifyBackup(backupDir, manifest)
  if (!force) {
    const found = await dataInTarget(place)
    if (found.length > 0)
      throw new BackupError(
        `The target already holds data (${found.join('; ')}), and a restore would replace it. Stop the server, back it up first if you may need it (npm run db:backup), then run the restore again with --force.`,
      )
  }
  const fromBackup = (relative: string) => path.join(backupDir, ...relative.split('/'))
  let restored: DatabaseSummary
  if (place.database.kind === 'sqlite') {
    const target = sqliteFileOf(place.database.url)
    const companions = sqliteCompanions(place.database.url)
    if (companions.length > 0 && !force)
      throw new BackupError(
        `${companions.map((file) => path.basename(file)).join(' and ')} beside ${target} say a server has the database open: stop it, then run the restore again (with --force if no server runs and the files are left from one that stopped abruptly).`,
      )
    await mkdir(path.dirname(target), { recursive: true })
    const temporary = `${target}.restoring-${process.pid}`
    await copyFile(fromBackup(manifest.database.file), temporary)
    // An old -wal beside the new file would be replayed onto it.
    await removeSqliteCompanions(place.database.url)
    await rename(temporary, target)
    restored = await sqliteSummary(target)
  } else {
    restored = await restorePostgres(place.database.url, fromBackup(manifest.database.file))
  }

  const notes: string[] = []
  await mkdir(place.dataDir, { recursive: true })
  const staging = path.join(place.dataDir, `.restoring-${process.pid}`)
  await rm(staging, { recursive: true, force: true })
  try {
    const filesIn = (folder: string) => manifest.files.filter((file) => file.path.startsWith(`${folder}/`))
    /** Copies the backup's `folder` next to its place, then swaps it in: the old one goes only once the new one is whole. */
    const putFolder = async (folder: string, target: string) => {
      const files = filesIn(folder)
      if (files.length === 0) return
      for (const file of files) {
        const staged = path.join(staging, ...file.path.split('/'))
        await mkdir(path.dirname(staged), { recursive: true })
        await copyFile(fromBackup(file.path), staged)
      }
      await rm(target, { recursive: true, force: true })
      await mkdir(path.dirname(target), { recursive: true })
      await rename(path.join(staging, folder), target)
    }
    const mediaFiles = filesIn('media').length
    if (place.mediaDir) await putFolder('media', place.mediaDir)
    else if (mediaFiles > 0)
      notes.push(
        `The backup's ${mediaFiles} media file(s) were not restored: this server keeps media in the S3 bucket (SHOWROOM_S3_BUCKET). Upload the backup's media/ folder into the bucket under SHOWROOM_S3_PREFIX yourself.`,
      )
    for (const folder of DATA_FOLDERS) await putFolder(folder, path.join(place.dataDir, folder))
    if (manifest.secret.file) {
      await copyFile(fromBackup(SECRET_FILE), path.join(place.dataDir, SECRET_FILE))
      await chmod(path.join(place.dataDir, SECRET_FILE), 0o600)
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }

  if (manifest.media.storage === 's3')
    notes.push('Media were in an S3 bucket and are not in the backup: the restored pages show them from the bucket, as before.')
  if (manifest.secret.file && place.secretFromEnvironment)
    notes.push(`PAYLOAD_SECRET is set here, so the restored ${SECRET_FILE} is not used: sign-ins from before the backup last only if it has the same value.`)
  if (!manifest.secret.file && manifest.secret.environment)
    notes.push('The backed-up server had PAYLOAD_SECRET set: set the same value here, or sign-ins and tokens from before the backup stop working.')
  const differs = (Object.keys(manifest.database.counts) as (keyof BackupManifest['database']['counts'])[]).filter(
    (name) => manifest.database.counts[name] !== restored.counts[name],
  )
  if (differs.length > 0)
    notes.push(
      `The restored database's counts differ from the manifest's (${differs.map((name) => `${name}: ${restored.counts[name] ?? 'none'} instead of ${manifest.database.counts[name]}`).join(', ')}): check the restore.`,
    )
  return { manifest, restored, notes }
}
