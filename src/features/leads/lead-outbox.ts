import type { CollectionSlug, Payload } from 'payload'

import type { SqlDatabase } from '@/lib/sql-database'
import type { LeadDeliveryPort, LeadForDelivery } from '@/integrations/leads/lead-delivery-port'
import { logger } from '@/lib/logger'
import { type OutboxBacklog, showroomMetrics } from '@/lib/metrics'
import type { Lead } from '@/payload-types'

import { pruneRateLimits } from '@/features/visitor-limits'

/**
 * Delay before the next attempt after the n-th failure (the last one repeats): about 8 hours from
 * the first failure to the 8th attempt, so a CRM that is down for a night is ridden out, and a lead
 * that cannot be delivered reaches a person the same working day.
 */
export const LEAD_RETRY_BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000] as const

/**
 * What an outbox delivers from: a Payload collection whose table has the delivery columns (status,
 * attempts, next_attempt_at, claimed_until, erased_at, last_error, delivered_at, delivered_via;
 * `deliveryFields()` in features/leads/cms.ts adds them to a collection) and how one of its
 * documents becomes the lead port's LeadForDelivery. Leads are one source; service bookings and
 * tyre-hotel bookings are others, so they reach the dealer by the same port, retries and idempotency.
 */
export type DeliverySource<Doc = Record<string, unknown>> = {
  collection: CollectionSlug
  /** The collection's SQL table (Payload's snake_case of the slug, e.g. 'leads', 'service_bookings'). */
  table: string
  /** For log lines: 'Lead', 'Service booking'. */
  label: string
  toDelivery(doc: Doc, fallbackRecipient: string): LeadForDelivery
}

export type LeadOutboxOptions = {
  payload: Payload
  db: SqlDatabase
  /** The lead port, or how to get it (so configuration is read when the first lead is due). */
  port: LeadDeliveryPort | (() => LeadDeliveryPort)
  /** After this many failed attempts a lead becomes needs-attention. */
  maxAttempts: number
  /** Used when a lead has no dealer address (older rows); normally the store sets one. */
  fallbackRecipient: string
  /** How long a claim protects a lead from other processes; longer than any adapter's timeout. */
  claimMs?: number
  batchSize?: number
  backoffMs?: readonly number[]
  /** 0..1; spreads retries by ±10 % so leads queued during an outage do not all retry at once. */
  random?: () => number
  /** Rate-limit windows that started before now minus this are deleted (once an hour). */
  rateLimitRetentionMs?: number
  clock?: () => Date
}

export type OutboxRunReport = { delivered: number; retrying: number; needsAttention: number; skipped: number }

const emptyReport = (): OutboxRunReport => ({ delivered: 0, retrying: 0, needsAttention: 0, skipped: 0 })

/** A run's outcomes as the metrics name them (the collections' own status words). */
const OUTCOME_LABELS = { delivered: 'delivered', retrying: 'retrying', needsAttention: 'needs-attention' } as const

/**
 * The delivery outbox (issue 'Leads' item 5; ARCHITECTURE 'Transactions'). Each web process runs
 * one (started from instrumentation.ts, on a timer and once at start, which is what resumes
 * delivery after a restart), and the API route kicks it after storing a lead.
 *
 * Claiming: two processes may pick the same due lead; only the one whose
 * `UPDATE leads SET claimed_until = … WHERE id = ? AND <still due and unclaimed> RETURNING id`
 * returns the row delivers it. That is raw SQL on Payload's `leads` table rather than
 * `payload.update`, because Payload's update reads then writes (no compare-and-set) and does not
 * report whether the condition matched; one conditional UPDATE is atomic on SQLite and on
 * PostgreSQL (row lock, condition re-checked). Results are then written through Payload.
 *
 * Delivery is at least once: a process that dies after the port succeeded and before the result
 * is written delivers again when the claim expires. The port gets the formSubmissionId as
 * idempotency key for exactly that case.
 */
export class DeliveryOutbox<Doc extends { id: number } = { id: number }> {
  private running?: Promise<OutboxRunReport>
  private runAgain = false
  private timer?: ReturnType<typeof setInterval>
  private lastPrune = 0

  constructor(
    private readonly options: LeadOutboxOptions,
    private readonly source: DeliverySource<Doc>,
  ) {}

  private get port(): LeadDeliveryPort {
    return typeof this.options.port === 'function' ? this.options.port() : this.options.port
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date()
  }

  /**
   * Delivers every due lead once. Calls while a run is going join it, and one more run follows
   * (a lead stored meanwhile is not left for the next tick).
   */
  runOnce(now?: Date): Promise<OutboxRunReport> {
    if (this.running) {
      this.runAgain = true
      return this.running
    }
    const run = (async () => {
      try {
        const report = await this.deliverDue(now ?? this.now())
        while (this.runAgain) {
          this.runAgain = false
          const more = await this.deliverDue(this.now())
          for (const key of Object.keys(report) as (keyof OutboxRunReport)[]) report[key] += more[key]
        }
        return report
      } finally {
        this.running = undefined
      }
    })()
    this.running = run
    return run
  }

  /** Runs now and every `intervalMs` (0: only now). Timers do not keep the process alive. */
  start(intervalMs: number): void {
    if (this.timer) return
    this.kick()
    if (intervalMs > 0) {
      this.timer = setInterval(() => this.kick(), intervalMs)
      this.timer.unref?.()
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  /** Stops the timer and waits for a run in progress (its deliveries marked): at shutdown. */
  async drain(): Promise<void> {
    this.stop()
    this.runAgain = false
    await this.running?.catch(() => undefined)
  }

  /** Fire and forget (after a submission, on the timer); failures are logged. */
  kick(): void {
    this.runOnce().catch((error: unknown) => logger.error({ err: error, source: this.source.label }, 'Outbox run failed; it runs again on the next tick'))
  }

  private async deliverDue(now: Date): Promise<OutboxRunReport> {
    const report = emptyReport()
    const batchSize = this.options.batchSize ?? 20
    await this.pruneRateLimits(now)
    // A few batches per run at most: a backlog drains over a few ticks without starving the process.
    for (let batch = 0; batch < 10; batch++) {
      const due = await this.dueLeadIds(now, batchSize)
      for (const id of due) {
        const outcome = await this.deliverOne(id, now)
        report[outcome] += 1
        if (outcome !== 'skipped') showroomMetrics().outboxDeliveries.inc({ source: this.source.table, result: OUTCOME_LABELS[outcome] })
      }
      if (due.length < batchSize) break
    }
    return report
  }

  /** What waits in this outbox now, by status: its part of the metrics' backlog (issue 40). */
  async backlog(): Promise<OutboxBacklog> {
    const rows = await this.options.db.query<{ status: string; count: number | string }>(
      `SELECT status, COUNT(*) AS count FROM ${this.source.table}
       WHERE status IN ('pending', 'retrying', 'needs-attention') AND erased_at IS NULL
       GROUP BY status`,
      [],
    )
    return rows.map((row) => ({ source: this.source.table, status: row.status, count: Number(row.count) }))
  }

  private async dueLeadIds(now: Date, limit: number): Promise<number[]> {
    const at = now.toISOString()
    const rows = await this.options.db.query<{ id: number | string }>(
      `SELECT id FROM ${this.source.table}
       WHERE status IN ('pending', 'retrying') AND erased_at IS NULL
         AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
         AND (claimed_until IS NULL OR claimed_until < ?)
       ORDER BY next_attempt_at, id
       LIMIT ?`,
      [at, at, limit],
    )
    return rows.map((r) => Number(r.id))
  }

  /** True when this process now owns the lead until `now + claimMs`. */
  private async claim(id: number, now: Date): Promise<boolean> {
    const at = now.toISOString()
    const until = new Date(now.getTime() + (this.options.claimMs ?? 120_000)).toISOString()
    const rows = await this.options.db.query(
      `UPDATE ${this.source.table} SET claimed_until = ?
       WHERE id = ? AND status IN ('pending', 'retrying') AND erased_at IS NULL
         AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
         AND (claimed_until IS NULL OR claimed_until < ?)
       RETURNING id`,
      [until, id, at, at],
    )
    return rows.length === 1
  }

  private async deliverOne(id: number, now: Date): Promise<keyof OutboxRunReport> {
    if (!(await this.claim(id, now))) return 'skipped'
    const { payload } = this.options
    const doc = (await payload.findByID({ collection: this.source.collection, id, depth: 1, overrideAccess: true })) as unknown as Doc & {
      attempts?: number | null
    }
    const attempts = (doc.attempts ?? 0) + 1
    let via: string
    let delivery: LeadForDelivery
    try {
      const port = this.port
      via = port.name
      delivery = this.source.toDelivery(doc, this.options.fallbackRecipient)
      await port.deliver(delivery)
    } catch (error) {
      return this.recordFailure(doc, attempts, error, now)
    }
    await payload.update({
      collection: this.source.collection,
      id,
      overrideAccess: true,
      depth: 0,
      data: {
        status: 'delivered',
        attempts,
        deliveredAt: this.now().toISOString(),
        deliveredVia: via,
        lastError: null,
        nextAttemptAt: null,
        claimedUntil: null,
      },
    })
    logger.info({ source: this.source.label, id, via, attempts, formSubmissionId: delivery.formSubmissionId }, `${this.source.label} delivered`)
    return 'delivered'
  }

  private async recordFailure(doc: Doc, attempts: number, error: unknown, now: Date): Promise<'retrying' | 'needsAttention'> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
    const { label } = this.source
    if (attempts >= this.options.maxAttempts) {
      await this.options.payload.update({
        collection: this.source.collection,
        id: doc.id,
        overrideAccess: true,
        depth: 0,
        data: { status: 'needs-attention', attempts, lastError: message, nextAttemptAt: null, claimedUntil: null },
      })
      logger.error({ source: label, id: doc.id, attempts, err: error }, `${label} could not be delivered; marked needs-attention for a person to handle`)
      return 'needsAttention'
    }
    const backoff = this.options.backoffMs ?? LEAD_RETRY_BACKOFF_MS
    const base = backoff[Math.min(attempts, backoff.length) - 1] ?? 60_000
    const delay = Math.round(base * (0.9 + 0.2 * (this.options.random ?? Math.random)()))
    const nextAttemptAt = new Date(now.getTime() + delay).toISOString()
    await this.options.payload.update({
      collection: this.source.collection,
      id: doc.id,
      overrideAccess: true,
      depth: 0,
      data: { status: 'retrying', attempts, lastError: message, nextAttemptAt, claimedUntil: null },
    })
    logger.warn({ source: label, id: doc.id, attempts, nextAttemptAt, err: error }, `${label} delivery failed; will retry`)
    return 'retrying'
  }

  private async pruneRateLimits(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < 3_600_000) return
    this.lastPrune = now.getTime()
    try {
      await pruneRateLimits(this.options.db, new Date(now.getTime() - (this.options.rateLimitRetentionMs ?? 2 * 86_400_000)))
    } catch (error) {
      logger.warn({ err: error }, 'Old lead rate-limit windows could not be removed')
    }
  }
}

/** How a stored lead is handed to the lead port. */
export function leadForDelivery(lead: Lead, fallbackRecipient: string): LeadForDelivery {
  const site = lead.site && typeof lead.site === 'object' ? { key: lead.site.key, name: lead.site.name } : { key: 'unknown-site', name: 'Unknown site' }
  const values = lead.values && typeof lead.values === 'object' && !Array.isArray(lead.values) ? (lead.values as Record<string, unknown>) : {}
  const orUndefined = (v: string | null | undefined) => v || undefined
  return {
    id: lead.id,
    site,
    formName: lead.formName,
    formSubmissionId: lead.formSubmissionId,
    values,
    customer: {
      name: orUndefined(lead.customerName),
      phone: orUndefined(lead.customerPhone),
      email: orUndefined(lead.customerEmail),
      message: orUndefined(lead.message),
    },
    car: lead.carId ? { id: lead.carId, title: orUndefined(lead.carTitle) } : undefined,
    recipient: { name: orUndefined(lead.dealerName), email: lead.dealerEmail || fallbackRecipient },
    sourceUrl: orUndefined(lead.sourceUrl),
    createdAt: lead.createdAt,
  }
}

/** Leads as an outbox source (the Leads collection). */
export const LEAD_SOURCE: DeliverySource<Lead> = { collection: 'leads', table: 'leads', label: 'Lead', toDelivery: leadForDelivery }

/** The lead outbox: the delivery outbox on the Leads collection. */
export class LeadOutbox extends DeliveryOutbox<Lead> {
  constructor(options: LeadOutboxOptions) {
    super(options, LEAD_SOURCE)
  }
}
