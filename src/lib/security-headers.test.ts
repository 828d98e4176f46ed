import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header'
import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'
import {
  contentSecurityPolicy,
  isMediaPath,
  MEDIA_CONTENT_SECURITY_POLICY,
  newScriptNonce,
  nonceOfPolicy,
  PERMISSIONS_POLICY,
  securityHeaderRules,
} from './security-headers'

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
  it('send nosniff, the referrer, permissions and opener policies and a script policy on every path', () => {
    for (const path of [
      '/',
      '/om-oss',
      '/en/om-oss',
      '/kop-bil/volvo/xc60',
      '/admin',
      '/admin/login',
      '/api/pages',
      '/sitemap.xml',
      '/preview/1/sv/om-oss',
      '/_next/static/chunks/x.js',
    ]) {
      expect(headersFor(path), path).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Cross-Origin-Opener-Policy': 'same-origin',
        // The proxy replaces it with the request's own (with its nonce) wherever it runs.
        'Content-Security-Policy': "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
      })
    }
  })

  it('switch off the browser features no page uses, keeping geolocation for "near me" and what the video frames ask for', () => {
    const features = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]))
    expect(features).toMatchObject({ camera: '()', microphone: '()', payment: '()', usb: '()', geolocation: '(self)' })
    // A frame can only be given what the page has: the YouTube and video frames' allow= list.
    for (const feature of ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'clipboard-write'])
      expect(features[feature], feature).toBeUndefined()
  })

  it('sandbox uploaded media on every path it is served on, so an SVG never runs script', () => {
    for (const path of ['/api/media/file/logo.svg', '/-/media/logo.svg', '/-/jssmedia/folder/photo.jpg']) {
      expect(headersFor(path), path).toMatchObject({ 'Content-Security-Policy': MEDIA_CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' })
    }
    expect(MEDIA_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    // Other API paths keep the page policy.
    expect(headersFor('/api/media')['Content-Security-Policy']).toBe(contentSecurityPolicy())
  })

  it('know the media paths as the proxy sees them, so it leaves their policy alone', () => {
    for (const path of ['/api/media/file/logo.svg', '/-/media/logo.svg', '/-/jssmedia/folder/photo.jpg']) {
      expect(isMediaPath(path), path).toBe(true)
      expect(headersFor(path)['Content-Security-Policy'], path).toBe(MEDIA_CONTENT_SECURITY_POLICY)
    }
    for (const path of ['/api/media', '/api/media/1', '/media/logo.svg', '/', '/-/mediax/a']) expect(isMediaPath(path), path).toBe(false)
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

describe('contentSecurityPolicy', () => {
  it("lets only scripts with the request's nonce run, and what they load; no plugins, no <base>, no framing by others", () => {
    expect(contentSecurityPolicy('abc+/123=')).toBe(
      "script-src 'self' 'nonce-abc+/123=' 'strict-dynamic'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    )
    // next dev's refresh runtime evaluates code; a production build never gets 'unsafe-eval'.
    expect(contentSecurityPolicy('n0nce', { dev: true })).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic' 'unsafe-eval';")
    expect(contentSecurityPolicy('n0nce')).not.toContain('unsafe')
    // Without a nonce, 'strict-dynamic' would block even our own files: only 'self'.
    expect(contentSecurityPolicy()).toBe("script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'")
  })

  it('gets a fresh, unguessable nonce each time, in the form Next reads back', () => {
    const nonces = Array.from({ length: 200 }, newScriptNonce)
    expect(new Set(nonces).size).toBe(200)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/) // 128 bits
      const policy = contentSecurityPolicy(nonce)
      expect(nonceOfPolicy(policy)).toBe(nonce)
      // Next's own reader (app-render), which puts the nonce on its scripts.
      expect(getScriptNonceFromHeader(policy)).toBe(nonce)
    }
  })

  it('reads the nonce only from script-src', () => {
    expect(nonceOfPolicy(undefined)).toBeUndefined()
    expect(nonceOfPolicy(null)).toBeUndefined()
    expect(nonceOfPolicy(contentSecurityPolicy())).toBeUndefined()
    expect(nonceOfPolicy("style-src 'nonce-abc'; script-src 'self'")).toBeUndefined()
    expect(nonceOfPolicy("default-src 'self'; script-src 'self' 'nonce-x1' 'nonce-x2'")).toBe('x1')
  })
})
