import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

/**
 * Tests only: builds a message the way the outbox writes it, reads an .eml back the way a mail
 * client shows it (header fields unfolded and RFC 2047 words decoded, the body decoded), and an
 * SMTP server stand-in on loopback.
 */

/** The message nodemailer makes of these options, as written to the outbox (CRLF line ends). */
export async function rawMessage(options: Mail.Options): Promise<string> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }).sendMail(options)
  return (info.message as Buffer).toString('utf8')
}

const decodeQ = (text: string): Buffer => {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(char.charCodeAt(0))
  }
  return Buffer.from(bytes)
}

/** Header text with its encoded words decoded (whitespace between adjacent words dropped, RFC 2047 §6.2). */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQ(text.replace(/_/g, ' '))).toString('utf8'),
    )
}

export type Eml = {
  /** Header fields as written (unfolded), by lower-case name; the first of each. */
  rawHeaders: Map<string, string>
  /** The same, decoded. */
  headers: Map<string, string>
  /** The body, transfer encoding undone (single-part messages only). */
  body: string
}

/**
 * The finished messages in an outbox folder, as written (none when it does not exist yet). A
 * message still being written is a temporary file, renamed when done: it is not read, as a mail
 * client picking up the folder would not.
 */
export async function outboxMessages(folder: string): Promise<string[]> {
  const files = await readdir(folder).catch(() => [])
  return Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(path.join(folder, file), 'utf8')))
}

export function readEml(raw: string): Eml {
  const at = raw.indexOf('\r\n\r\n')
  if (at < 0) throw new Error('No header/body separator')
  const rawHeaders = new Map<string, string>()
  for (const field of raw.slice(0, at).split(/\r\n(?![ \t])/)) {
    const colon = field.indexOf(':')
    const name = field.slice(0, colon).toLowerCase()
    if (!rawHeaders.has(name))
      rawHeaders.set(
        name,
        field
          .slice(colon + 1)
          .replace(/\r\n[ \t]/g, ' ')
          .trim(),
      )
  }
  if (/multipart\//i.test(rawHeaders.get('content-type') ?? '')) throw new Error('readEml reads single-part messages only')
  const encoded = raw.slice(at + 4)
  const encoding = (rawHeaders.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const body =
    encoding === 'quoted-printable'
      ? decodeQ(encoded.replace(/=\r\n/g, '')).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : encoded
  return { rawHeaders, headers: new Map([...rawHeaders].map(([name, value]) => [name, decodeHeader(value)])), body }
}

/** What one connection to the SMTP stand-in saw. */
export type SmtpSession = { commands: string[]; data?: string; auth?: { user: string; password: string }; tls: boolean }

export type SmtpStandInOptions = {
  /** AUTH mechanisms offered; without them AUTH is refused (503). */
  auth?: ('PLAIN' | 'LOGIN')[]
  credentials?: { user: string; password: string }
  /** Offer STARTTLS with this key and certificate. */
  startTls?: { key: string; cert: string }
  /** TLS from the first byte (smtps). */
  implicitTls?: { key: string; cert: string }
  rejectRecipient?: string
  /** Send an extra line right after the STARTTLS 220 (the STARTTLS injection attack). */
  injectAfterStartTls?: boolean
  /** Never answer after the greeting. */
  silent?: boolean
  noEhlo?: boolean
}

/**
 * A small SMTP server on loopback (node:net, node:tls) that behaves like a relay and records
 * every session: what our nodemailer settings make of each server behaviour.
 */
export async function smtpStandIn(options: SmtpStandInOptions = {}) {
  const sessions: SmtpSession[] = []
  const sockets = new Set<net.Socket>()

  const handle = (raw: net.Socket, secure: boolean) => {
    sockets.add(raw)
    const session: SmtpSession = { commands: [], tls: secure }
    sessions.push(session)
    let socket: net.Socket = raw
    let buffer = ''
    let mode: 'command' | 'data' | 'login-user' | 'login-password' = 'command'
    let dataLines: string[] = []
    let loginUser = ''
    const reply = (text: string) => socket.write(`${text}\r\n`)
    const checkAuth = (user: string, password: string) => {
      session.auth = { user, password }
      const ok = !options.credentials || (options.credentials.user === user && options.credentials.password === password)
      reply(ok ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid')
    }
    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          session.data = dataLines.join('\r\n')
          mode = 'command'
          return reply('250 2.0.0 Ok: queued as 12345')
        }
        dataLines.push(line.startsWith('..') ? line.slice(1) : line)
        return
      }
      if (mode === 'login-user') {
        loginUser = Buffer.from(line, 'base64').toString('utf8')
        mode = 'login-password'
        return reply('334 UGFzc3dvcmQ6')
      }
      if (mode === 'login-password') {
        mode = 'command'
        return checkAuth(loginUser, Buffer.from(line, 'base64').toString('utf8'))
      }
      session.commands.push(line)
      if (options.silent) return
      const [verb = '', ...rest] = line.split(' ')
      switch (verb.toUpperCase()) {
        case 'EHLO': {
          if (options.noEhlo) return reply('502 5.5.2 Error: command not recognized')
          const caps = [
            'standin.example',
            ...(options.auth ? [`AUTH ${options.auth.join(' ')}`] : []),
            ...(options.startTls && !session.tls ? ['STARTTLS'] : []),
          ]
          return caps.forEach((cap, i) => reply(`250${i === caps.length - 1 ? ' ' : '-'}${cap}`))
        }
        case 'HELO':
          return reply('250 standin.example')
        case 'STARTTLS': {
          if (!options.startTls || session.tls) return reply('502 5.5.1 STARTTLS not available')
          // The injection arrives in the same packet as the 220, as in the real attack.
          socket.write(`220 2.0.0 Ready to start TLS\r\n${options.injectAfterStartTls ? '250 injected\r\n' : ''}`)
          raw.removeAllListeners('data')
          const secured = new tls.TLSSocket(raw, { isServer: true, key: options.startTls.key, cert: options.startTls.cert })
          session.tls = true
          socket = secured
          buffer = ''
          secured.on('data', onData)
          secured.on('error', () => undefined)
          return
        }
        case 'AUTH':
          if (!options.auth) return reply('503 5.5.1 Error: authentication not enabled')
          if (rest[0] === 'PLAIN') {
            const [, user = '', password = ''] = Buffer.from(rest[1] ?? '', 'base64')
              .toString('utf8')
              .split('\u0000')
            return checkAuth(user, password)
          }
          mode = 'login-user'
          return reply('334 VXNlcm5hbWU6')
        case 'MAIL':
          return reply('250 2.1.0 Ok')
        case 'RCPT':
          return options.rejectRecipient && line.includes(options.rejectRecipient)
            ? reply('550 5.1.1 <nobody@x.example>: Recipient address rejected')
            : reply('250 2.1.5 Ok')
        case 'DATA':
          mode = 'data'
          dataLines = []
          return reply('354 End data with <CR><LF>.<CR><LF>')
        case 'QUIT':
          reply('221 2.0.0 Bye')
          return socket.end()
        default:
          return reply('502 5.5.2 Error: command not recognized')
      }
    }
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        onLine(line)
      }
    }
    socket.on('data', onData)
    socket.on('error', () => undefined)
    reply('220 standin.example ESMTP')
  }

  const server = options.implicitTls
    ? tls.createServer({ key: options.implicitTls.key, cert: options.implicitTls.cert }, (s) => handle(s, true))
    : net.createServer((s) => handle(s, false))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    sessions,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A throw-away certificate for 127.0.0.1 made with openssl (no key material in the repository); undefined without openssl. */
export function throwAwayCertificate(): { key: string; cert: string; remove: () => void } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-smtp-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'), remove }
  } catch {
    remove()
    return undefined
  }
}
