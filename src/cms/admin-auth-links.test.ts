import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminCookieSecure, passwordResetEmailHtml, passwordResetUrl } from './admin-auth-links'

const req = {
  payload: { config: { routes: { admin: '/admin' }, admin: { routes: { reset: '/reset' } } } },
  t: (key: string) => `[${key}]`,
} as unknown as PayloadRequest

describe("the admin's session cookie", () => {
  it('is Secure when the admin is reached over https, and not on a plain-http local start', () => {
    expect(adminCookieSecure('https://admin.showroom.example')).toBe(true)
    expect(adminCookieSecure('https://admin.showroom.example:8443/')).toBe(true)
    expect(adminCookieSecure('http://localhost:3000')).toBe(false)
    expect(adminCookieSecure('http://10.0.0.5:3000')).toBe(false)
  })
})

describe('the password-reset link (issue 35 item 11)', () => {
  it('is absolute, on the configured public URL', () => {
    expect(passwordResetUrl('0a1b2c', req, 'https://admin.showroom.example')).toBe('https://admin.showroom.example/admin/reset/0a1b2c')
    expect(passwordResetUrl('0a1b2c', req, 'http://localhost:3000/')).toBe('http://localhost:3000/admin/reset/0a1b2c')
  })

  it("is the mail's only link, with Payload's texts around it", () => {
    const html = passwordResetEmailHtml({ req, token: 'ff00' })
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/admin\/reset\/ff00$/)])
    expect(html).toContain('[authentication:youAreReceivingResetPassword]')
    expect(html).toContain('[authentication:youDidNotRequestPassword]')
  })
})
