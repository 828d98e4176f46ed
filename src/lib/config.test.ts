import { describe, expect, it } from 'vitest'

import { ConfigError, parseConfig } from './config'

describe('parseConfig', () => {
  it('defaults to a SQLite file in data/ on port 3000', () => {
    const c = parseConfig({}, '/srv/showroom')
    expect(c.database).toEqual({ kind: 'sqlite', url: 'file:/srv/showroom/data/showroom.db' })
    expect(c.port).toBe(3000)
    expect(c.mediaDir).toBe('/srv/showroom/data/media')
    expect(c.indexHosts).toEqual(['localhost', '127.0.0.1'])
    expect(c.publicUrl).toBe('http://localhost:3000')
  })

  it('switches to PostgreSQL for a postgres URL', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/showroom' }).database.kind).toBe('postgres')
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/showroom' }).database.kind).toBe('postgres')
  })

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })

  it('names every wrong value with what it expects', () => {
    let error: unknown
    try {
      parseConfig({ DATABASE_URL: 'mysql://x', PORT: 'eighty', PAYLOAD_SECRET: 'short', SHOWROOM_ADMIN_EMAIL: 'nobody' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain('DATABASE_URL must start with file: (SQLite) or postgres://')
    expect(message).toMatch(/PORT .*number/i)
    expect(message).toContain('PAYLOAD_SECRET must be at least 16 characters')
    expect(message).toContain('SHOWROOM_ADMIN_EMAIL must be an e-mail address')
  })

  it('records page views in files unless an analytics service URL is set', () => {
    expect(parseConfig({}).analytics).toEqual({ url: undefined })
    expect(parseConfig({ SHOWROOM_ANALYTICS_URL: 'https://events.example.com/page-views' }).analytics.url).toBe('https://events.example.com/page-views')
  })

  it('explains a wrong analytics URL', () => {
    for (const value of ['events.example.com', 'ftp://events.example.com']) {
      expect(() => parseConfig({ SHOWROOM_ANALYTICS_URL: value })).toThrow('SHOWROOM_ANALYTICS_URL must be an absolute http(s) URL of the analytics events service')
    }
  })

  it('quotes finance with the built-in engine unless a provider URL is set', () => {
    expect(parseConfig({}).financeQuote).toEqual({ url: undefined, apiKey: undefined })
    expect(parseConfig({ SHOWROOM_FINANCE_QUOTE_URL: 'https://finance.example.com/api/v3', SHOWROOM_FINANCE_QUOTE_API_KEY: 'cw-live-key-123' }).financeQuote).toEqual({
      url: 'https://finance.example.com/api/v3',
      apiKey: 'cw-live-key-123',
    })
  })

  it('explains a wrong finance quote URL or key', () => {
    expect(() => parseConfig({ SHOWROOM_FINANCE_QUOTE_URL: 'finance.example.com' })).toThrow("SHOWROOM_FINANCE_QUOTE_URL must be an absolute http(s) URL of the finance quote provider's API")
    expect(() => parseConfig({ SHOWROOM_FINANCE_QUOTE_API_KEY: 'short' })).toThrow('SHOWROOM_FINANCE_QUOTE_API_KEY must be at least 8 characters')
  })
})
