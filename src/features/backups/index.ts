/**
 * The public face of features/backups (issue 40 item 4): `npm run db:backup` and
 * `npm run db:restore` (scripts/db-backup.ts, scripts/db-restore.ts) and their test.
 */
export { type BackupPlace, backupPlaceOf, createBackup, readBackupManifest, restoreBackup, type RestoreResult, verifyBackup } from './backups'
export { BackupError, type BackupManifest, DATA_FOLDERS, DATABASE_FILES, MANIFEST_FILE, SECRET_FILE } from './backup-manifest'
