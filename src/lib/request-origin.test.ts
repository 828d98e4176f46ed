import { describe, expect, it } from 'vitest'

import { requestOrigin } from './request-origin'

const h = (values: Record<string, string>) => ({ get: (n: string) => values[n] ?? null })

describe('requestOrigin', () => {
  it('uses http for development hosts', () => {
    expect(requestOrigin(h({ host: 'nordbil.localhost:3000' }))).toBe('http://nordbil.localhost:3000')
    expect(requestOrigin(h({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000')
  })
  it('assumes https for public hosts', () => expect(requestOrigin(h({ host: 'nordbil.se' }))).toBe('https://nordbil.se'))
  it('honours the forwarding proxy', () => {
    expect(requestOrigin(h({ host: '10.0.0.2:3000', 'x-forwarded-host': 'nordbil.se', 'x-forwarded-proto': 'https' }))).toBe(
      'https://nordbil.se',
    )
  })
})
