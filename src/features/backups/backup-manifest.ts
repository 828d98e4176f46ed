import path from 'node:path'

import { z } from 'zod'

/** The file at the top of every backup folder that says what it holds; written last, so a folder without it is no backup. */
export const MANIFEST_FILE = 'manifest.json'
/** The database's file in a backup folder, by kind. */
export const DATABASE_FILES = { sqlite: 'showroom.db', postgres: 'database.pgdump' } as const
/** The generated Payload secret (src/lib/config.ts): tokens and sessions signed with it live on only with it. */
export const SECRET_FILE = '.payload-secret'
/**
 * What of the data dir is in a backup besides the database and the media: data the site recorded
 * that no database row holds, which nothing can rebuild. `analytics/`: the page views (when no
 * events service is set); `outbox/`: the e-mails delivered as files (when no SMTP server is set).
 * Not copied: `sms-outbox/` (one-time codes that expire within minutes), `backups/` (other backups)
 * and the built-in search engine's index, which lives in database tables and is in the dump.
 */
export const DATA_FOLDERS = ['analytics', 'outbox'] as const

/** A path inside the backup folder: relative, forward slashes, never leading out of it. */
const relativePath = z
  .string()
  .min(1)
  .refine((p) => !p.includes('\\') && !path.posix.isAbsolute(p) && path.posix.normalize(p) === p && !p.split('/').includes('..'), {
    message: 'must be a relative path inside the backup folder',
  })

const count = z.number().int().min(0)

export const backupManifestSchema = z.object({
  format: z.literal('showroom-backup'),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string().min(1),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: relativePath,
    /** Payload's applied migrations (payload_migrations), oldest first. */
    migrations: z.array(z.string()),
    /** Rows of a few collections when the backup was taken: what a person checks after a restore. */
    counts: z.object({ sites: count, pages: count, leads: count, serviceBookings: count, media: count }).partial(),
  }),
  /** `files`: copied into media/; `s3`: in the bucket, not in the backup (its versioning or replication is their backup). */
  media: z.object({ storage: z.enum(['files', 's3']) }),
  /** `file`: .payload-secret is in the backup; `environment`: PAYLOAD_SECRET was set, and must be set to the same value again. */
  secret: z.object({ file: z.boolean(), environment: z.boolean() }),
  files: z.array(z.object({ path: relativePath, bytes: count, sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
})

export type BackupManifest = z.infer<typeof backupManifestSchema>
export type DatabaseKind = BackupManifest['database']['kind']
export type BackupCounts = BackupManifest['database']['counts']

/** A backup or restore that cannot go on: the message says what is wrong and what to do, for the person at the terminal. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}
