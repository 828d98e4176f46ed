import path from 'node:path'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { outboxMessages, readEml } from '@/integrations/mail/mail-test-helpers'
import { getConfig } from '@/lib/config'

import { createTestPayload } from './test-payload'

/**
 * Payload's own e-mail goes through our mail transport (issue 16): without SHOWROOM_SMTP_URL, a
 * "forgot password" mail lands in `<data dir>/outbox/` beside the lead e-mails, with the link that
 * resets the password.
 */

let payload: Payload
const outbox = () => path.join(getConfig().dataDir, 'outbox')

async function outboxMails() {
  return (await outboxMessages(outbox())).map(readEml)
}

/** The href of every link in a mail's HTML. */
const linksIn = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))

beforeAll(async () => {
  payload = await createTestPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe("Payload's e-mail", () => {
  it('writes the forgot-password mail, with the reset link, to the outbox', async () => {
    const email = 'editor.glomsk@example.se'
    await payload.create({ collection: 'users', data: { email, password: 'a-long-enough-password', role: 'editor' }, overrideAccess: true })
    expect((await outboxMails()).filter((m) => m.headers.get('to') === email)).toEqual([])

    const token = await payload.forgotPassword({ collection: 'users', data: { email }, overrideAccess: true })
    expect(token).toEqual(expect.any(String))

    const mails = (await outboxMails()).filter((m) => m.headers.get('to') === email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.headers.get('from')).toBe(`Showroom <${getConfig().leads.from}>`)
    expect(mail!.headers.get('subject')).toMatch(/password/i)
    expect(mail!.body).toContain(`/admin/reset/${token}`)
    // A link a mail client can open (issue 35 item 11): absolute, on the configured public URL.
    expect(linksIn(mail!.body)).toEqual([`${getConfig().publicUrl}/admin/reset/${token}`])
  })

  it('links to the public URL whatever Host the request names, so a forged one cannot receive the token', async () => {
    const email = 'editor.hostile@example.se'
    await payload.create({ collection: 'users', data: { email, password: 'a-long-enough-password', role: 'editor' }, overrideAccess: true })
    const request = new Request('http://evil.example/api/users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'evil.example', origin: 'http://evil.example' },
      body: JSON.stringify({ email }),
    })
    const response = await handleEndpoints({ config, path: '/api/users/forgot-password', request })
    expect(response.status).toBe(200)
    const mails = (await outboxMails()).filter((m) => m.headers.get('to') === email)
    expect(mails).toHaveLength(1)
    const links = linksIn(mails[0]!.body)
    expect(links).toHaveLength(1)
    expect(links[0]!.startsWith(`${getConfig().publicUrl}/admin/reset/`), links[0]).toBe(true)
    expect(mails[0]!.body).not.toContain('evil.example')
  })

  it('sends nothing for an address without an account', async () => {
    const before = (await outboxMails()).length
    await payload.forgotPassword({ collection: 'users', data: { email: 'nobody@example.se' }, overrideAccess: true })
    expect(await outboxMails()).toHaveLength(before)
  })
})
