import { BuiltInQuoteEngine } from '@/integrations/finance-quote/built-in-quote-engine'
import type { FinanceQuotePort } from '@/integrations/finance-quote/finance-quote-port'
import { HttpFinanceQuote } from '@/integrations/finance-quote/http-finance-quote'
import { getConfig } from '@/lib/config'

// On globalThis: Next may load this module more than once in one process (route bundles), and the
// built-in engine's issued quotes must be one map per process for the legal call to find them.
const shared = globalThis as { __showroomFinanceQuote?: FinanceQuotePort }

/**
 * This process's finance-quote provider (spec 02 §7 /api/codeweaver/*): the outside provider when
 * SHOWROOM_FINANCE_QUOTE_URL is set, else the built-in HP/PCP engine.
 */
export function getFinanceQuoteProvider(): FinanceQuotePort {
  shared.__showroomFinanceQuote ??= (() => {
    const { financeQuote } = getConfig()
    return financeQuote.url ? new HttpFinanceQuote({ baseUrl: financeQuote.url, apiKey: financeQuote.apiKey }) : new BuiltInQuoteEngine()
  })()
  return shared.__showroomFinanceQuote
}
