import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'
import { MEDIA_CONTENT_SECURITY_POLICY, securityHeaderRules } from './security-headers'

/** The headers Next would add to a request for `path`, with its own matchers: rules in order, a later value wins. */
function headersFor(path: string, requestHeaders: Record<string, string> = {}): Record<string, string> {
  const request = { headers: requestHeaders } as Parameters<typeof matchHas>[0]
  const result: Record<string, string> = {}
  for (const rule of securityHeaderRules()) {
    if (getPathMatch(rule.source)(path) === false) continue
    if (!matchHas(request, {}, rule.has ?? [], rule.missing ?? [])) continue
    for (const { key, value } of rule.headers) result[key] = value
  }
  return result
}

describe('securityHeaderRules', () => {
  it('send nosniff, the referrer policy and frame-ancestors on every page', () => {
    for (const path of ['/', '/om-oss', '/en/om-oss', '/kop-bil/volvo/xc60', '/admin', '/api/pages', '/sitemap.xml', '/preview/1/sv/om-oss']) {
      expect(headersFor(path), path).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Content-Security-Policy': "frame-ancestors 'self'",
      })
    }
  })

  it('sandbox uploaded media on every path it is served on, so an SVG never runs script', () => {
    for (const path of ['/api/media/file/logo.svg', '/-/media/logo.svg', '/-/jssmedia/folder/photo.jpg']) {
      expect(headersFor(path), path).toMatchObject({ 'Content-Security-Policy': MEDIA_CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' })
    }
    expect(MEDIA_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    // Other API paths keep the page policy.
    expect(headersFor('/api/media')['Content-Security-Policy']).toBe("frame-ancestors 'self'")
  })

  it('send HSTS only on requests that reached the proxy over https', () => {
    expect(headersFor('/')['Strict-Transport-Security']).toBeUndefined()
    expect(headersFor('/', { 'x-forwarded-proto': 'http' })['Strict-Transport-Security']).toBeUndefined()
    expect(headersFor('/', { 'x-forwarded-proto': 'https' })['Strict-Transport-Security']).toBe('max-age=31536000')
    // A CDN over TLS, then a load balancer that appended what it saw.
    expect(headersFor('/om-oss', { 'x-forwarded-proto': 'https, http' })['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(headersFor('/om-oss', { 'x-forwarded-proto': 'http,https' })['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(headersFor('/', { 'x-forwarded-proto': 'httpsx' })['Strict-Transport-Security']).toBeUndefined()
  })

  it("are what next.config.ts sends, next to Payload's client hints (still on /admin only)", async () => {
    const rules = (await nextConfig.headers?.()) ?? []
    expect(rules.slice(0, securityHeaderRules().length)).toEqual(securityHeaderRules())
    expect(rules.filter((rule) => rule.headers.some((header) => header.key === 'Critical-CH')).map((rule) => rule.source)).toEqual(['/admin/:path*'])
  })
})
