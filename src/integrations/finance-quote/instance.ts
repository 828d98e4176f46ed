import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'
import type { SqlDatabase } from '@/lib/sql-database'

import { BUILT_IN_QUOTE_CONFIG } from './built-in-quote-config'
import { BuiltInQuoteEngine } from './built-in-quote-engine'
import type { FinanceQuotePort } from './finance-quote-port'
import { HttpFinanceQuote } from './http-finance-quote'
import { SqlIssuedQuoteStore } from './sql-issued-quote-store'

// One provider per process is enough (the built-in engine's issued quotes are in the database).
const instance = processSingleton<FinanceQuotePort>('FinanceQuote')

/**
 * This process's finance-quote provider (spec 02 §7 /api/codeweaver/*): the outside provider when
 * SHOWROOM_FINANCE_QUOTE_URL is set, else the built-in HP/PCP engine, which keeps the quotes it
 * issues in `database` so the legal call finds them on any process (issue 15 item 9).
 */
export function getFinanceQuoteProvider(database: () => Promise<SqlDatabase>): FinanceQuotePort {
  return instance.getOrCreate(() => {
    const { financeQuote } = getConfig()
    if (financeQuote.url) return new HttpFinanceQuote({ baseUrl: financeQuote.url, apiKey: financeQuote.apiKey })
    return new BuiltInQuoteEngine(BUILT_IN_QUOTE_CONFIG, { issuedQuotes: new SqlIssuedQuoteStore(database) })
  })
}
