import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import nodemailer from 'nodemailer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createMailTransport, type OutboxMailOptions, type SmtpTransportOptions, smtpTransportOptions, writesToOutbox } from './mail-transport'
import { readEml, smtpStandIn, type SmtpStandInOptions, throwAwayCertificate } from './mail-test-helpers'

let pem: ReturnType<typeof throwAwayCertificate>
beforeAll(() => {
  pem = throwAwayCertificate() // no openssl: the TLS cases are skipped
})
afterAll(() => pem?.remove())

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function server(options: SmtpStandInOptions = {}) {
  const s = await smtpStandIn(options)
  close = s.close
  return s
}

/** A transport made the way production makes it, from a SHOWROOM_SMTP_URL, pointed at the stand-in. */
const smtp = (url: string, overrides: Partial<SmtpTransportOptions> = {}) =>
  nodemailer.createTransport(smtpTransportOptions(url, { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 2000, ...overrides }))

const message = ['From: a@showroom.example', 'To: b@dealer.example', 'Subject: Test', '', 'Line one', '.starts with a dot', '..two dots', 'last'].join('\r\n')
const envelope = { from: 'a@showroom.example', to: ['b@dealer.example'] }

describe('SMTP (nodemailer with our settings, against a stand-in server)', () => {
  it('sends a message over a plain connection: EHLO with our name, MAIL FROM, RCPT TO, DATA (dot-stuffed)', async () => {
    const s = await server()
    await smtp(`smtp://127.0.0.1:${s.port}?name=showroom.test`).sendMail({
      envelope: { from: envelope.from, to: ['b@dealer.example', 'c@dealer.example'] },
      raw: message,
    })
    const [session] = s.sessions
    expect(session!.commands).toEqual([
      'EHLO showroom.test',
      'MAIL FROM:<a@showroom.example>',
      'RCPT TO:<b@dealer.example>',
      'RCPT TO:<c@dealer.example>',
      'DATA',
    ])
    // What the server reassembles is the message as written: the stuffing is undone.
    expect(session!.data).toBe(message)
  })

  it('falls back to HELO for a server without EHLO', async () => {
    const s = await server({ noEhlo: true })
    await smtp(`smtp://127.0.0.1:${s.port}?name=showroom.test`).sendMail({ envelope, raw: message })
    expect(s.sessions[0]!.commands.slice(0, 2)).toEqual(['EHLO showroom.test', 'HELO showroom.test'])
    expect(s.sessions[0]!.data).toBe(message)
  })

  it('authenticates with the URL-encoded credentials: AUTH PLAIN, and AUTH LOGIN when that is all the server offers', async () => {
    const credentials = { user: 'leads@group.example', password: 'p@ss:wörd' }
    const url = (port: number) => `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`
    const plain = await server({ auth: ['PLAIN', 'LOGIN'], credentials })
    await smtp(url(plain.port)).sendMail({ envelope, raw: message })
    expect(plain.sessions[0]!.auth).toEqual(credentials)
    expect(plain.sessions[0]!.commands.some((c) => c.startsWith('AUTH PLAIN '))).toBe(true)
    await close?.()

    const login = await server({ auth: ['LOGIN'], credentials })
    await smtp(url(login.port)).sendMail({ envelope, raw: message })
    expect(login.sessions[0]!.auth).toEqual(credentials)
    expect(login.sessions[0]!.data).toBe(message)
  })

  it('fails with the server’s answer on wrong credentials and on a refused recipient', async () => {
    const s = await server({ auth: ['PLAIN'], credentials: { user: 'u', password: 'right' }, rejectRecipient: 'nobody@' })
    await expect(smtp(`smtp://u:wrong@127.0.0.1:${s.port}`).sendMail({ envelope, raw: message })).rejects.toMatchObject({
      responseCode: 535,
      message: expect.stringContaining('535 5.7.8 Authentication credentials invalid'),
    })
    await expect(
      smtp(`smtp://u:right@127.0.0.1:${s.port}`).sendMail({ envelope: { from: envelope.from, to: ['nobody@x.example'] }, raw: message }),
    ).rejects.toMatchObject({
      responseCode: 550,
      message: expect.stringContaining('550 5.1.1 <nobody@x.example>: Recipient address rejected'),
    })
    expect(s.sessions.flatMap((session) => session.commands).filter((c) => c === 'DATA')).toEqual([])
  })

  it('does not send unauthenticated when credentials are configured and the server offers no AUTH', async () => {
    const s = await server()
    await expect(smtp(`smtp://u:p@127.0.0.1:${s.port}`).sendMail({ envelope, raw: message })).rejects.toThrow(/503/)
    expect(s.sessions[0]!.commands.some((c) => c.startsWith('MAIL FROM'))).toBe(false)
  })

  it('never lets an envelope address smuggle a command, and refuses a message without recipients', async () => {
    const s = await server()
    // nodemailer reads the address out of such a string; what reaches the server is one command per line, no extra recipient.
    await smtp(`smtp://127.0.0.1:${s.port}`).sendMail({ envelope: { from: 'a@b.example>\r\nRCPT TO:<x@y.example', to: ['b@c.example'] }, raw: message })
    expect(s.sessions[0]!.commands.filter((c) => c.startsWith('RCPT'))).toEqual(['RCPT TO:<b@c.example>'])
    expect(s.sessions[0]!.commands.every((c) => !/[\r\n]/.test(c))).toBe(true)
    await expect(smtp(`smtp://127.0.0.1:${s.port}`).sendMail({ envelope: { from: 'a@b.example', to: [] }, raw: message })).rejects.toThrow(
      'No recipients defined',
    )
    expect(
      s.sessions
        .slice(1)
        .flatMap((session) => session.commands)
        .filter((c) => /^(MAIL|RCPT)/.test(c)),
    ).toEqual([])
  })

  it('gives up on a server that stops answering, and on one that is not there', async () => {
    const s = await server({ silent: true })
    const started = Date.now()
    await expect(smtp(`smtp://127.0.0.1:${s.port}`, { socketTimeout: 150, greetingTimeout: 150 }).sendMail({ envelope, raw: message })).rejects.toMatchObject({
      code: 'ETIMEDOUT',
    })
    // Our 150 ms, not nodemailer's default 30 s greeting timeout; the rest of the bound is room for a busy machine.
    expect(Date.now() - started).toBeLessThan(5_000)
    await close?.()
    close = undefined
    const unused = net.createServer()
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve))
    const port = (unused.address() as net.AddressInfo).port
    await new Promise<void>((resolve) => unused.close(() => resolve()))
    await expect(smtp(`smtp://127.0.0.1:${port}`).sendMail({ envelope, raw: message })).rejects.toThrow(/ECONNREFUSED 127\.0\.0\.1/)
  }, 20_000)

  it('requires STARTTLS when told to and the server does not offer it', async () => {
    const s = await server()
    await expect(smtp(`smtp://127.0.0.1:${s.port}?starttls=required`).sendMail({ envelope, raw: message })).rejects.toMatchObject({ code: 'ETLS' })
    expect(s.sessions[0]!.commands.some((c) => c.startsWith('MAIL FROM'))).toBe(false)
  })

  describe('TLS', () => {
    it('upgrades with STARTTLS when offered, then authenticates inside TLS', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ startTls: pem, auth: ['PLAIN'] })
      await smtp(`smtp://u:p@127.0.0.1:${s.port}?name=showroom.test`, { tls: { ca: pem.cert } }).sendMail({ envelope, raw: message })
      const [session] = s.sessions
      expect(session!.tls).toBe(true)
      expect(session!.commands).toEqual([
        'EHLO showroom.test',
        'STARTTLS',
        'EHLO showroom.test',
        expect.stringMatching(/^AUTH PLAIN /),
        'MAIL FROM:<a@showroom.example>',
        'RCPT TO:<b@dealer.example>',
        'DATA',
      ])
      expect(session!.data).toBe(message)
    })

    it('stays plain with ?starttls=never', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ startTls: pem })
      await smtp(`smtp://127.0.0.1:${s.port}?starttls=never`).sendMail({ envelope, raw: message })
      expect(s.sessions[0]!.tls).toBe(false)
      expect(s.sessions[0]!.commands).not.toContain('STARTTLS')
    })

    it('checks the server certificate', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ startTls: pem })
      await expect(smtp(`smtp://127.0.0.1:${s.port}`).sendMail({ envelope, raw: message })).rejects.toThrow(/certificate/)
      expect(s.sessions[0]!.commands.some((c) => c.startsWith('MAIL FROM'))).toBe(false)
    })

    it('does not read what a server sent before the TLS handshake as a reply (STARTTLS injection)', async ({ skip }) => {
      if (!pem) return skip()
      // Were the injected "250" taken as the answer to the EHLO inside TLS, every later reply would
      // answer the command before it, and AUTH would be sent before the real capabilities.
      const s = await server({ startTls: pem, injectAfterStartTls: true, auth: ['PLAIN'] })
      await smtp(`smtp://u:p@127.0.0.1:${s.port}?name=showroom.test`, { tls: { ca: pem.cert } }).sendMail({ envelope, raw: message })
      expect(s.sessions[0]!.commands).toEqual([
        'EHLO showroom.test',
        'STARTTLS',
        'EHLO showroom.test',
        expect.stringMatching(/^AUTH PLAIN /),
        'MAIL FROM:<a@showroom.example>',
        'RCPT TO:<b@dealer.example>',
        'DATA',
      ])
      expect(s.sessions[0]!.data).toBe(message)
    })

    it('speaks TLS from the first byte for smtps://', async ({ skip }) => {
      if (!pem) return skip()
      const s = await server({ implicitTls: pem, auth: ['LOGIN'] })
      await smtp(`smtps://u:p@127.0.0.1:${s.port}`, { tls: { ca: pem.cert } }).sendMail({ envelope, raw: message })
      expect(s.sessions[0]!.tls).toBe(true)
      expect(s.sessions[0]!.auth).toEqual({ user: 'u', password: 'p' })
      expect(s.sessions[0]!.data).toBe(message)
    })
  })
})

describe('smtpTransportOptions', () => {
  it('reads smtp:// with STARTTLS when offered on 587, URL-encoded credentials and the EHLO name', () => {
    expect(smtpTransportOptions('smtp://leads%40group.se:p%40ss@mail.group.se?name=web1.group.se')).toMatchObject({
      host: 'mail.group.se',
      port: 587,
      secure: false,
      requireTLS: false,
      ignoreTLS: false,
      auth: { user: 'leads@group.se', pass: 'p@ss' },
      name: 'web1.group.se',
      socketTimeout: 30_000,
    })
  })

  it('reads smtps:// on 465 and the STARTTLS switch', () => {
    expect(smtpTransportOptions('smtps://mail.group.se')).toMatchObject({ port: 465, secure: true, auth: undefined })
    expect(smtpTransportOptions('smtp://mail.group.se:25?starttls=required')).toMatchObject({ port: 25, requireTLS: true, ignoreTLS: false })
    expect(smtpTransportOptions('smtp://localhost:1025?starttls=never')).toMatchObject({ requireTLS: false, ignoreTLS: true })
    expect(() => smtpTransportOptions('http://mail.group.se')).toThrow(/smtp:\/\//)
  })
})

describe('the outbox (no SMTP configured)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'showroom-mail-outbox-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes each message as an .eml file, named by the sender or after the message', async () => {
    const folder = path.join(dir, 'named')
    const transport = createMailTransport({ outboxFolder: folder })
    expect(writesToOutbox(transport)).toBe(true)
    expect(writesToOutbox(createMailTransport({ smtpUrl: 'smtp://mail.group.se', outboxFolder: folder }))).toBe(false)
    const named: OutboxMailOptions = {
      from: 'a@showroom.example',
      to: 'b@dealer.example',
      subject: 'Återställ lösenord',
      html: '<p>Hej</p>',
      outboxFileName: 'reset.eml',
    }
    await transport.sendMail(named)
    await transport.sendMail({ from: 'a@showroom.example', to: 'c@dealer.example', subject: 'Second', text: 'x' })
    const files = (await readdir(folder)).sort()
    expect(files).toEqual([expect.stringMatching(/^mail-\d{8}T\d{6}Z-[\w-]+\.eml$/), 'reset.eml'])
    const eml = readEml(await readFile(path.join(folder, 'reset.eml'), 'utf8'))
    expect(eml.headers.get('subject')).toBe('Återställ lösenord')
    expect(eml.headers.get('to')).toBe('b@dealer.example')
    expect(eml.body.trimEnd()).toBe('<p>Hej</p>')
  })

  it('keeps a file name inside the folder, and leaves no temporary files behind', async () => {
    const folder = path.join(dir, 'unsafe')
    const transport = createMailTransport({ outboxFolder: folder })
    const escaping: OutboxMailOptions = { from: 'a@showroom.example', to: 'b@dealer.example', subject: 'x', text: 'x', outboxFileName: '../../etc/passwd' }
    await transport.sendMail(escaping)
    expect(await readdir(folder)).toEqual(['__.._etc_passwd.eml'])
    expect(await readdir(dir)).not.toContain('etc')
  })
})
