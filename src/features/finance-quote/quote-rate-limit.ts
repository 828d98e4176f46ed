import { addressBucket, hitRateLimit } from '@/features/visitor-limits'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/cms/payload-client'

import type { FinanceQuoteHttpResult } from './finance-quote-http'

/**
 * Quotes cost us (the provider bills per quote; the built-in engine stores each one for 24 h), so
 * a visitor's address may ask for a limited number per window, counted in the database so the
 * limit holds across processes (SHOWROOM_QUOTE_RATE_LIMIT). A counter that cannot be read lets
 * the quote through: the widget must not fail because of its own guard.
 */
export async function quoteLimitAnswer(clientAddress: string): Promise<FinanceQuoteHttpResult | undefined> {
  const config = getConfig()
  const bucket = addressBucket('quote', config.payloadSecret, clientAddress)
  try {
    const { limited } = await hitRateLimit(sqlDatabaseOf(await getPayloadClient()), bucket, config.quoteRateLimit, new Date())
    if (!limited) return undefined
  } catch (error) {
    logger.warn({ err: error }, 'Finance quote rate limit could not be checked')
    return undefined
  }
  return { status: 429, json: { error: 'Too many finance quotes from your network in a short time; wait a few minutes and try again' } }
}
