import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SqlIssuedQuoteStore } from '@/integrations/finance-quote/sql-issued-quote-store'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'
import { BuiltInQuoteEngine } from '@/integrations/finance-quote/built-in-quote-engine'
import { BUILT_IN_QUOTE_CONFIG } from '@/integrations/finance-quote/built-in-quote-config'
import type { CalculateRequest } from '@/integrations/finance-quote/finance-quote-port'

import { createTestPayload } from './test-payload'

/**
 * Issue 15 item 9, evidence: a quote the built-in engine issues on one process is found by the
 * legal call on another. Each engine here has its own store instance and nothing in memory in
 * common, as two server processes would; only the database is shared.
 */

let payload: Payload
let db: SqlDatabase
const HOUR = 3_600_000
const ISSUED = new Date('2026-03-02T10:00:00Z')

/** A server process: its own engine and store, the shared database, its own clock. */
function serverProcess(clock: { now: Date }) {
  return new BuiltInQuoteEngine(BUILT_IN_QUOTE_CONFIG, { now: () => clock.now, issuedQuotes: new SqlIssuedQuoteStore(async () => db) })
}

const hpRequest: CalculateRequest = {
  VehicleRequests: [
    {
      Id: 'car-1',
      Parameters: {
        CalculationType: 'ToRegularPayment',
        CashDeposit: 1_500,
        FinanceProductFamilyKeys: ['HP', 'PCP'],
        OrganisationIdentifier: 'thames-motor-group-croydon',
      },
      PhysicalVehicle: {
        Type: 'Car',
        SourceVehicleId: 'WBA8E1C50JA123456',
        Vin: 'WBA8E1C50JA123456',
        Status: 'PreOwned',
        OnTheRoadPrice: 15_000,
        Mileage: 12_000,
        Registration: { Number: 'AB21CDE', Country: 'GB', DateOfFirstRegistration: '2024-03-01' },
      },
    },
  ],
}

async function issueQuotes(engine: BuiltInQuoteEngine): Promise<string[]> {
  const response = await engine.calculate(hpRequest)
  return response.Vehicles[0]!.FinanceQuotations.flatMap((q) => (q.Finance ? [q.Finance.Quote.QuoteReference] : []))
}

const storedCount = async () => Number((await db.query<{ n: number | string }>('SELECT count(*) AS n FROM finance_quotes'))[0]?.n)

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
}, 120_000)
afterAll(async () => {
  await payload?.destroy()
})

describe('built-in finance quotes in the database', () => {
  it('are found by the legal call on another process', async () => {
    const clock = { now: ISSUED }
    const references = await issueQuotes(serverProcess(clock))
    expect(references).toHaveLength(2)
    const other = serverProcess({ now: new Date(ISSUED.getTime() + HOUR) })
    for (const reference of references) {
      const legal = await other.termsAndConditions(reference)
      expect(legal?.QuoteReference).toBe(reference)
      expect(legal?.TermsAndConditions).toContain(`reference ${reference}`)
      expect(legal?.TermsAndConditions).toContain('WBA8E1C50JA123456 (registration AB21CDE)')
      expect(legal?.TermsAndConditions).toContain('2 March 2026')
    }
    expect(await other.termsAndConditions('SHRNEVERISSUED')).toBeNull()
  })

  it('expire after 24 hours and are pruned by a later quote', async () => {
    await db.query('DELETE FROM finance_quotes')
    const [reference] = await issueQuotes(serverProcess({ now: ISSUED }))
    expect(await serverProcess({ now: new Date(ISSUED.getTime() + 24 * HOUR) }).termsAndConditions(reference!)).not.toBeNull()
    const dayLater = serverProcess({ now: new Date(ISSUED.getTime() + 24 * HOUR + 1) })
    expect(await dayLater.termsAndConditions(reference!)).toBeNull()
    expect(await storedCount()).toBe(2)
    // The next quote on a process removes what has expired.
    const fresh = await issueQuotes(dayLater)
    expect(await storedCount()).toBe(2)
    expect(await dayLater.termsAndConditions(fresh[0]!)).not.toBeNull()
  })

  it('count a stored row that does not read as a quote as unknown (the widget asks for a new one)', async () => {
    await db.query('INSERT INTO finance_quotes (reference, issued_at, expires_at, quote) VALUES (?, ?, ?, ?)', [
      'SHRBROKEN0001',
      ISSUED.toISOString(),
      new Date(ISSUED.getTime() + HOUR).toISOString(),
      '{"quote":{}}',
    ])
    expect(await serverProcess({ now: ISSUED }).termsAndConditions('SHRBROKEN0001')).toBeNull()
  })
})
