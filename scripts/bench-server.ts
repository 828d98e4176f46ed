/**
 * The benchmarks' own server: the production build (built first unless `build` is false), a fresh
 * SQLite database with the demo sites and stock in a temporary folder, src/server.ts on `port`.
 * `stop()` ends the server and removes the folder. `extraEnv` is added to the database preparation's
 * and the server's environment (it may name another database, e.g. PostgreSQL, or switch a feature).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_ENTRY } from './server-entry'

/** `env` is the server's database and data dir, for commands run against the same database (e.g. an import). */
export type BenchServer = { origin: string; env: NodeJS.ProcessEnv; stop: () => void }

export async function startBenchServer({
  name,
  port,
  build,
  logFile,
  logLevel = 'warn',
  extraEnv = {},
}: {
  name: string
  port: number
  build: boolean
  logFile?: string
  logLevel?: string
  extraEnv?: Record<string, string>
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `showroom-${name}-`))
  const env = {
    ...process.env,
    SHOWROOM_DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
    PORT: String(port),
    LOG_LEVEL: logLevel,
    ...extraEnv,
  }
  const origin = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  const stop = () => {
    try {
      if (server?.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone (it failed to start): the error that matters is the one thrown below
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    if (build && spawnSync('npx', ['--no-install', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' }).status !== 0) throw new Error('the build failed')
    console.log('Seeding the demo sites and stock …')
    if (spawnSync('npx', ['--no-install', 'tsx', 'scripts/prepare-database.ts'], { env, stdio: 'ignore' }).status !== 0)
      throw new Error('preparing the database failed')
    // The server's own log lines go to `logFile` when one is named (a benchmark prints them when it fails).
    const output = logFile ? openSync(logFile, 'w') : 'ignore'
    server = spawn(process.execPath, [SERVER_ENTRY], {
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', output, output],
      detached: true,
    })
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break
      } catch {
        // not up yet
      }
      if (i > 240) throw new Error('the server did not start')
      await new Promise((r) => setTimeout(r, 500))
    }
    return { origin, env, stop }
  } catch (error) {
    stop()
    throw error
  }
}
