import type { Payload } from 'payload'

import { resolveRequestSite } from '@/features/sites'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { getLeadDelivery } from '@/integrations/leads/instance'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/cms/payload-client'

import type { LeadHttpDeps } from './lead-http'
import { LeadOutbox } from './lead-outbox'
import { LeadStore } from './lead-store'

/** The lead store of a Payload instance, with the configured limits and fallback address. */
export function leadStoreFor(payload: Payload): LeadStore {
  const { payloadSecret, leads } = getConfig()
  return new LeadStore(payload, sqlDatabaseOf(payload), { secret: payloadSecret, rateLimits: leads.rateLimits, fallbackRecipient: leads.fallbackRecipient })
}

/** A delivery outbox on a Payload instance with the configured port and attempts. */
export function leadOutboxFor(payload: Payload): LeadOutbox {
  const { leads } = getConfig()
  const longestWindow = Math.max(leads.rateLimits.perIp.windowMs, leads.rateLimits.perPhone.windowMs)
  return new LeadOutbox({
    payload,
    db: sqlDatabaseOf(payload),
    port: getLeadDelivery,
    maxAttempts: leads.maxAttempts,
    claimMs: leads.claimMs,
    fallbackRecipient: leads.fallbackRecipient,
    rateLimitRetentionMs: Math.max(2 * longestWindow, 86_400_000),
  })
}

// On globalThis: Next may load this module more than once in one process (route bundles,
// instrumentation); there must be one outbox (one timer) per process.
const shared = globalThis as { __showroomLeadOutbox?: Promise<LeadOutbox> }

/** This process's outbox. */
export function getLeadOutbox(): Promise<LeadOutbox> {
  shared.__showroomLeadOutbox ??= getPayloadClient().then(leadOutboxFor)
  shared.__showroomLeadOutbox.catch(() => {
    shared.__showroomLeadOutbox = undefined // try again next time
  })
  return shared.__showroomLeadOutbox
}

/**
 * Starts this process's outbox: a run now (leads stored before a crash or restart are delivered)
 * and every SHOWROOM_LEAD_OUTBOX_INTERVAL_SECONDS. Called from instrumentation.ts.
 */
export async function startLeadOutbox(): Promise<void> {
  try {
    const outbox = await getLeadOutbox()
    outbox.start(getConfig().leads.outboxIntervalMs)
  } catch (error) {
    logger.error({ err: error }, 'The lead outbox did not start; stored leads wait until it does')
  }
}

/** What POST /api/forms/comhub needs in a running server. */
export async function leadHttpDeps(): Promise<LeadHttpDeps> {
  const payload = await getPayloadClient()
  const store = leadStoreFor(payload)
  return {
    async resolveSite(host) {
      const resolution = await resolveRequestSite(host)
      return resolution.kind === 'site' ? resolution.site : undefined
    },
    storeLead: (input) => store.store(input),
    afterStored: () => {
      getLeadOutbox()
        .then((outbox) => outbox.kick())
        .catch((error: unknown) => logger.warn({ err: error }, 'Lead outbox unavailable; the lead waits for the next run'))
    },
  }
}
