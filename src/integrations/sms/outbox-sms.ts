import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { logger } from '@/lib/logger'

import { SmsSendError, type SmsMessage, type SmsPort } from './sms-port'

/** Where the built-in adapter writes messages: `<data dir>/sms-outbox/`. */
export function smsOutboxFolder(dataDir: string): string {
  return path.join(dataDir, 'sms-outbox')
}

/**
 * The built-in SMS adapter (no gateway configured): each message becomes a JSON file
 * `<time>-<random>.json` ({ to, text, sentAt }) in `<data dir>/sms-outbox/` and a log line, so a
 * person trying the demo (and the end-to-end tests) can read the code.
 */
export class OutboxSms implements SmsPort {
  constructor(
    private readonly folder: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const sentAt = this.now()
    const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`
    try {
      await mkdir(this.folder, { recursive: true })
      await writeFile(path.join(this.folder, name), JSON.stringify({ to: message.to, text: message.text, sentAt: sentAt.toISOString() }, null, 2))
    } catch (error) {
      throw new SmsSendError('The text message could not be written to the SMS outbox', { cause: error })
    }
    logger.info({ to: message.to, file: name, text: message.text }, 'SMS written to the outbox (no SMS gateway configured)')
  }
}
