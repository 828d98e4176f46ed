import type { SiteRecord } from '@/features/sites'

import type { LeadDeliveryStatus } from './lead-status'

/** The parts of a site a lead needs: where it belongs, and the stock indexes to check recipients in. */
export type LeadSite = Pick<SiteRecord, 'id' | 'key' | 'name' | 'searchIndexes'>

/** A lead as the API route reports it. */
export type StoredLead = { id: number; created: boolean; status: LeadDeliveryStatus }
