import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'

/**
 * Issue 15 item 5, evidence: two processes preparing the same empty PostgreSQL database at the
 * same moment (what `npm start` runs: `prepareDatabase`, its lock, the migrations and the content
 * load) both succeed, the migrations run once and the content is loaded once. Before the advisory
 * lock one of them failed on `duplicate key … pg_type_typname_nsp_index`. They run with
 * NODE_ENV=production, where Payload used to run its own unlocked migrations on init.
 * The racers (fixtures/prepare-racer.ts) load one site instead of the whole demo: the demo took
 * 5 min on PostgreSQL (11 on CI) and the lock is the same for any content; the demo content itself
 * is loaded on PostgreSQL by the lane's demo snapshot (demo-snapshot.ts).
 * PostgreSQL only (SQLite is one process's database): skipped without SHOWROOM_TEST_DATABASE_URL.
 */

const serverUrl = process.env.SHOWROOM_TEST_DATABASE_URL
const databaseName = `showroom_race_${process.pid}`

/** The cluster's maintenance connection: the race needs a database of its own, created empty. */
function clusterClient(): pg.Client {
  const url = new URL(serverUrl!)
  url.pathname = '/postgres'
  return new pg.Client({ connectionString: url.toString() })
}

function raceDatabaseUrl(): string {
  const url = new URL(serverUrl!)
  url.pathname = `/${databaseName}`
  return url.toString()
}

type Run = { code: number | null; output: string }

function prepareDatabaseProcess(env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'tsx', 'tests/integration/fixtures/prepare-racer.ts'], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

describe.skipIf(!serverUrl)('preparing an empty PostgreSQL database from two processes at once', () => {
  beforeAll(async () => {
    const cluster = clusterClient()
    await cluster.connect()
    await cluster.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await cluster.query(`CREATE DATABASE ${databaseName}`)
    await cluster.end()
  })
  afterAll(async () => {
    const cluster = clusterClient()
    await cluster.connect()
    await cluster.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await cluster.end()
  })

  it('brings both up, migrates once and loads the content once', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: raceDatabaseUrl(),
      SHOWROOM_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'showroom-race-')),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    }
    const runs = await Promise.all([prepareDatabaseProcess(env), prepareDatabaseProcess(env)])
    for (const run of runs) expect(run.code, run.output).toBe(0)
    // One loaded the content; the other waited for the lock and found it there.
    expect(
      runs.filter((run) => run.output.includes('Content loaded')),
      runs.map((r) => r.output).join('\n---\n'),
    ).toHaveLength(1)
    expect(runs.filter((run) => run.output.includes('Database is up to date.'))).toHaveLength(1)

    const db = new pg.Client({ connectionString: raceDatabaseUrl() })
    await db.connect()
    try {
      const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n)
      expect(await count('SELECT count(*) AS n FROM payload_migrations')).toBe(postgresMigrations.length)
      expect(await count('SELECT count(DISTINCT name) AS n FROM payload_migrations')).toBe(postgresMigrations.length)
      expect(await count('SELECT count(*) AS n FROM sites')).toBe(1)
    } finally {
      await db.end()
    }
  }, 300_000) // two Payload starts and the migrations: about 30 s on a busy 2-core machine
})
