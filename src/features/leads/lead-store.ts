import type { Payload } from 'payload'

import { getSearchEngine } from '@/features/car-search'
import type { SearchEngine } from '@/integrations/search/search-engine'
import type { SqlDatabase } from '@/lib/sql-database'
import { logger } from '@/lib/logger'

import { resolveLeadRecipient, type LeadRecipient } from './lead-recipient'
import type { LeadSubmission } from './lead-schema'
import type { LeadSpamReason } from './lead-status'
import type { LeadSite, StoredLead } from './lead-types'
import { addressBucket, hitRateLimit, normalisePhone, type RateLimitRule, senderHash } from '@/features/visitor-limits'

export type LeadStoreSettings = {
  /** PAYLOAD_SECRET: the key of the sender hashes. */
  secret: string
  rateLimits: { perIp: RateLimitRule; perPhone: RateLimitRule }
  fallbackRecipient: string
}

export type StoreLeadInput = { site: LeadSite; submission: LeadSubmission; clientAddress: string; now: Date }

export type LeadCustomer = { name?: string; phone?: string; email?: string; message?: string }

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** Name, phone, e-mail and message, wherever the form keeps them (spec 02 §3; spec 03 §3 'customerName' & co.). */
export function leadCustomerOf(submission: LeadSubmission): LeadCustomer {
  if (submission.kind === 'carContact') {
    const v = submission.values
    return { name: v.name, phone: v.phone, email: v.email, message: text(v.message) }
  }
  // The other forms keep the customer under spec 03 §3's names (customerName & co.) or, built in
  // the CMS, under whatever names the editor gave the fields.
  const v: Record<string, unknown> = submission.values
  return {
    name: text(v.customerName) ?? text(v.name),
    phone: text(v.customerPhone) ?? text(v.phone),
    email: text(v.customerEmail) ?? text(v.email),
    message: text(v.message) ?? text(v.description) ?? text(v.other),
  }
}

/** The car a lead is about (id and a readable title), when the form names one. */
export function leadCarOf(submission: LeadSubmission): { id: string; title?: string } | undefined {
  const car = (submission.values as Record<string, unknown>).car
  if (!car || typeof car !== 'object' || Array.isArray(car)) return undefined
  const c = car as Record<string, unknown>
  const id = typeof c.id === 'string' || typeof c.id === 'number' ? String(c.id) : undefined
  if (!id) return undefined
  const title = text(c.title) ?? ([c.brand, c.model, c.version].map(text).filter(Boolean).join(' ') || undefined)
  return { id, title }
}

/** Where the form wants the lead to go (verified by resolveLeadRecipient before it is used). */
function wantedRecipient(submission: LeadSubmission): { email?: string; name?: string } {
  const v = submission.values as Record<string, unknown>
  return { email: text(v.toEmail) ?? text(v.siteEmail), name: text(v.toName) ?? text(v.siteName) }
}

/**
 * Writes leads (issue 'Leads' item 4): one row per site and formSubmissionId, before the request is
 * answered. A repeated id (a client retry) gets the existing lead back, never a second row. Spam
 * (honeypot, over a rate limit) is stored too, marked spam-suspected, so a person can still find
 * and release a real enquiry that tripped a limit.
 */
export class LeadStore {
  constructor(
    private readonly payload: Payload,
    private readonly db: SqlDatabase,
    private readonly settings: LeadStoreSettings,
    /** The stock the recipient check reads: this process's search engine, built in or outside. */
    private readonly stock: () => Promise<SearchEngine> = getSearchEngine,
  ) {}

  async findBySubmissionId(siteId: number | string, formSubmissionId: string): Promise<StoredLead | undefined> {
    const found = await this.payload.find({
      collection: 'leads',
      where: { and: [{ site: { equals: siteId } }, { formSubmissionId: { equals: formSubmissionId } }] },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { status: true },
    })
    const doc = found.docs[0]
    return doc ? { id: doc.id, created: false, status: doc.status } : undefined
  }

  async store({ site, submission, clientAddress, now }: StoreLeadInput): Promise<StoredLead> {
    const existing = await this.findBySubmissionId(site.id, submission.formSubmissionId)
    if (existing) return existing

    const customer = leadCustomerOf(submission)
    const ipHash = senderHash(this.settings.secret, 'ip', clientAddress)
    const spamReason = await this.spamReasonOf(submission, clientAddress, customer.phone, now)
    const car = leadCarOf(submission)
    const recipient = await this.recipientOf(site, submission, car?.id)

    try {
      const doc = await this.payload.create({
        collection: 'leads',
        overrideAccess: true,
        depth: 0,
        data: {
          site: Number(site.id),
          status: spamReason ? 'spam-suspected' : 'pending',
          spamReason: spamReason ?? null,
          formName: submission.formName,
          formSubmissionId: submission.formSubmissionId,
          customerName: customer.name ?? '',
          customerPhone: customer.phone ?? '',
          customerEmail: customer.email ?? '',
          message: customer.message ?? '',
          carId: car?.id ?? null,
          carTitle: car?.title ?? null,
          dealerName: recipient.name ?? null,
          dealerEmail: recipient.email,
          sourceUrl: text((submission.values as Record<string, unknown>).source) ?? null,
          values: submission.values,
          attempts: 0,
          nextAttemptAt: now.toISOString(),
          ipHash,
        },
      })
      return { id: doc.id, created: true, status: doc.status }
    } catch (error) {
      // Two copies of one submission at the same moment: the unique index (site, formSubmissionId)
      // lets one in; the other finds it here.
      const raced = await this.findBySubmissionId(site.id, submission.formSubmissionId)
      if (raced) return raced
      throw error
    }
  }

  /** Counts this sender in the rate-limit buckets (always, so a flood keeps counting) and says why it looks like spam. */
  private async spamReasonOf(submission: LeadSubmission, clientAddress: string, phone: string | undefined, now: Date): Promise<LeadSpamReason | undefined> {
    const { perIp, perPhone } = this.settings.rateLimits
    const byIp = await hitRateLimit(this.db, addressBucket('ip', this.settings.secret, clientAddress), perIp, now)
    const phoneDigits = phone ? normalisePhone(phone) : ''
    const byPhone = phoneDigits ? await hitRateLimit(this.db, `phone:${senderHash(this.settings.secret, 'phone', phoneDigits)}`, perPhone, now) : undefined
    if (submission.honeypot) return 'honeypot'
    if (byIp.limited) return 'rate-limit-ip'
    if (byPhone?.limited) return 'rate-limit-phone'
    return undefined
  }

  private async recipientOf(site: LeadSite, submission: LeadSubmission, carId: string | undefined): Promise<LeadRecipient> {
    const wanted = wantedRecipient(submission)
    try {
      const recipient = await resolveLeadRecipient(await this.stock(), site, { carId, ...wanted }, this.settings.fallbackRecipient)
      if (wanted.email && recipient.email !== wanted.email.toLowerCase()) {
        logger.warn(
          { site: site.key, carId, recipient: recipient.email },
          'The address the form named is not in the stock; the lead goes to the stock or fallback address',
        )
      }
      return recipient
    } catch (error) {
      // The lead matters more than its routing: store it for the fallback address.
      logger.error({ err: error, site: site.key }, 'Lead recipient lookup failed; using the fallback address')
      return { name: site.name, email: this.settings.fallbackRecipient, verified: false }
    }
  }
}
