import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getConfig } from '@/lib/config'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { createTestPayload } from './test-payload'

const run = promisify(execFile)
const postgres = getConfig().database.kind === 'postgres'

/**
 * The tyre hotel's limits are counted in the database, so two server processes share them
 * (issue 20): two processes each ask for 10 codes for the same plate at the same moment; between
 * them they get exactly 3. Needs PostgreSQL (SQLite is one process by design).
 */
describe.skipIf(!postgres)('tyre-hotel code limits across two processes (PostgreSQL)', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await createTestPayload()
  })
  afterAll(async () => {
    await payload?.destroy()
  })

  it('give 3 codes per plate per 15 minutes between them', async () => {
    const db = sqlDatabaseOf(payload)
    await db.query('DELETE FROM tire_hotel_codes')
    await db.query('DELETE FROM lead_rate_limits')
    const at = '2026-11-27T10:07:30.000Z'
    const worker = () =>
      run('npx', ['tsx', 'tests/integration/tire-hotel-limit-worker.ts', at, '10'], { env: { ...process.env, DATABASE_URL: getConfig().database.url } })
    const [a, b] = await Promise.all([worker(), worker()])
    const codes = [a, b].map((r) => (JSON.parse(r.stdout) as { codes: number }).codes)
    expect(codes[0]! + codes[1]!).toBe(3)
    const rows = await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM tire_hotel_codes WHERE reg_no = 'ABC123'")
    expect(Number(rows[0]!.n)).toBe(3)
  })
})
