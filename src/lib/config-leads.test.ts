import { describe, expect, it } from 'vitest'

import { ConfigError, parseConfig } from './config'

describe('parseConfig: leads', () => {
  it('e-mails leads into the outbox folder by default, with rate limits 10/10 min per IP and 5/h per phone', () => {
    expect(parseConfig({}).leads).toEqual({
      crm: undefined,
      smtpUrl: undefined,
      from: 'no-reply@showroom.local',
      fallbackRecipient: 'leads@showroom.local',
      rateLimits: { perIp: { limit: 10, windowMs: 600_000 }, perPhone: { limit: 5, windowMs: 3_600_000 } },
      maxAttempts: 8,
      outboxIntervalMs: 15_000,
      claimMs: 120_000,
    })
  })

  it('trusts no proxy by default, and reads the proxies and hops when set (issue 35)', () => {
    expect(parseConfig({}).proxyTrust).toEqual({ proxies: [], maxHops: undefined })
    expect(parseConfig({ SHOWROOM_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7 loopback', SHOWROOM_TRUSTED_PROXY_HOPS: '2' }).proxyTrust).toEqual({
      proxies: ['10.0.0.0/8', '192.0.2.7', 'loopback'],
      maxHops: 2,
    })
    expect(() => parseConfig({ SHOWROOM_TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      /SHOWROOM_TRUSTED_PROXIES must list the proxies.*"10.0.0.0\/33" is not a network/,
    )
    expect(() => parseConfig({ SHOWROOM_TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/"proxy.internal" is not an IP address/)
    expect(() => parseConfig({ SHOWROOM_TRUSTED_PROXY_HOPS: '1' })).toThrow(/SHOWROOM_TRUSTED_PROXY_HOPS needs SHOWROOM_TRUSTED_PROXIES/)
  })

  it('reads the CRM, SMTP and limits', () => {
    const leads = parseConfig({
      SHOWROOM_CRM_URL: 'https://crm.example/api/forms/comhub',
      SHOWROOM_CRM_API_KEY: 'crm-key-123',
      SHOWROOM_SMTP_URL: 'smtps://user:pass@mail.example:465',
      SHOWROOM_LEAD_RATE_LIMIT_IP: '30/90s',
      SHOWROOM_LEAD_RATE_LIMIT_PHONE: '3/2h',
      SHOWROOM_LEAD_MAX_ATTEMPTS: '5',
      SHOWROOM_LEAD_OUTBOX_INTERVAL_SECONDS: '0',
      SHOWROOM_LEAD_CLAIM_SECONDS: '3',
    }).leads
    expect(leads).toMatchObject({
      crm: { url: 'https://crm.example/api/forms/comhub', apiKey: 'crm-key-123' },
      smtpUrl: 'smtps://user:pass@mail.example:465',
      rateLimits: { perIp: { limit: 30, windowMs: 90_000 }, perPhone: { limit: 3, windowMs: 7_200_000 } },
      maxAttempts: 5,
      outboxIntervalMs: 0,
      claimMs: 3000,
    })
  })

  it('names wrong values', () => {
    const error = (() => {
      try {
        parseConfig({
          SHOWROOM_SMTP_URL: 'mail.example',
          SHOWROOM_CRM_URL: 'ftp://crm',
          SHOWROOM_LEAD_RATE_LIMIT_IP: 'ten',
          SHOWROOM_LEAD_RATE_LIMIT_PHONE: '0/1h',
          SHOWROOM_LEADS_FROM: 'nobody',
        })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain('SHOWROOM_SMTP_URL must be smtp://')
    expect(message).toContain('SHOWROOM_CRM_URL must be an absolute http(s) URL')
    expect(message).toContain('SHOWROOM_LEAD_RATE_LIMIT_IP must be <count>/<window>')
    expect(message).toContain('SHOWROOM_LEAD_RATE_LIMIT_PHONE must have a count and a window above zero')
    expect(message).toContain('SHOWROOM_LEADS_FROM must be an e-mail address')
  })
})
