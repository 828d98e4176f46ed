import { cmsDatabase } from '@/cms/payload-client'
import type { FinanceQuotePort } from '@/integrations/finance-quote/finance-quote-port'
import { getFinanceQuoteProvider as financeQuoteProviderOver } from '@/integrations/finance-quote/instance'

/** This process's finance-quote provider (integrations/finance-quote/instance.ts picks it), over the CMS's database. */
export function getFinanceQuoteProvider(): FinanceQuotePort {
  return financeQuoteProviderOver(cmsDatabase)
}
