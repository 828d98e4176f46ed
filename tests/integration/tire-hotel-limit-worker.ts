/**
 * One "server process" for tire-hotel-limits.test.ts: its own connection pool on the PostgreSQL
 * database in DATABASE_URL, asking for codes for one plate from several addresses at once.
 * Prints how many codes it got as JSON on stdout.
 */
import { Pool } from 'pg'

import { TIRE_HOTEL_AUTH_DEFAULTS, TireHotelAuth } from '@/features/tire-hotel/tire-hotel-auth'
import { sqlDatabaseOf } from '@/lib/sql-database'

const [, , at, attempts] = process.argv
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 })
const db = sqlDatabaseOf({ db: { name: 'postgres', pool } } as never)
const auth = new TireHotelAuth(
  db,
  { send: async () => {} },
  {
    ...TIRE_HOTEL_AUTH_DEFAULTS,
    secret: process.env.PAYLOAD_SECRET!,
    searchesPerAddress: { limit: 30, windowMs: 15 * 60_000 },
    sendsPerAddress: { limit: 10, windowMs: 15 * 60_000 },
  },
  () => new Date(at!),
)
const handle = auth.phoneHandle('ABC123', '+46701234567')
const results = await Promise.all(Array.from({ length: Number(attempts) }, (_, i) => auth.sendCode(handle, `203.0.113.${i}`, (c) => c)))
process.stdout.write(JSON.stringify({ codes: results.filter((r) => r.ok).length }))
await pool.end()
