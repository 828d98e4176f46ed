import { sqlDatabaseOf } from '@/cms/sql-database'
import { BuiltInQuoteEngine } from '@/integrations/finance-quote/built-in-quote-engine'
import { BUILT_IN_QUOTE_CONFIG } from '@/integrations/finance-quote/built-in-quote-config'
import type { FinanceQuotePort } from '@/integrations/finance-quote/finance-quote-port'
import { HttpFinanceQuote } from '@/integrations/finance-quote/http-finance-quote'
import { getConfig } from '@/lib/config'
import { getPayloadClient } from '@/cms/payload-client'

import { SqlIssuedQuoteStore } from './sql-issued-quote-store'

// On globalThis: Next may load this module more than once in one process (route bundles); one
// provider per process is enough (the built-in engine's issued quotes are in the database).
const shared = globalThis as { __showroomFinanceQuote?: FinanceQuotePort }

/**
 * This process's finance-quote provider (spec 02 §7 /api/codeweaver/*): the outside provider when
 * SHOWROOM_FINANCE_QUOTE_URL is set, else the built-in HP/PCP engine, which keeps the quotes it
 * issues in the database so the legal call finds them on any process (issue 15 item 9).
 */
export function getFinanceQuoteProvider(): FinanceQuotePort {
  shared.__showroomFinanceQuote ??= (() => {
    const { financeQuote } = getConfig()
    if (financeQuote.url) return new HttpFinanceQuote({ baseUrl: financeQuote.url, apiKey: financeQuote.apiKey })
    return new BuiltInQuoteEngine(BUILT_IN_QUOTE_CONFIG, { issuedQuotes: new SqlIssuedQuoteStore(async () => sqlDatabaseOf(await getPayloadClient())) })
  })()
  return shared.__showroomFinanceQuote
}
