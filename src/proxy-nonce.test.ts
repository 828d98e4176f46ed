import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { MEDIA_CONTENT_SECURITY_POLICY, nonceOfPolicy } from '@/lib/security-headers'

import { proxy } from './proxy'

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { method: init.method ?? 'GET', headers: { host: 'localhost:3000', ...init.headers } })

/** What Next hands the route as the request's headers after the proxy (NextResponse.next/rewrite with `request.headers`). */
const passedOn = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`)

describe('proxy: the script policy (issue 35 item 10)', () => {
  it('gives every request a fresh nonce, in the policy Next reads from the request and in the one the browser gets', async () => {
    const policies = new Set<string>()
    for (const path of ['/admin', '/admin/login', '/api/pages', '/preview/1/sv/om-oss', '/api/preview?site=1']) {
      const response = await proxy(request(path, { headers: { 'content-security-policy': "script-src 'nonce-forged'" } }))
      const policy = response.headers.get('content-security-policy')!
      expect(nonceOfPolicy(policy), path).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(policy).toContain("'strict-dynamic'")
      // The request's own policy header (a client's, here) is replaced: the route sees ours.
      expect(passedOn(response, 'content-security-policy'), path).toBe(policy)
      policies.add(policy)
    }
    expect(policies.size).toBe(5)
  })

  it("puts it on the proxy's own refusals too", async () => {
    const malformed = await proxy(request('/sv/%E0%A4%A'))
    expect(malformed.status).toBe(400)
    expect(nonceOfPolicy(malformed.headers.get('content-security-policy'))).toBeDefined()
    const formPost = await proxy(
      request('/om-oss', { method: 'POST', headers: { host: 'nordbil.localhost:3000', 'content-type': 'multipart/form-data; boundary=x' } }),
    )
    expect(formPost.status).toBe(400)
    expect(nonceOfPolicy(formPost.headers.get('content-security-policy'))).toBeDefined()
  })

  it("leaves uploaded media's stricter policy (next.config) alone", async () => {
    for (const path of ['/api/media/file/logo.svg', '/-/media/logo.svg', '/-/jssmedia/a/b.jpg']) {
      const response = await proxy(request(path))
      expect(response.headers.get('content-security-policy'), path).toBeNull()
      expect(passedOn(response, 'content-security-policy'), path).toBeNull()
    }
    expect(MEDIA_CONTENT_SECURITY_POLICY).toContain('sandbox')
  })
})
