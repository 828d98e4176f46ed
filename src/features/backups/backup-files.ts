import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import type { BackupManifest } from './backup-manifest'

export type BackupFile = BackupManifest['files'][number]

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** `file`'s entry in a manifest: its path inside `root` (forward slashes), size and checksum. */
export async function describeFile(root: string, file: string): Promise<BackupFile> {
  return { path: path.relative(root, file).split(path.sep).join('/'), bytes: (await stat(file)).size, sha256: await sha256Of(file) }
}

/** Every file under `dir`, depth first, in name order (none when it does not exist). Links are skipped: a backup holds files. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const found: string[] = []
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await filesUnder(full)))
    else if (entry.isFile()) found.push(full)
  }
  return found
}

/**
 * Copies the folder `from` to `to` file by file, and returns the copies' files. Copies, not hard
 * links: the server may replace a media file in place, which would change the backup's too.
 */
export async function copyFolder(from: string, to: string): Promise<string[]> {
  const copies: string[] = []
  for (const file of await filesUnder(from)) {
    const target = path.join(to, path.relative(from, file))
    await mkdir(path.dirname(target), { recursive: true })
    await copyFile(file, target)
    copies.push(target)
  }
  return copies
}

/** Whether `inner` is `outer` or lies inside it. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner))
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}
