import { getMailTransport, mailSender, outboxFolder } from '@/integrations/mail/instance'
import { writesToOutbox } from '@/integrations/mail/mail-transport'
import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'
import { logger } from '@/lib/logger'

import { EmailLeadDelivery } from './email-lead-delivery'
import { HttpCrmLeadDelivery } from './http-crm-lead-delivery'
import type { LeadDeliveryPort } from './lead-delivery-port'

const instance = processSingleton<LeadDeliveryPort>('LeadDelivery')

/**
 * This process's lead port: the CRM when SHOWROOM_CRM_URL is set; otherwise e-mail to the dealer
 * through the process's mail transport (SHOWROOM_SMTP_URL when set, else .eml files in
 * `<data dir>/outbox/` for development).
 */
export function getLeadDelivery(): LeadDeliveryPort {
  return instance.getOrCreate(() => {
    const { leads, dataDir } = getConfig()
    if (leads.crm) return new HttpCrmLeadDelivery(leads.crm.url, { apiKey: leads.crm.apiKey })
    const transport = getMailTransport()
    if (writesToOutbox(transport)) {
      logger.info({ folder: outboxFolder(dataDir) }, 'Leads are delivered as .eml files (set SHOWROOM_SMTP_URL or SHOWROOM_CRM_URL to send them)')
    }
    return new EmailLeadDelivery(transport, mailSender())
  })
}
