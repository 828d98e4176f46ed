import type { Payload } from 'payload'

import { siteForHost } from '@/features/sites'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { getLeadDelivery } from '@/integrations/leads/instance'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { type OutboxBacklog, reportOutboxBacklog } from '@/lib/metrics'
import { onShutdown } from '@/lib/shutdown'
import { processSingleton } from '@/lib/process-singleton'
import { getPayloadClient } from '@/cms/payload-client'

import type { LeadHttpDeps } from './lead-http'
import { DeliveryOutbox, type DeliverySource, LeadOutbox } from './lead-outbox'
import { LeadStore } from './lead-store'

/** The lead store of a Payload instance, with the configured limits and fallback address. */
export function leadStoreFor(payload: Payload): LeadStore {
  const { payloadSecret, leads } = getConfig()
  return new LeadStore(payload, sqlDatabaseOf(payload), { secret: payloadSecret, rateLimits: leads.rateLimits, fallbackRecipient: leads.fallbackRecipient })
}

function outboxOptions(payload: Payload) {
  const { leads } = getConfig()
  const longestWindow = Math.max(leads.rateLimits.perIp.windowMs, leads.rateLimits.perPhone.windowMs)
  return {
    payload,
    db: sqlDatabaseOf(payload),
    port: getLeadDelivery,
    maxAttempts: leads.maxAttempts,
    claimMs: leads.claimMs,
    fallbackRecipient: leads.fallbackRecipient,
    rateLimitRetentionMs: Math.max(2 * longestWindow, 86_400_000),
  }
}

/** A delivery outbox on a Payload instance with the configured port and attempts. */
export function leadOutboxFor(payload: Payload): LeadOutbox {
  return new LeadOutbox(outboxOptions(payload))
}

/**
 * The same outbox (lead port, attempts, backoff, claims, idempotency key) on another collection:
 * service bookings, tyre-hotel bookings. One per source and process (a process singleton, like the
 * lead outbox), started by `startDeliveryOutbox` and kicked by `kickDeliveryOutbox` after storing.
 */
export function getDeliveryOutbox<Doc extends { id: number }>(source: DeliverySource<Doc>): Promise<DeliveryOutbox<Doc>> {
  const outboxes = processSingleton<Map<string, Promise<unknown>>>('DeliveryOutboxes').getOrCreate(() => new Map())
  let outbox = outboxes.get(source.collection) as Promise<DeliveryOutbox<Doc>> | undefined
  if (!outbox) {
    outbox = getPayloadClient().then((payload) => new DeliveryOutbox<Doc>(outboxOptions(payload), source))
    outbox.catch(() => outboxes.delete(source.collection))
    outboxes.set(source.collection, outbox)
  }
  return outbox
}

// The outboxes this process started: the metrics' backlog gauge reads each one's table (issue 40).
const startedOutboxes = processSingleton<Set<{ backlog(): Promise<OutboxBacklog> }>>('StartedOutboxes')

function reportBacklogOf(outbox: { backlog(): Promise<OutboxBacklog>; drain(): Promise<void> }): void {
  const outboxes = startedOutboxes.getOrCreate(() => new Set())
  outboxes.add(outbox)
  // At SIGTERM the run in progress ends with its deliveries marked, and no new run starts.
  onShutdown(() => outbox.drain())
  reportOutboxBacklog(async () => (await Promise.all([...outboxes].map((started) => started.backlog()))).flat())
}

/** Starts a source's outbox (a run now, then every SHOWROOM_LEAD_OUTBOX_INTERVAL_SECONDS); from instrumentation.ts. */
export async function startDeliveryOutbox<Doc extends { id: number }>(source: DeliverySource<Doc>): Promise<void> {
  try {
    const outbox = await getDeliveryOutbox(source)
    outbox.start(getConfig().leads.outboxIntervalMs)
    reportBacklogOf(outbox)
  } catch (error) {
    logger.error({ err: error, source: source.label }, 'An outbox did not start; stored documents wait until it does')
  }
}

/** Fire and forget after storing a document of the source. */
export function kickDeliveryOutbox<Doc extends { id: number }>(source: DeliverySource<Doc>): void {
  getDeliveryOutbox(source)
    .then((outbox) => outbox.kick())
    .catch((error: unknown) => logger.warn({ err: error, source: source.label }, 'Outbox unavailable; the document waits for the next run'))
}

// One outbox (one timer) per process.
const leadOutbox = processSingleton<Promise<LeadOutbox>>('LeadOutbox')

/** This process's outbox. */
export function getLeadOutbox(): Promise<LeadOutbox> {
  const outbox = leadOutbox.getOrCreate(() => getPayloadClient().then(leadOutboxFor))
  outbox.catch(() => {
    leadOutbox.set(undefined) // try again next time
  })
  return outbox
}

/**
 * Starts this process's outbox: a run now (leads stored before a crash or restart are delivered)
 * and every SHOWROOM_LEAD_OUTBOX_INTERVAL_SECONDS. Called from instrumentation.ts.
 */
export async function startLeadOutbox(): Promise<void> {
  try {
    const outbox = await getLeadOutbox()
    outbox.start(getConfig().leads.outboxIntervalMs)
    reportBacklogOf(outbox)
  } catch (error) {
    logger.error({ err: error }, 'The lead outbox did not start; stored leads wait until it does')
  }
}

/** What POST /api/forms/comhub needs in a running server. */
export async function leadHttpDeps(): Promise<LeadHttpDeps> {
  const payload = await getPayloadClient()
  const store = leadStoreFor(payload)
  return {
    resolveSite: siteForHost,
    storeLead: (input) => store.store(input),
    afterStored: () => {
      getLeadOutbox()
        .then((outbox) => outbox.kick())
        .catch((error: unknown) => logger.warn({ err: error }, 'Lead outbox unavailable; the lead waits for the next run'))
    },
  }
}
