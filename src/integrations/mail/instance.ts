import path from 'node:path'

import { getConfig } from '@/lib/config'

import { createMailTransport, type MailTransport } from './mail-transport'

// On globalThis: Next may load this module more than once in one process (route bundles), and
// Payload's config and the lead delivery must share one transport. Keyed by the settings it was
// made from, so a test that points the data folder elsewhere gets a transport for that folder.
const shared = globalThis as { __showroomMailTransport?: { key: string; transport: MailTransport } }

/** Where e-mails are written when no SMTP server is configured: `<data dir>/outbox/`. */
export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, 'outbox')
}

/**
 * This process's mail transport: SMTP over SHOWROOM_SMTP_URL when set, else .eml files in
 * `<data dir>/outbox/`. Used by the lead e-mails and by Payload (password resets).
 */
export function getMailTransport(): MailTransport {
  const { leads, dataDir } = getConfig()
  const settings = { smtpUrl: leads.smtpUrl, outboxFolder: outboxFolder(dataDir) }
  const key = JSON.stringify(settings)
  if (shared.__showroomMailTransport?.key !== key) shared.__showroomMailTransport = { key, transport: createMailTransport(settings) }
  return shared.__showroomMailTransport.transport
}

/** The sender of every e-mail (SHOWROOM_LEADS_FROM); leads set Reply-To to the customer. */
export function mailSender(): { name: string; email: string } {
  return { name: 'Showroom', email: getConfig().leads.from }
}
