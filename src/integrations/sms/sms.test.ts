import { createServer, type IncomingMessage, type Server } from 'node:http'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { HttpSms } from './http-sms'
import { OutboxSms } from './outbox-sms'
import { SmsSendError } from './sms-port'

type Received = { headers: IncomingMessage['headers']; body: unknown }

/** A fake SMS gateway on a free port: answers `status` and records what it got. */
async function fakeGateway(status: number): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    let data = ''
    req.on('data', (c: Buffer) => (data += c.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data || 'null') })
      res.statusCode = status
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received, server }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

describe('HttpSms (against a fake gateway)', () => {
  it('posts the number and text with the key as a bearer token', async () => {
    const gateway = await fakeGateway(202)
    servers.push(gateway.server)
    await new HttpSms({ url: gateway.url, apiKey: 'secret-key-123' }).send({ to: '+46701234567', text: 'Din kod: 1234' })
    expect(gateway.received).toHaveLength(1)
    expect(gateway.received[0]!.body).toEqual({ to: '+46701234567', message: 'Din kod: 1234' })
    expect(gateway.received[0]!.headers.authorization).toBe('Bearer secret-key-123')
  })

  it('throws SmsSendError when the gateway refuses', async () => {
    const gateway = await fakeGateway(503)
    servers.push(gateway.server)
    await expect(new HttpSms({ url: gateway.url }).send({ to: '+46701234567', text: 'x' })).rejects.toBeInstanceOf(SmsSendError)
  })

  it('throws SmsSendError when the gateway cannot be reached', async () => {
    await expect(new HttpSms({ url: 'http://127.0.0.1:9/send', timeoutMs: 2000 }).send({ to: '1', text: 'x' })).rejects.toBeInstanceOf(SmsSendError)
  })
})

describe('OutboxSms', () => {
  it('writes each message as a file a person can read', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'))
    try {
      const sms = new OutboxSms(path.join(dir, 'sms-outbox'))
      await sms.send({ to: '+46701234567', text: 'Din kod: 4711' })
      await sms.send({ to: '+46709999999', text: 'Din kod: 0042' })
      const files = (await readdir(path.join(dir, 'sms-outbox'))).sort()
      expect(files).toHaveLength(2)
      const texts = await Promise.all(
        files.map(async (f) => JSON.parse(await readFile(path.join(dir, 'sms-outbox', f), 'utf8')) as { to: string; text: string }),
      )
      expect(texts.map((t) => t.text).sort()).toEqual(['Din kod: 0042', 'Din kod: 4711'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
