import net from 'node:net'
import { hostname } from 'node:os'
import tls from 'node:tls'

/**
 * A small SMTP client (RFC 5321) for the built-in lead e-mail: one message per connection,
 * EHLO (HELO as fallback), STARTTLS when offered (or required), AUTH PLAIN or LOGIN, MAIL FROM,
 * RCPT TO, DATA with dot-stuffing, QUIT. That is all a relay (the group's mail server, or a
 * provider's submission port) needs; no pipelining, no connection pool — leads come one at a
 * time from the outbox. Any reply other than the expected one throws an SmtpError naming the
 * step and the server's answer, which the outbox records on the lead and retries.
 */

export type SmtpSettings = {
  host: string
  port: number
  /** TLS from the first byte (smtps://, usually port 465). */
  secure: boolean
  /** Upgrade a plain connection with STARTTLS: when the server offers it, always, or never. */
  startTls: 'when-offered' | 'required' | 'never'
  user?: string
  password?: string
  /** Our name in EHLO. */
  clientName: string
  /** Longest silence from the server before giving up. */
  timeoutMs: number
  /** Extra TLS options (a private CA, for instance). */
  tls?: tls.ConnectionOptions
}

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly replyCode?: number,
  ) {
    super(message)
    this.name = 'SmtpError'
  }
}

/**
 * smtp://user:password@host:587 (STARTTLS when offered; ?starttls=required or never) or
 * smtps://user:password@host:465. User and password are URL-encoded; ?name= sets the EHLO name.
 */
export function smtpSettingsFromUrl(url: string, overrides: Partial<SmtpSettings> = {}): SmtpSettings {
  const u = new URL(url)
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error('The SMTP URL must start with smtp:// or smtps://')
  const secure = u.protocol === 'smtps:'
  const startTls = u.searchParams.get('starttls')
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    startTls: startTls === 'required' || startTls === 'never' ? startTls : 'when-offered',
    user: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    clientName: u.searchParams.get('name') || hostname() || 'showroom.local',
    timeoutMs: 30_000,
    ...overrides,
  }
}

type Reply = { code: number; lines: string[] }
const replyText = (reply: Reply) => `${reply.code} ${reply.lines.join(' ').trim()}`.slice(0, 300)

/** Reads SMTP replies (multi-line "250-…" continued until "250 …") from whatever socket is current. */
class ReplyReader {
  private buffer = ''
  private pending: string[] = []
  private replies: Reply[] = []
  private waiter?: { resolve: (reply: Reply) => void; reject: (error: Error) => void }
  private failure?: Error

  readonly onData = (chunk: Buffer) => {
    this.buffer += chunk.toString('utf8')
    let end: number
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '')
      this.buffer = this.buffer.slice(end + 1)
      const match = /^(\d{3})([ -]|$)(.*)$/.exec(line)
      if (!match) return this.fail(new SmtpError(`Not an SMTP reply: ${JSON.stringify(line.slice(0, 100))}`))
      this.pending.push(match[3] ?? '')
      if (match[2] !== '-') {
        this.replies.push({ code: Number(match[1]), lines: this.pending })
        this.pending = []
      }
    }
    this.deliver()
  }

  /** True when the server sent more than was asked for (must not happen before a TLS upgrade). */
  get hasUnread(): boolean {
    return this.buffer.length > 0 || this.replies.length > 0 || this.pending.length > 0
  }

  fail(error: Error): void {
    this.failure ??= error
    this.deliver()
  }

  next(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject }
      this.deliver()
    })
  }

  private deliver(): void {
    if (!this.waiter) return
    const reply = this.replies.shift()
    if (reply) {
      const { resolve } = this.waiter
      this.waiter = undefined
      resolve(reply)
    } else if (this.failure) {
      const { reject } = this.waiter
      this.waiter = undefined
      reject(this.failure)
    }
  }
}

/** The message as sent after DATA: CRLF line ends, lines starting with '.' doubled, ending in CRLF.CRLF. */
export function dotStuffed(message: string): string {
  const normalised = message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')
  return `${normalised}${normalised.endsWith('\r\n') ? '' : '\r\n'}.\r\n`
}

const ENVELOPE_ADDRESS = /^[^\s<>]+@[^\s<>]+$/

/** Sends one message. Resolves when the server has accepted it (250 after the data). */
export async function sendMail(settings: SmtpSettings, envelope: { from: string; to: readonly string[] }, message: string): Promise<void> {
  for (const address of [envelope.from, ...envelope.to]) {
    if (!ENVELOPE_ADDRESS.test(address)) throw new SmtpError(`Not a usable envelope address: ${JSON.stringify(address.slice(0, 100))}`)
  }
  if (envelope.to.length === 0) throw new SmtpError('No recipient')

  const reader = new ReplyReader()
  let socket: net.Socket = await open(settings, reader)
  const send = async (line: string, expect: number[], step = line.split(' ')[0]!): Promise<Reply> => {
    socket.write(`${line}\r\n`)
    return expectReply(await reader.next(), expect, step)
  }

  try {
    expectReply(await reader.next(), [220], 'greeting')
    let capabilities = await hello(settings, send)
    if (!settings.secure && settings.startTls !== 'never') {
      if (capabilities.has('STARTTLS')) {
        await send('STARTTLS', [220])
        // Anything the server sent after its 220 would be read as if it came over TLS: refuse
        // (the STARTTLS command-injection problem, CVE-2011-0411 and kin).
        if (reader.hasUnread) throw new SmtpError('The server sent data before the TLS handshake')
        socket = await upgrade(socket, settings, reader)
        capabilities = await hello(settings, send)
      } else if (settings.startTls === 'required') {
        throw new SmtpError('The server does not offer STARTTLS, and the configuration requires it')
      }
    }
    if (settings.user !== undefined) await authenticate(settings, capabilities, send)
    await send(`MAIL FROM:<${envelope.from}>`, [250], 'MAIL FROM')
    for (const to of envelope.to) await send(`RCPT TO:<${to}>`, [250, 251], 'RCPT TO')
    await send('DATA', [354])
    socket.write(dotStuffed(message))
    expectReply(await reader.next(), [250], 'message data')
    socket.write('QUIT\r\n')
    // The message is accepted; the answer to QUIT changes nothing (some servers just close).
    await Promise.race([reader.next().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000))])
  } finally {
    socket.end()
    socket.destroy()
  }
}

function expectReply(reply: Reply, expected: number[], step: string): Reply {
  if (!expected.includes(reply.code)) throw new SmtpError(`SMTP ${step} failed: ${replyText(reply)}`, reply.code)
  return reply
}

type Send = (line: string, expect: number[], step?: string) => Promise<Reply>

/** EHLO (HELO if the server does not know it); returns the capabilities, upper-case ('AUTH PLAIN LOGIN' → 'AUTH'). */
async function hello(settings: SmtpSettings, send: Send): Promise<Map<string, string>> {
  const name = /^[A-Za-z0-9.-]+$/.test(settings.clientName) ? settings.clientName : 'showroom.local'
  try {
    const reply = await send(`EHLO ${name}`, [250])
    return new Map(
      reply.lines.slice(1).map((line) => {
        const [keyword = '', ...rest] = line.trim().split(/\s+/)
        return [keyword.toUpperCase(), rest.join(' ').toUpperCase()] as const
      }),
    )
  } catch (error) {
    if (!(error instanceof SmtpError) || error.replyCode === undefined || error.replyCode < 500) throw error
    await send(`HELO ${name}`, [250])
    return new Map()
  }
}

async function authenticate(settings: SmtpSettings, capabilities: Map<string, string>, send: Send): Promise<void> {
  const methods = (capabilities.get('AUTH') ?? '').split(/\s+/)
  const user = settings.user ?? ''
  const password = settings.password ?? ''
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')
  if (methods.includes('PLAIN')) {
    await send(`AUTH PLAIN ${b64(`\u0000${user}\u0000${password}`)}`, [235], 'AUTH PLAIN')
  } else if (methods.includes('LOGIN')) {
    await send('AUTH LOGIN', [334], 'AUTH LOGIN')
    await send(b64(user), [334], 'AUTH LOGIN (user)')
    await send(b64(password), [235], 'AUTH LOGIN (password)')
  } else {
    throw new SmtpError(`The server offers no AUTH PLAIN or LOGIN (offers: ${methods.join(' ') || 'none'})`)
  }
}

function watch(socket: net.Socket, settings: SmtpSettings, reader: ReplyReader): void {
  socket.setTimeout(settings.timeoutMs, () => socket.destroy(new SmtpError(`SMTP server ${settings.host}:${settings.port} silent for ${settings.timeoutMs} ms`)))
  socket.on('data', reader.onData)
  socket.on('error', (error) => reader.fail(error))
  socket.on('close', () => reader.fail(new SmtpError('The SMTP server closed the connection')))
}

function open(settings: SmtpSettings, reader: ReplyReader): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = settings.secure
      ? tls.connect({ host: settings.host, port: settings.port, servername: net.isIP(settings.host) ? undefined : settings.host, ...settings.tls })
      : net.connect({ host: settings.host, port: settings.port })
    const connected = () => {
      socket.off('error', failed)
      socket.removeAllListeners('timeout')
      watch(socket, settings, reader)
      resolve(socket)
    }
    const failed = (error: Error) => reject(new SmtpError(`Cannot connect to SMTP server ${settings.host}:${settings.port}: ${error.message}`))
    socket.once(settings.secure ? 'secureConnect' : 'connect', connected)
    socket.once('error', failed)
    socket.setTimeout(settings.timeoutMs, () => socket.destroy(new Error(`no connection within ${settings.timeoutMs} ms`)))
  })
}

function upgrade(plain: net.Socket, settings: SmtpSettings, reader: ReplyReader): Promise<net.Socket> {
  plain.off('data', reader.onData)
  plain.removeAllListeners('close')
  plain.removeAllListeners('error')
  plain.removeAllListeners('timeout')
  plain.setTimeout(0)
  return new Promise((resolve, reject) => {
    const secured = tls.connect({ socket: plain, servername: net.isIP(settings.host) ? undefined : settings.host, ...settings.tls })
    const failed = (error: Error) => reject(new SmtpError(`STARTTLS handshake with ${settings.host} failed: ${error.message}`))
    secured.once('secureConnect', () => {
      secured.off('error', failed)
      watch(secured, settings, reader)
      resolve(secured)
    })
    secured.once('error', failed)
  })
}
