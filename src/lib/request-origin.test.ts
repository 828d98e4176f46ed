import { describe, expect, it } from 'vitest'

import { requestOrigin } from './request-origin'

const h = (values: Record<string, string>) => ({ get: (n: string) => values[n] ?? null })

describe('requestOrigin', () => {
  it('uses http for development hosts', () => {
    expect(requestOrigin(h({ host: 'nordbil.localhost:3000' }))).toBe('http://nordbil.localhost:3000')
    expect(requestOrigin(h({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000')
    expect(requestOrigin(h({ host: '[::1]:3000' }))).toBe('http://[::1]:3000')
  })
  it('assumes https for public hosts when nothing says otherwise', () => expect(requestOrigin(h({ host: 'nordbil.se' }))).toBe('https://nordbil.se'))

  it('uses the forwarded host and scheme the HTTP entry left (a trusted proxy wrote them)', () => {
    expect(requestOrigin(h({ host: '10.0.0.2:3000', 'x-forwarded-host': 'nordbil.se', 'x-forwarded-proto': 'https' }))).toBe('https://nordbil.se')
    // Next fills X-Forwarded-Proto from the connection: a plain connection is http.
    expect(requestOrigin(h({ host: 'nordbil.se', 'x-forwarded-proto': 'http' }))).toBe('http://nordbil.se')
  })

  it('passes over a forwarded or Host value that is no host (it would make an invalid URL)', () => {
    expect(requestOrigin(h({ host: 'www.nordbil.localhost:3000', 'x-forwarded-host': '%zz' }))).toBe('http://www.nordbil.localhost:3000')
    expect(requestOrigin(h({ host: 'nordbil.se', 'x-forwarded-host': 'a b/c' }))).toBe('https://nordbil.se')
    expect(requestOrigin(h({ host: '' }))).toBe('http://localhost')
  })

  it('falls back on a protocol it does not know', () => {
    expect(requestOrigin(h({ host: 'nordbil.se', 'x-forwarded-proto': 'gopher' }))).toBe('https://nordbil.se')
  })
})
