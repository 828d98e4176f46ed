import { describe, expect, it } from 'vitest'

import { addressBucket, normalisePhone, senderHash } from './sender-identity'

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

  it('counts an IPv6 client by its /64 and keeps kinds apart', () => {
    const secret = 'secret-one-0123456789'
    expect(addressBucket('login', secret, '2001:db8:1:2::1')).toBe(addressBucket('login', secret, '2001:db8:1:2:ffff::9'))
    expect(addressBucket('login', secret, '2001:db8:1:2::1')).not.toBe(addressBucket('login', secret, '2001:db8:1:3::1'))
    expect(addressBucket('login', secret, '203.0.113.9')).not.toBe(addressBucket('reset', secret, '203.0.113.9'))
    expect(addressBucket('login', secret, '203.0.113.9')).not.toBe(addressBucket('login', secret, '203.0.113.10'))
  })
})
