import path from 'node:path'

import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'

import { createMailTransport, type MailTransport } from './mail-transport'

// Payload's config and the lead delivery share one transport. Keyed by the settings it was made
// from, so a test that points the data folder elsewhere gets a transport for that folder.
const instance = processSingleton<{ key: string; transport: MailTransport }>('MailTransport')

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
  const current = instance.get()
  if (current?.key === key) return current.transport
  const transport = createMailTransport(settings)
  instance.set({ key, transport })
  return transport
}

/** The sender of every e-mail (SHOWROOM_LEADS_FROM); leads set Reply-To to the customer. */
export function mailSender(): { name: string; email: string } {
  return { name: 'Showroom', email: getConfig().leads.from }
}
