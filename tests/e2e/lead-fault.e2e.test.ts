import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SERVER_ENTRY } from '../../scripts/server-entry'

/**
 * The fault test: a lead is stored and answered 202, the server is killed (SIGKILL) while
 * it is delivering, and after a restart the lead still reaches the CRM. A server of its own, on
 * its own database (a copy of the shared server's as prepared: demo content and stock), so the
 * shared e2e server is not disturbed.
 */

const PORT = Number(process.env.E2E_FAULT_PORT ?? 3117)
let dataDir: string
let crm: Server
let crmUrl: string
/** What the fake CRM received, in order; while `hang` is true it never answers (a slow CRM). */
const received: { formSubmissionId: string }[] = []
let hang = true

function startApp(): ChildProcess {
  return spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...appEnv(), NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  })
}

function appEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SHOWROOM_DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'showroom.db')}`,
    PAYLOAD_SECRET: 'e2e-fault-secret-0123456789',
    PORT: String(PORT),
    LOG_LEVEL: 'error',
    SHOWROOM_CRM_URL: crmUrl,
    SHOWROOM_LEAD_OUTBOX_INTERVAL_SECONDS: '1',
    SHOWROOM_LEAD_CLAIM_SECONDS: '3',
  }
}

async function waitUntilUp(): Promise<void> {
  // The server warms its start pages and car lists before it opens its port.
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the fault-test server did not start')
}

function post(pathname: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, path: pathname, method: 'POST', headers: { host: `nordbil.localhost:${PORT}`, 'content-type': 'application/json' } },
      (res) => {
        let text = ''
        res.on('data', (d: Buffer) => (text += d.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const kill = (app: ChildProcess) => {
  if (app.pid) process.kill(-app.pid, 'SIGKILL')
}

beforeAll(async () => {
  crm = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = ''
    req.on('data', (d: Buffer) => (text += d.toString()))
    req.on('end', () => {
      received.push(JSON.parse(text) as { formSubmissionId: string })
      if (hang) return // never answers: the delivery is in flight when the server dies
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((r) => crm.listen(0, '127.0.0.1', r))
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/api/forms`
  dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-fault-'))
  cpSync(inject('e2e').preparedDir, dataDir, { recursive: true })
}, 180_000)

afterAll(async () => {
  crm?.closeAllConnections()
  crm?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('a lead survives a server killed between storing and delivering it', () => {
  it('is delivered after the restart, once in the store', async () => {
    let app = startApp()
    try {
      await waitUntilUp()
      const formSubmissionId = '0b6e1f2a-9c3d-4e5f-a6b7-c8d9e0f1a2b3'
      const answer = await post(
        '/api/forms/comhub',
        JSON.stringify({
          formName: 'Nordbil GruppenCarContactForm',
          formSubmissionId,
          website: '',
          values: { car: { id: '100000001' }, name: 'Dagny Dahl', phone: '0701234567', email: 'dagny@example.se', source: 'http://nordbil.localhost/kop-bil' },
        }),
      )
      expect(answer.status).toBe(202)
      // The delivery reached the CRM, which has not answered: kill the server now.
      await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0)
      kill(app)
      const before = received.length

      hang = false
      app = startApp()
      await waitUntilUp()
      // After the claim of the dead process runs out (3 s), the restarted outbox delivers it.
      await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(before)
      expect(received.every((r) => r.formSubmissionId === formSubmissionId)).toBe(true)

      // Still one lead: the retry of the same submission id is answered with the same lead.
      const repeat = await post(
        '/api/forms/comhub',
        JSON.stringify({
          formName: 'Nordbil GruppenCarContactForm',
          formSubmissionId,
          website: '',
          values: { car: { id: '100000001' }, name: 'Dagny Dahl', phone: '0701234567', email: 'dagny@example.se', source: 'http://nordbil.localhost/kop-bil' },
        }),
      )
      expect(JSON.parse(repeat.body).id).toBe(JSON.parse(answer.body).id)
    } finally {
      kill(app)
    }
  }, 120_000)
})
