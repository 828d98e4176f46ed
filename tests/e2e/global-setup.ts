import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** preparedDir: a copy of dataDir as prepared (demo content and stock) before the server changed anything. */
    e2e: { port: number; dataDir: string; preparedDir: string; adminEmail: string; adminPassword: string }
  }
}

let server: ChildProcess | undefined
let dataDir: string | undefined
let preparedDir: string | undefined

/**
 * Starts the production build (made by `npm run build` before this runs) on its own port with a
 * fresh SQLite database in a temporary folder, seeded with the demo content.
 */
export async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 3107)
  dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-'))
  const env = {
    ...process.env,
    SHOWROOM_DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'showroom.db')}`,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    PORT: String(port),
    SHOWROOM_ADMIN_EMAIL: 'admin@showroom.local',
    SHOWROOM_ADMIN_PASSWORD: 'showroom-admin',
    LOG_LEVEL: 'warn',
  }
  const prepared = spawnSync('npx', ['--no-install', 'tsx', 'scripts/prepare-database.ts'], { env, encoding: 'utf8' })
  if (prepared.status !== 0) throw new Error(`Preparing the e2e database failed:\n${prepared.stdout}\n${prepared.stderr}`)
  // A test that needs a server of its own (lead-fault) starts from a copy of this database
  // instead of seeding the demo content again (tens of seconds).
  preparedDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-prepared-'))
  cpSync(dataDir, preparedDir, { recursive: true })

  server = spawn('npx', ['--no-install', 'next', 'start', '-p', String(port)], {
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  server.stdout?.on('data', (d) => (output += d))
  server.stderr?.on('data', (d) => (output += d))
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.ok) break
    } catch {
      // not up yet
    }
    if (i > 120 || server.exitCode !== null) throw new Error(`The server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 500))
  }
  project.provide('e2e', { port, dataDir, preparedDir, adminEmail: env.SHOWROOM_ADMIN_EMAIL, adminPassword: env.SHOWROOM_ADMIN_PASSWORD })
}

export async function teardown() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  if (preparedDir) rmSync(preparedDir, { recursive: true, force: true })
}
