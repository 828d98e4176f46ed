import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'

import nodemailer, { type Transport, type Transporter } from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import StreamTransport from 'nodemailer/lib/stream-transport'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

/**
 * The one mail transport of a process (nodemailer), used by the lead e-mails and by Payload's own
 * mail (password resets): the SMTP server in SHOWROOM_SMTP_URL, or, without it (development,
 * offline), an outbox folder of .eml files that any mail client opens.
 */
export type MailTransport = Transporter<unknown>

/** Extra sendMail option understood by the outbox: the .eml file's name. */
export type OutboxMailOptions = Mail.Options & {
  /**
   * The same name replaces the earlier file, so delivering the same message again leaves one
   * file (the lead e-mail names it after the submission). Without it: `mail-<time>-<id>.eml`.
   */
  outboxFileName?: string
}

/** nodemailer's SMTP options; `forceAuth` is nodemailer's, missing from @types/nodemailer 7. */
export type SmtpTransportOptions = SMTPTransport.Options & { forceAuth?: boolean }

/** Longest silence from the SMTP server (connecting, greeting, any reply) before giving up. */
const SMTP_TIMEOUT_MS = 30_000

/**
 * smtp://user:password@host:587 (STARTTLS when offered; ?starttls=required or never) or
 * smtps://user:password@host:465 (TLS from the first byte). User and password are URL-encoded;
 * ?name= sets our name in EHLO. `overrides` is for tests (a private CA, short timeouts).
 */
export function smtpTransportOptions(url: string, overrides: Partial<SmtpTransportOptions> = {}): SmtpTransportOptions {
  const u = new URL(url)
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error('The SMTP URL must start with smtp:// or smtps://')
  const secure = u.protocol === 'smtps:'
  const startTls = u.searchParams.get('starttls')
  const user = u.username ? decodeURIComponent(u.username) : undefined
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    // Opportunistic STARTTLS is nodemailer's default; these are the two documented switches.
    requireTLS: startTls === 'required',
    ignoreTLS: startTls === 'never',
    auth: user === undefined ? undefined : { user, pass: u.password ? decodeURIComponent(u.password) : '' },
    // With credentials configured, never send unauthenticated because the server did not offer AUTH.
    forceAuth: user !== undefined,
    name: u.searchParams.get('name') || hostname() || 'showroom.local',
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    ...overrides,
  }
}

/** A file name that stays inside the folder: no separators, no leading dot, ends in .eml. */
function safeFileName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_')
  return safe.endsWith('.eml') ? safe : `${safe}.eml`
}

function defaultFileName(messageId: string, at: Date): string {
  const time = at.toISOString().replace(/[-:]|\.\d+/g, '')
  return safeFileName(`mail-${time}-${messageId.replace(/^<|>$/g, '').split('@')[0] ?? randomUUID()}.eml`)
}

export type OutboxSentMessageInfo = StreamTransport.SentMessageInfo & { file: string }

/**
 * A nodemailer transport that writes each message as `<folder>/<name>.eml`: nodemailer's stream
 * transport builds the message (CRLF line ends, as on the wire), and it is written to a temporary
 * name and renamed, so a reader never sees half a file and a repeat replaces the file whole.
 */
export class OutboxTransport implements Transport<OutboxSentMessageInfo> {
  readonly name = 'outbox'
  readonly version = '1'
  private readonly stream = new StreamTransport({ streamTransport: true, buffer: true, newline: 'windows' })

  constructor(readonly folder: string) {}

  send(mail: MailMessage<OutboxSentMessageInfo>, callback: (err: Error | null, info: OutboxSentMessageInfo) => void): void {
    const { outboxFileName } = mail.data as OutboxMailOptions
    this.stream.send(mail as unknown as MailMessage<StreamTransport.SentMessageInfo>, (error, info) => {
      if (error) return callback(error, info as OutboxSentMessageInfo)
      const file = path.join(this.folder, outboxFileName ? safeFileName(outboxFileName) : defaultFileName(info.messageId, new Date()))
      this.write(file, info.message as Buffer).then(
        () => callback(null, { ...info, file }),
        (writeError: Error) => callback(writeError, { ...info, file }),
      )
    })
  }

  /** The folder can be created and written (nodemailer's verify, e.g. at start-up checks). */
  async verify(): Promise<true> {
    await mkdir(this.folder, { recursive: true })
    return true
  }

  private async write(file: string, message: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true })
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`
    await writeFile(temporary, message)
    await rename(temporary, file)
  }
}

/** SMTP when a URL is configured, otherwise the outbox folder. */
export function createMailTransport(settings: { smtpUrl?: string; outboxFolder: string }): MailTransport {
  if (settings.smtpUrl) return nodemailer.createTransport(smtpTransportOptions(settings.smtpUrl))
  return nodemailer.createTransport(new OutboxTransport(settings.outboxFolder))
}

/** True when the transport writes .eml files rather than sending (recorded on leads as 'email-file'). */
export function writesToOutbox(transport: MailTransport): boolean {
  return transport.transporter instanceof OutboxTransport
}
