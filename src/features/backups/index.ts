/**
 * The public face of features/backups (issue 40 item 4): `npm run db:backup` and
 * `npm run db:restore` (scripts/db-backup.ts, scripts/db-restore.ts) and their test.
 */
export { type BackupPlace, backupPlaceOf, createBackup, restoreBackup, type RestoreResult } from './backups'
export { BackupError, type BackupManifest } from './backup-manifest'
