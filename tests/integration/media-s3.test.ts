import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 15 item 3: with SHOWROOM_S3_BUCKET set, media files go to S3-compatible object storage
 * (through @payloadcms/storage-s3), so every process behind a load balancer serves every file.
 * Checked against a small S3 stand-in on loopback (path-style PUT, HEAD, GET, DELETE of objects),
 * since no real S3 service is reachable here.
 */

const objects = new Map<string, { body: Buffer; type: string }>()
const requests: string[] = []
let server: Server
let payload: Payload
const saved = { ...process.env }
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

function startFakeS3(): Promise<number> {
  server = createServer((req, res) => {
    const key = decodeURIComponent((req.url ?? '/').split('?')[0]!.replace(/^\/showroom-media\//, ''))
    requests.push(`${req.method} ${key}`)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const object = objects.get(key)
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? 'application/octet-stream') })
        res.writeHead(200, { ETag: '"fake"' }).end()
      } else if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
      } else if (!object) {
        res.writeHead(404, { 'Content-Type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>')
      } else {
        res.writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length, ETag: '"fake"', 'Last-Modified': new Date().toUTCString() })
        res.end(req.method === 'HEAD' ? undefined : object.body)
      }
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
}

beforeAll(async () => {
  const port = await startFakeS3()
  Object.assign(process.env, {
    SHOWROOM_S3_BUCKET: 'showroom-media',
    SHOWROOM_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    SHOWROOM_S3_ACCESS_KEY_ID: 'test-key',
    SHOWROOM_S3_SECRET_ACCESS_KEY: 'test-secret',
    SHOWROOM_S3_FORCE_PATH_STYLE: 'true',
  })
  // After the environment: the configuration and the Payload config are read on import.
  const { createTestPayload } = await import('./test-payload')
  payload = await createTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
  server?.close()
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
})

describe('media in S3-compatible storage', () => {
  it('stores an upload in the bucket, serves it from there and removes it after its row', async () => {
    const { handleEndpoints } = await import('payload')
    const { default: config } = await import('@payload-config')
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Logo' },
      file: { data: PNG, mimetype: 'image/png', name: 'logo.png', size: PNG.length },
    })
    expect(objects.get('media/logo.png')?.body.equals(PNG)).toBe(true)
    // Served through our own file route (so access rules and the CSP apply), not from the bucket's URL.
    expect(doc.url).toMatch(/^\/api\/media\/file\/logo\.png(\?prefix=media)?$/)

    const served = await handleEndpoints({ config, path: '/api/media/file/logo.png', request: new Request('http://localhost/api/media/file/logo.png') })
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)

    await payload.delete({ collection: 'media', id: doc.id })
    expect(objects.has('media/logo.png')).toBe(false)
    expect(await payload.findByID({ collection: 'media', id: doc.id, disableErrors: true })).toBeNull()
  })
})
