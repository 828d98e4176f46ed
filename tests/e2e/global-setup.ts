import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { e2eEnvironment, prepareE2eData } from './e2e-data'
import { SERVER_ENTRY } from '../../scripts/server-entry'

declare module 'vitest' {
  export interface ProvidedContext {
    /** preparedDir: a copy of dataDir as prepared (demo content and stock) before the server changed anything. */
    e2e: { port: number; dataDir: string; preparedDir: string; adminEmail: string; adminPassword: string; serverLog: string }
  }
}

let server: ChildProcess | undefined
let dataDir: string | undefined
let ownDataDir = false
let preparedDir: string | undefined

/**
 * Starts the production build (made by `npm run build` before this runs) on its own port with a
 * fresh SQLite database in a temporary folder, seeded with the demo content.
 */
export async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 3107)
  // `npm test` prepares the data beside the production build (scripts/test.mjs) and hands it over.
  // It is this run's own folder: used as it is, and removed by the one who made it.
  const handedOver = process.env.SHOWROOM_E2E_PREPARED_DATA
  if (handedOver && existsSync(path.join(handedOver, 'showroom.db'))) {
    dataDir = handedOver
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-'))
    ownDataDir = true
    prepareE2eData(dataDir)
  }
  const env = { ...process.env, ...e2eEnvironment(dataDir), PORT: String(port) }
  // A test that needs a server of its own (lead-fault) starts from a copy of this database
  // instead of seeding the demo content again (tens of seconds).
  preparedDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-prepared-'))
  cpSync(dataDir, preparedDir, { recursive: true })

  server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // Its warnings and errors, for a test whose failure message names what the server said
  // meanwhile; held in memory too only until it is up, for the message of a start that failed.
  let startOutput: string | undefined = ''
  const serverLog = path.join(dataDir, 'server.log')
  const log = createWriteStream(serverLog)
  const keep = (chunk: Buffer) => {
    if (startOutput !== undefined) startOutput += chunk
    log.write(chunk)
  }
  server.stdout?.on('data', keep)
  server.stderr?.on('data', keep)
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.ok) break
    } catch {
      // not up yet
    }
    if (i > 240 || server.exitCode !== null) throw new Error(`The server did not start:\n${startOutput}`)
    await new Promise((r) => setTimeout(r, 500))
  }
  startOutput = undefined
  project.provide('e2e', { port, dataDir, preparedDir, adminEmail: env.SHOWROOM_ADMIN_EMAIL, adminPassword: env.SHOWROOM_ADMIN_PASSWORD, serverLog })
}

export async function teardown() {
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    // Gone before the next run starts its server on the same data and port (npm test runs the
    // suite's groups one after another): the SQLite file is one process's (issue 40 item 5).
    const exited = new Promise<void>((resolve) => server!.once('exit', () => resolve()))
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-server!.pid!, name)
      } catch {
        // already gone
      }
    }
    signal('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, 15_000)))])
    clearTimeout(timer)
    if (server.exitCode === null && server.signalCode === null) signal('SIGKILL')
  }
  if (dataDir && ownDataDir) rmSync(dataDir, { recursive: true, force: true })
  if (preparedDir) rmSync(preparedDir, { recursive: true, force: true })
}
