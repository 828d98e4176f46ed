/**
 * npm run bench:booking [-- --workshops 100 --bookings 10000 --rounds 200]
 *
 * Issue 19's two figures, server time in process, on a SQLite database file with 100 workshops
 * and 10,000 existing bookings spread over the next eight weeks:
 *   1. closestAvailable: from the request to the first workshop event of the stream (the handler
 *      behind GET /api/mechmate/departments/closestAvailable), target ≤ 200 ms;
 *   2. timeslots for one department and four weeks (GET /api/mechmate/timeslots/from/…), the whole
 *      answer, target ≤ 50 ms.
 * Each is measured `rounds` times over varying places and departments; p50 / p95 / max printed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { createClient } from '@libsql/client'

import { handleMechmateGet, type MechmateDeps } from '../src/features/service-booking'
import { BuiltInWorkshopEngine } from '../src/integrations/workshop-booking/built-in-workshop-engine'
import { createWorkshopTables, TEST_CATALOGUE, testWorkshop } from '../src/integrations/workshop-booking/testing/engine-fixtures'
import { addDays, localToday } from '../src/integrations/workshop-booking/workshop-calendar'
import { sqlDatabaseOf } from '../src/lib/sql-database'

const { values: args } = parseArgs({
  options: {
    workshops: { type: 'string', default: '100' },
    bookings: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '200' },
  },
})
const workshopCount = Number(args.workshops)
const bookingCount = Number(args.bookings)
const rounds = Number(args.rounds)

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (n: number) => `${n.toFixed(1)} ms`

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-bench-booking-'))
  try {
    const db = sqlDatabaseOf({ db: { client: createClient({ url: `file:${path.join(dir, 'bench.db')}` }) } } as never)
    await createWorkshopTables(db)
    // Workshops spread over southern Sweden, each with its own opening hours.
    const workshops = Array.from({ length: workshopCount }, (_, i) =>
      testWorkshop(i + 1, { latitude: 55.5 + (i % 10) * 0.4, longitude: 11.5 + Math.floor(i / 10) * 0.5, brands: i % 3 === 0 ? ['Volvo'] : ['Kia'] }),
    )
    const engine = new BuiltInWorkshopEngine({ database: async () => db, workshops: async () => workshops, catalogue: async () => TEST_CATALOGUE })
    const today = localToday(new Date())
    const slots = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']
    // 10,000 bookings: one row each in workshop_bookings, counted in workshop_slot_counts.
    const counts = new Map<string, number>()
    await db.query('BEGIN')
    for (let i = 0; i < bookingCount; i++) {
      const department = `D${(i % workshopCount) + 1}`
      const day = addDays(today, 1 + (Math.floor(i / workshopCount) % 56))
      const slot = slots[(i * 7) % slots.length]!
      await db.query(
        'INSERT INTO workshop_bookings (id, department_id, day, slot_key, registration_number, offerings, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [`B${i}`, department, day, slot, 'ABC123', 'BASSVC', new Date().toISOString()],
      )
      const key = `${department}|${day}|${slot}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    for (const [key, booked] of counts) {
      const [department, day, slot] = key.split('|')
      await db.query('INSERT INTO workshop_slot_counts (department_id, day, slot_key, booked) VALUES (?, ?, ?, ?)', [department, day, slot, booked])
    }
    await db.query('COMMIT')
    const deps: MechmateDeps = {
      resolveSite: async () => ({ key: 'bench', sitesIndex: 'sites-bench' }),
      port: () => engine,
      limited: async () => false,
      workshopDemand: async () => ({ verdict: 'open', release: async () => {} }),
      storeBooking: async () => undefined,
    }
    const get = (p: string) => {
      const url = new URL(`http://bench.localhost/api/mechmate/${p}`)
      return handleMechmateGet(url, url.pathname.replace('/api/mechmate/', '').split('/'), deps)
    }

    // Warm up (module code, prepared statements).
    for (let i = 0; i < 5; i++) await (await get(`timeslots/from/ABC123/D1/${today}T00:00:00/`)).text()

    const firstEvent: number[] = []
    for (let i = 0; i < rounds; i++) {
      const lat = 55.5 + (i % 40) * 0.1
      const lng = 11.5 + (i % 13) * 0.3
      const t0 = performance.now()
      const response = await get(`departments/closestAvailable?regNo=ABC123&serviceOfferings=BASSVC,HJULSKIFT&latitude=${lat}&longitude=${lng}`)
      const reader = response.body!.getReader()
      const { value } = await reader.read()
      firstEvent.push(performance.now() - t0)
      if (!new TextDecoder().decode(value).startsWith('data: {"departmentId"')) throw new Error('The first event is not a workshop')
      await reader.cancel()
    }
    const timeslots: number[] = []
    for (let i = 0; i < rounds; i++) {
      const department = `D${(i % workshopCount) + 1}`
      const from = addDays(today, i % 14)
      const t0 = performance.now()
      const response = await get(`timeslots/from/ABC123/${department}/${from}T00:00:00/?serviceOfferings=BASSVC`)
      const days = (await response.json()) as unknown[]
      timeslots.push(performance.now() - t0)
      if (days.length !== 28) throw new Error(`timeslots gave ${days.length} days`)
    }
    const report = (name: string, values: number[], target: number) => {
      const sorted = [...values].sort((a, b) => a - b)
      const p95 = percentile(sorted, 95)
      console.log(
        `${name.padEnd(44)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(p95)}  max ${ms(sorted[sorted.length - 1]!)}  target ≤ ${target} ms: ${p95 <= target ? 'met (p95)' : 'MISSED (p95)'}`,
      )
      return p95 <= target
    }
    console.log(`${workshopCount} workshops, ${bookingCount} bookings, ${rounds} rounds each (SQLite file, in process)`)
    const ok = [report('closestAvailable, first workshop event', firstEvent, 200), report('timeslots, one department, four weeks', timeslots, 50)]
    if (ok.includes(false)) process.exitCode = 1
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

void main()
