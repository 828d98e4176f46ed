import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_STOCK_CARS } from '@/demo/demo-stock'
import { migrations as postgresMigrations } from '@/migrations/postgres'

/**
 * Issue 15 item 5, evidence: two processes preparing the same empty PostgreSQL database at the
 * same moment (`npm run db:prepare`, which `npm start` runs) both succeed, and the demo content is
 * there once. Before the advisory lock one of them failed on `duplicate key … pg_type_typname_nsp_index`.
 * They run with NODE_ENV=production, where Payload used to run its own unlocked migrations on init.
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
    const child = spawn('npx', ['--no-install', 'tsx', 'scripts/prepare-database.ts'], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] })
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

  it('brings both up, migrates once and loads the demo content once', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: raceDatabaseUrl(),
      SHOWROOM_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'showroom-race-')),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    }
    const runs = await Promise.all([prepareDatabaseProcess(env), prepareDatabaseProcess(env)])
    for (const run of runs) expect(run.code, run.output).toBe(0)
    // One loaded the demo content; the other waited for the lock and found it there.
    expect(
      runs.filter((run) => run.output.includes('Demo content loaded')),
      runs.map((r) => r.output).join('\n---\n'),
    ).toHaveLength(1)
    expect(runs.filter((run) => run.output.includes('Database is up to date.'))).toHaveLength(1)

    const db = new pg.Client({ connectionString: raceDatabaseUrl() })
    await db.connect()
    try {
      const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n)
      expect(await count('SELECT count(*) AS n FROM payload_migrations')).toBe(postgresMigrations.length)
      expect(await count('SELECT count(DISTINCT name) AS n FROM payload_migrations')).toBe(postgresMigrations.length)
      expect(await count('SELECT count(*) AS n FROM sites')).toBe(8)
      expect(await count('SELECT count(DISTINCT key) AS n FROM sites')).toBe(8)
      expect(await count('SELECT count(*) AS n FROM users')).toBe(2)
      expect(await count('SELECT count(*) AS n FROM stock_cars')).toBe(DEMO_STOCK_CARS)
    } finally {
      await db.end()
    }
  }, 1_800_000) // one whole demo load: 5 min on PostgreSQL on an idle 2-core machine, over 10 min on a busy CI one
})
