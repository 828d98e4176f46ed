import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { dotStuffed, sendMail, type SmtpSettings, smtpSettingsFromUrl } from './smtp-client'

/** What one connection to the fake server saw. */
type Session = { commands: string[]; data?: string; auth?: { user: string; password: string }; tls: boolean }

type FakeOptions = {
  auth?: ('PLAIN' | 'LOGIN')[]
  credentials?: { user: string; password: string }
  /** Offer STARTTLS with this key and certificate. */
  startTls?: { key: string; cert: string }
  /** TLS from the first byte (smtps). */
  implicitTls?: { key: string; cert: string }
  rejectRecipient?: string
  /** Send an extra line right after the STARTTLS 220 (the injection attack). */
  injectAfterStartTls?: boolean
  /** Never answer after the greeting. */
  silent?: boolean
  noEhlo?: boolean
}

/** A small SMTP server on node:net that behaves like a relay and records every session. */
async function fakeSmtpServer(options: FakeOptions = {}) {
  const sessions: Session[] = []
  const sockets = new Set<net.Socket>()

  const handle = (raw: net.Socket, secure: boolean) => {
    sockets.add(raw)
    const session: Session = { commands: [], tls: secure }
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
          const caps = ['fake.example', 'SIZE 10240000', ...(options.auth ? [`AUTH ${options.auth.join(' ')}`] : []), ...(options.startTls && !session.tls ? ['STARTTLS'] : [])]
          return caps.forEach((cap, i) => reply(`250${i === caps.length - 1 ? ' ' : '-'}${cap}`))
        }
        case 'HELO':
          return reply('250 fake.example')
        case 'STARTTLS': {
          // The injection arrives in the same packet as the 220, as in the real attack.
          socket.write(`220 2.0.0 Ready to start TLS\r\n${options.injectAfterStartTls ? '250 injected\r\n' : ''}`)
          raw.removeAllListeners('data')
          const secured = new tls.TLSSocket(raw, { isServer: true, key: options.startTls!.key, cert: options.startTls!.cert })
          session.tls = true
          socket = secured
          buffer = ''
          secured.on('data', onData)
          secured.on('error', () => undefined)
          return
        }
        case 'AUTH':
          if (rest[0] === 'PLAIN') {
            const [, user = '', password = ''] = Buffer.from(rest[1] ?? '', 'base64').toString('utf8').split('\u0000')
            return checkAuth(user, password)
          }
          mode = 'login-user'
          return reply('334 VXNlcm5hbWU6')
        case 'MAIL':
          return reply('250 2.1.0 Ok')
        case 'RCPT':
          return options.rejectRecipient && line.includes(options.rejectRecipient) ? reply('550 5.1.1 <nobody@x.example>: Recipient address rejected') : reply('250 2.1.5 Ok')
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
    reply('220 fake.example ESMTP')
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

let certDir: string | undefined
let pem: { key: string; cert: string } | undefined
beforeAll(() => {
  // A throw-away certificate for 127.0.0.1, made for this run (no key material in the repository).
  try {
    certDir = mkdtempSync(path.join(tmpdir(), 'showroom-smtp-'))
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      { stdio: 'ignore' },
    )
    pem = { key: readFileSync(path.join(certDir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(certDir, 'cert.pem'), 'utf8') }
  } catch {
    pem = undefined // no openssl: the TLS cases are skipped
  }
})
afterAll(() => {
  if (certDir) rmSync(certDir, { recursive: true, force: true })
})

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function server(options: FakeOptions = {}) {
  const s = await fakeSmtpServer(options)
  close = s.close
  return s
}

const settings = (port: number, over: Partial<SmtpSettings> = {}): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  secure: false,
  startTls: 'when-offered',
  clientName: 'showroom.test',
  timeoutMs: 2000,
  ...over,
})

const message = ['From: a@showroom.example', 'To: b@dealer.example', 'Subject: Test', '', 'Line one', '.starts with a dot', '..two dots', 'last'].join('\r\n')
const envelope = { from: 'a@showroom.example', to: ['b@dealer.example'] }

describe('sendMail (small SMTP client)', () => {
  it('sends a message over a plain connection: EHLO, MAIL FROM, RCPT TO, DATA (dot-stuffed), QUIT', async () => {
    const s = await server()
    await sendMail(settings(s.port), { from: envelope.from, to: ['b@dealer.example', 'c@dealer.example'] }, message)
    const [session] = s.sessions
    expect(session!.commands).toEqual(['EHLO showroom.test', 'MAIL FROM:<a@showroom.example>', 'RCPT TO:<b@dealer.example>', 'RCPT TO:<c@dealer.example>', 'DATA', 'QUIT'])
    // What the server reassembles is the message as written: the stuffing is undone.
    expect(session!.data).toBe(message)
  })

  it('falls back to HELO for a server without EHLO', async () => {
    const s = await server({ noEhlo: true })
    await sendMail(settings(s.port), envelope, message)
    expect(s.sessions[0]!.commands.slice(0, 2)).toEqual(['EHLO showroom.test', 'HELO showroom.test'])
  })

  it('authenticates with AUTH PLAIN, and AUTH LOGIN when that is all the server offers', async () => {
    const credentials = { user: 'leads@group.example', password: 'p@ss:wörd' }
    const plain = await server({ auth: ['PLAIN', 'LOGIN'], credentials })
    await sendMail(settings(plain.port, credentials), envelope, message)
    expect(plain.sessions[0]!.auth).toEqual(credentials)
    expect(plain.sessions[0]!.commands.some((c) => c.startsWith('AUTH PLAIN '))).toBe(true)
    await close?.()

    const login = await server({ auth: ['LOGIN'], credentials })
    await sendMail(settings(login.port, credentials), envelope, message)
    expect(login.sessions[0]!.auth).toEqual(credentials)
    expect(login.sessions[0]!.data).toBe(message)
  })

  it('fails with the server’s answer on wrong credentials and on a refused recipient', async () => {
    const s = await server({ auth: ['PLAIN'], credentials: { user: 'u', password: 'right' }, rejectRecipient: 'nobody@' })
    await expect(sendMail(settings(s.port, { user: 'u', password: 'wrong' }), envelope, message)).rejects.toMatchObject({
      name: 'SmtpError',
      replyCode: 535,
      message: 'SMTP AUTH PLAIN failed: 535 5.7.8 Authentication credentials invalid',
    })
    await expect(sendMail(settings(s.port, { user: 'u', password: 'right' }), { from: envelope.from, to: ['nobody@x.example'] }, message)).rejects.toMatchObject({
      replyCode: 550,
      message: expect.stringContaining('SMTP RCPT TO failed: 550'),
    })
  })

  it('refuses to authenticate when the server offers neither PLAIN nor LOGIN', async () => {
    const s = await server()
    await expect(sendMail(settings(s.port, { user: 'u', password: 'p' }), envelope, message)).rejects.toThrow('The server offers no AUTH PLAIN or LOGIN (offers: none)')
  })

  it('refuses envelope addresses that could smuggle commands', async () => {
    const s = await server()
    await expect(sendMail(settings(s.port), { from: 'a@b.example>\r\nRCPT TO:<x@y.example', to: ['b@c.example'] }, message)).rejects.toThrow(/envelope address/)
    await expect(sendMail(settings(s.port), { from: 'a@b.example', to: [] }, message)).rejects.toThrow('No recipient')
    expect(s.sessions).toHaveLength(0)
  })

  it('gives up on a server that stops answering, and on one that is not there', async () => {
    const s = await server({ silent: true })
    await expect(sendMail(settings(s.port, { timeoutMs: 150 }), envelope, message)).rejects.toThrow(/silent for 150 ms/)
    await close?.()
    close = undefined
    const unused = net.createServer()
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve))
    const port = (unused.address() as net.AddressInfo).port
    await new Promise<void>((resolve) => unused.close(() => resolve()))
    await expect(sendMail(settings(port), envelope, message)).rejects.toThrow(/Cannot connect to SMTP server 127\.0\.0\.1/)
  })

  it('requires STARTTLS when told to and the server does not offer it', async () => {
    const s = await server()
    await expect(sendMail(settings(s.port, { startTls: 'required' }), envelope, message)).rejects.toThrow('The server does not offer STARTTLS, and the configuration requires it')
  })

  describe('TLS', () => {
    it('upgrades with STARTTLS when offered, then authenticates inside TLS', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ startTls: pem, auth: ['PLAIN'] })
      await sendMail(settings(s.port, { user: 'u', password: 'p', tls: { ca: pem.cert } }), envelope, message)
      const [session] = s.sessions
      expect(session!.tls).toBe(true)
      expect(session!.commands).toEqual(['EHLO showroom.test', 'STARTTLS', 'EHLO showroom.test', expect.stringMatching(/^AUTH PLAIN /), 'MAIL FROM:<a@showroom.example>', 'RCPT TO:<b@dealer.example>', 'DATA', 'QUIT'])
      expect(session!.data).toBe(message)
    })

    it('checks the server certificate', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ startTls: pem })
      await expect(sendMail(settings(s.port), envelope, message)).rejects.toThrow(/STARTTLS handshake with 127\.0\.0\.1 failed/)
    })

    it('refuses a server that sends data before the TLS handshake (STARTTLS injection)', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ startTls: pem, injectAfterStartTls: true })
      await expect(sendMail(settings(s.port, { tls: { ca: pem.cert } }), envelope, message)).rejects.toThrow('The server sent data before the TLS handshake')
    })

    it('speaks TLS from the first byte for smtps://', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ implicitTls: pem, auth: ['LOGIN'] })
      await sendMail(settings(s.port, { secure: true, user: 'u', password: 'p', tls: { ca: pem.cert } }), envelope, message)
      expect(s.sessions[0]!.tls).toBe(true)
      expect(s.sessions[0]!.data).toBe(message)
    })
  })
})

describe('smtpSettingsFromUrl', () => {
  it('reads smtp:// with STARTTLS when offered on 587, and URL-encoded credentials', () => {
    expect(smtpSettingsFromUrl('smtp://leads%40group.se:p%40ss@mail.group.se?name=web1.group.se')).toMatchObject({
      host: 'mail.group.se',
      port: 587,
      secure: false,
      startTls: 'when-offered',
      user: 'leads@group.se',
      password: 'p@ss',
      clientName: 'web1.group.se',
    })
  })

  it('reads smtps:// on 465 and the STARTTLS switch', () => {
    expect(smtpSettingsFromUrl('smtps://mail.group.se')).toMatchObject({ port: 465, secure: true, user: undefined })
    expect(smtpSettingsFromUrl('smtp://mail.group.se:25?starttls=required').startTls).toBe('required')
    expect(smtpSettingsFromUrl('smtp://localhost:1025?starttls=never').startTls).toBe('never')
    expect(() => smtpSettingsFromUrl('http://mail.group.se')).toThrow(/smtp:\/\//)
  })
})

describe('dotStuffed', () => {
  it('doubles leading dots, uses CRLF and ends with CRLF.CRLF', () => {
    expect(dotStuffed('a\n.b\r\n..c')).toBe('a\r\n..b\r\n...c\r\n.\r\n')
    expect(dotStuffed('a\r\n')).toBe('a\r\n.\r\n')
  })
})
