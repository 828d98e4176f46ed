import path from 'node:path'

import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'

import { EmailLeadDelivery, OutboxFolderTransport, SmtpTransport } from './email-lead-delivery'
import { HttpCrmLeadDelivery } from './http-crm-lead-delivery'
import type { LeadDeliveryPort } from './lead-delivery-port'
import { smtpSettingsFromUrl } from './smtp-client'

// On globalThis: Next may load this module more than once in one process (route bundles).
const shared = globalThis as { __showroomLeadDelivery?: LeadDeliveryPort }

/**
 * This process's lead port: the CRM when SHOWROOM_CRM_URL is set; otherwise e-mail to the dealer,
 * over SHOWROOM_SMTP_URL when set, else as .eml files in `<data dir>/outbox/` (development).
 */
export function getLeadDelivery(): LeadDeliveryPort {
  shared.__showroomLeadDelivery ??= (() => {
    const { leads, dataDir } = getConfig()
    if (leads.crm) return new HttpCrmLeadDelivery(leads.crm.url, { apiKey: leads.crm.apiKey })
    const from = { name: 'Showroom', email: leads.from }
    if (leads.smtpUrl) return new EmailLeadDelivery(new SmtpTransport(smtpSettingsFromUrl(leads.smtpUrl)), from)
    const folder = path.join(dataDir, 'outbox')
    logger.info({ folder }, 'Leads are delivered as .eml files (set SHOWROOM_SMTP_URL or SHOWROOM_CRM_URL to send them)')
    return new EmailLeadDelivery(new OutboxFolderTransport(folder), from)
  })()
  return shared.__showroomLeadDelivery
}
