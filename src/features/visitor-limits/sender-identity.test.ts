import { describe, expect, it } from 'vitest'

import { clientAddress, normalisePhone, senderHash } from './sender-identity'

describe('sender identity', () => {
  it('hashes with the secret as key: stable, not the value, different per secret and kind', () => {
    const a = senderHash('secret-one-0123456789', 'ip', '198.51.100.7')
    expect(a).toBe(senderHash('secret-one-0123456789', 'ip', '198.51.100.7'))
    expect(a).not.toContain('198')
    expect(a).not.toBe(senderHash('secret-two-0123456789', 'ip', '198.51.100.7'))
    expect(a).not.toBe(senderHash('secret-one-0123456789', 'phone', '198.51.100.7'))
  })

  it('compares phone numbers by their digits', () => {
    expect(normalisePhone('+46 70-123 45 67')).toBe(normalisePhone('+46701234567'))
  })

  it('takes the address our proxy saw: the right entry of X-Forwarded-For for the number of proxies', () => {
    expect(clientAddress('203.0.113.9', 1)).toBe('203.0.113.9')
    // A client-written first entry is ignored behind one proxy.
    expect(clientAddress('1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('1.2.3.4, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9')
    expect(clientAddress('[2001:db8::1]:4711', 1)).toBe('2001:db8::1')
    expect(clientAddress('203.0.113.9:5000', 1)).toBe('203.0.113.9')
    expect(clientAddress(null, 1)).toBe('unknown')
    expect(clientAddress(' , ', 1)).toBe('unknown')
  })
})
