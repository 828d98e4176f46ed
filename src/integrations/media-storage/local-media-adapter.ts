import { createReadStream } from 'node:fs'
import { mkdir, stat, unlink, writeFile, copyFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Adapter } from '@payloadcms/plugin-cloud-storage/types'
import { UPLOAD_CONTENT_SECURITY_POLICY } from 'payload/internal'

const MIME_BY_EXTENSION: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}

/** The file's place under `dir`, or undefined when the name would lead outside it. */
export function mediaFilePath(dir: string, storageFilePath: string): string | undefined {
  const root = path.resolve(dir)
  const file = path.resolve(root, storageFilePath)
  return file.startsWith(root + path.sep) ? file : undefined
}

/**
 * Media files in a folder of this machine (the data dir), through the same cloud-storage plugin
 * as S3 (integrations/media-storage/instance.ts). Why not Payload's own local storage: it removes
 * a file before its database row is deleted, so a delete that then fails leaves an image that is
 * broken for good (issue 15); the plugin deletes files only after the row is gone. Several
 * processes must share the folder (or use S3).
 */
export function localMediaAdapter(dir: string): Adapter {
  return () => ({
    name: 'local-media',
    async handleUpload({ file, storageFilePath }) {
      const target = mediaFilePath(dir, storageFilePath)
      if (!target) throw new Error(`Refusing to store a media file outside the media folder: ${storageFilePath}`)
      await mkdir(path.dirname(target), { recursive: true })
      if (file.tempFilePath) await copyFile(file.tempFilePath, target)
      else await writeFile(target, file.buffer)
    },
    async handleDelete({ storageFilePath }) {
      const target = mediaFilePath(dir, storageFilePath)
      if (!target) return
      await unlink(target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
    async staticHandler(req, { doc, params }) {
      const storagePath = path.posix.join(params.prefix ?? '', params.filename)
      const target = mediaFilePath(dir, storagePath)
      const notFound = () => Response.json({ errors: [{ message: 'This media file does not exist.' }] }, { status: 404 })
      if (!target) return notFound()
      const stats = await stat(target).catch(() => null)
      if (!stats?.isFile()) return notFound()
      const extension = path.extname(target).slice(1).toLowerCase()
      const file = doc as { filename?: unknown; mimeType?: unknown } | undefined
      const ownMime = file?.filename === params.filename && typeof file.mimeType === 'string' ? file.mimeType : undefined
      const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
      const headers = new Headers({
        'Content-Type': ownMime ?? MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
        'Content-Length': String(stats.size),
        'Cache-Control': 'public, max-age=3600',
        ETag: etag,
        'Last-Modified': stats.mtime.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
        // An uploaded file never runs script, even when opened on its own (SVG).
        'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
      })
      if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
      const body = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>
      return new Response(body, { status: 200, headers })
    },
  })
}
