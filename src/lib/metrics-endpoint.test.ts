import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerMetricsRequest } from './metrics-endpoint'

const TOKEN = 'scrape-token-0123456789'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** Two listeners as src/server.ts has them: the public one (token) and the metrics port (open). */
const publicPort = createServer((req, res) => {
  if (!answerMetricsRequest(req, res, { token: TOKEN, open: false })) res.writeHead(200).end('a page')
})
const withoutToken = createServer((req, res) => {
  if (!answerMetricsRequest(req, res, { open: false })) res.writeHead(200).end('a page')
})
const metricsPort = createServer((req, res) => {
  if (!answerMetricsRequest(req, res, { open: true })) res.writeHead(404).end()
})
const servers = [publicPort, withoutToken, metricsPort]

beforeAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))))
})
afterAll(() => servers.forEach((server) => server.close()))

function get(server: ReturnType<typeof createServer>, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, headers, method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('GET /metrics (issue 40 item 2)', () => {
  it('on the public port, answers only a scraper with the token', async () => {
    const anonymous = await get(publicPort, '/metrics')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toContain('Authorization: Bearer')
    expect((await get(publicPort, '/metrics', { authorization: 'Bearer not-the-token' })).status).toBe(401)

    const scraper = await get(publicPort, '/metrics', { authorization: `Bearer ${TOKEN}` })
    expect(scraper.status).toBe(200)
    expect(scraper.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(scraper.headers['cache-control']).toBe('no-store')
    expect(scraper.body).toMatch(/^# TYPE showroom_http_request_duration_seconds histogram$/m)
    expect(scraper.body).toMatch(/^process_resident_memory_bytes\{app="showroom"\} \d+/m)
    // Other paths are the site's.
    expect((await get(publicPort, '/om-oss')).body).toBe('a page')
  })

  it('without a token, is not served on the public port at all', async () => {
    const answer = await get(withoutToken, '/metrics', { authorization: `Bearer ${TOKEN}` })
    expect(answer.status).toBe(404)
    expect(answer.body).toContain('SHOWROOM_METRICS_TOKEN or SHOWROOM_METRICS_PORT')
  })

  it('on the metrics port, answers whoever reaches it; only GET and HEAD', async () => {
    expect((await get(metricsPort, '/metrics')).status).toBe(200)
    expect((await get(metricsPort, '/metrics?name=x')).status).toBe(200)
    const post = await get(metricsPort, '/metrics', {}, 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })
})
