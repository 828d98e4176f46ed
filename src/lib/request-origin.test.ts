import { describe, expect, it } from 'vitest'

import { requestOrigin } from './request-origin'

const h = (values: Record<string, string>) => ({ get: (n: string) => values[n] ?? null })

describe('requestOrigin', () => {
  it('uses http for development hosts', () => {
    expect(requestOrigin(h({ host: 'nordbil.localhost:3000' }), 0)).toBe('http://nordbil.localhost:3000')
    expect(requestOrigin(h({ host: '127.0.0.1:3000' }), 0)).toBe('http://127.0.0.1:3000')
    expect(requestOrigin(h({ host: '[::1]:3000' }), 0)).toBe('http://[::1]:3000')
  })
  it('assumes https for public hosts', () => expect(requestOrigin(h({ host: 'nordbil.se' }), 0)).toBe('https://nordbil.se'))

  it('honours the forwarding proxy when the configuration trusts one', () => {
    expect(requestOrigin(h({ host: '10.0.0.2:3000', 'x-forwarded-host': 'nordbil.se', 'x-forwarded-proto': 'https' }), 1)).toBe('https://nordbil.se')
    expect(requestOrigin(h({ host: 'nordbil.se', 'x-forwarded-proto': 'http' }), 1)).toBe('http://nordbil.se')
  })

  it('ignores X-Forwarded-Host and -Proto when no proxy is trusted (anyone could send them)', () => {
    expect(requestOrigin(h({ host: 'nordbil.localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }), 0)).toBe(
      'http://nordbil.localhost:3000',
    )
    expect(requestOrigin(h({ host: 'nordbil.se', 'x-forwarded-proto': 'http' }), 0)).toBe('https://nordbil.se')
  })

  it('believes only the entries our own proxies appended, counted from the end', () => {
    // The client sent "evil.example"; our one proxy appended the host it was asked for.
    expect(requestOrigin(h({ host: '10.0.0.2', 'x-forwarded-host': 'evil.example, nordbil.se', 'x-forwarded-proto': 'http, https' }), 1)).toBe(
      'https://nordbil.se',
    )
    // CDN then load balancer: the CDN's entry is two from the end.
    expect(requestOrigin(h({ host: '10.0.0.2', 'x-forwarded-host': 'evil.example, nordbil.se, lb.internal', 'x-forwarded-proto': 'https, http' }), 2)).toBe(
      'https://nordbil.se',
    )
    // Fewer entries than trusted hops: the first is the outermost proxy's.
    expect(requestOrigin(h({ host: '10.0.0.2', 'x-forwarded-host': 'nordbil.se' }), 3)).toBe('https://nordbil.se')
  })

  it('passes over a forwarded or Host value that is no host (it would make an invalid URL)', () => {
    expect(requestOrigin(h({ host: 'www.nordbil.localhost:3000', 'x-forwarded-host': '%zz' }), 1)).toBe('http://www.nordbil.localhost:3000')
    expect(requestOrigin(h({ host: 'nordbil.se', 'x-forwarded-host': 'a b/c' }), 1)).toBe('https://nordbil.se')
    expect(requestOrigin(h({ host: '' }), 0)).toBe('http://localhost')
  })

  it('falls back on a proxy protocol it does not know', () => {
    expect(requestOrigin(h({ host: 'nordbil.se', 'x-forwarded-proto': 'gopher' }), 1)).toBe('https://nordbil.se')
  })
})
