import { describe, expect, it } from 'vitest'

import { ConfigError, DEMO_ADMIN_PASSWORD, DEMO_SEARCH_API_KEY, parseConfig } from './config'

const OWN_CREDENTIALS = {
  SHOWROOM_ADMIN_PASSWORD: 'a-password-of-our-own',
  SHOWROOM_SEARCH_API_KEY: 'a-search-key-of-our-own',
  PAYLOAD_SECRET: 'a-secret-of-our-own-0123456789',
}

/** The ConfigError's lines for an environment, or [] when it is accepted. */
function problems(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(env, '/srv/showroom')
    return []
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ''))
  }
}

describe('parseConfig', () => {
  it('defaults to a SQLite file in data/ on port 3000', () => {
    const c = parseConfig({}, '/srv/showroom')
    expect(c.database).toEqual({ kind: 'sqlite', url: 'file:/srv/showroom/data/showroom.db', sqliteShared: false })
    expect(c.port).toBe(3000)
    expect(c.mediaDir).toBe('/srv/showroom/data/media')
    expect(c.indexHosts).toEqual(['localhost', '127.0.0.1'])
    expect(c.publicUrl).toBe('http://localhost:3000')
  })

  it('switches to PostgreSQL for a postgres URL', () => {
    expect(parseConfig({ ...OWN_CREDENTIALS, DATABASE_URL: 'postgres://u:p@db:5432/showroom' }).database.kind).toBe('postgres')
    expect(parseConfig({ ...OWN_CREDENTIALS, DATABASE_URL: 'postgresql://db/showroom' }).database.kind).toBe('postgres')
  })

  it('loads the demo content unless SHOWROOM_DEMO_CONTENT is off, and names the allowed values otherwise', () => {
    expect(parseConfig({}).demoContent).toBe(true)
    expect(parseConfig({ SHOWROOM_DEMO_CONTENT: 'off' }).demoContent).toBe(false)
    expect(() => parseConfig({ SHOWROOM_DEMO_CONTENT: 'no' })).toThrow(/SHOWROOM_DEMO_CONTENT.*must be on .* or off/)
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
      expect(() => parseConfig({ SHOWROOM_ANALYTICS_URL: value })).toThrow(
        'SHOWROOM_ANALYTICS_URL must be an absolute http(s) URL of the analytics events service',
      )
    }
  })

  it('quotes finance with the built-in engine unless a provider URL is set', () => {
    expect(parseConfig({}).financeQuote).toEqual({ url: undefined, apiKey: undefined })
    expect(
      parseConfig({ SHOWROOM_FINANCE_QUOTE_URL: 'https://finance.example.com/api/v3', SHOWROOM_FINANCE_QUOTE_API_KEY: 'cw-live-key-123' }).financeQuote,
    ).toEqual({
      url: 'https://finance.example.com/api/v3',
      apiKey: 'cw-live-key-123',
    })
  })

  it('explains a wrong finance quote URL or key', () => {
    expect(() => parseConfig({ SHOWROOM_FINANCE_QUOTE_URL: 'finance.example.com' })).toThrow(
      "SHOWROOM_FINANCE_QUOTE_URL must be an absolute http(s) URL of the finance quote provider's API",
    )
    expect(() => parseConfig({ SHOWROOM_FINANCE_QUOTE_API_KEY: 'short' })).toThrow('SHOWROOM_FINANCE_QUOTE_API_KEY must be at least 8 characters')
  })

  it('geocodes with the built-in gazetteer and draws the built-in basemap unless their services are set', () => {
    const c = parseConfig({})
    expect(c.geocoding).toEqual({ url: undefined })
    expect(c.map).toEqual({ styleUrl: undefined, directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination={destination}&travelmode=driving' })
    const set = parseConfig({
      SHOWROOM_GEOCODING_URL: 'https://nominatim.example.com',
      SHOWROOM_MAP_STYLE_URL: 'https://tiles.example.com/style.json',
      SHOWROOM_DIRECTIONS_URL: 'https://maps.example.com/route?to={destination}',
    })
    expect(set.geocoding.url).toBe('https://nominatim.example.com')
    expect(set.map).toEqual({ styleUrl: 'https://tiles.example.com/style.json', directionsUrl: 'https://maps.example.com/route?to={destination}' })
  })

  it('explains a wrong geocoding, map style or directions setting', () => {
    expect(() => parseConfig({ SHOWROOM_GEOCODING_URL: 'nominatim.example.com' })).toThrow('SHOWROOM_GEOCODING_URL must be an absolute http(s) URL')
    expect(() => parseConfig({ SHOWROOM_MAP_STYLE_URL: 'ftp://tiles.example.com/style.json' })).toThrow(
      'SHOWROOM_MAP_STYLE_URL must be an absolute http(s) URL',
    )
    expect(() => parseConfig({ SHOWROOM_DIRECTIONS_URL: 'https://maps.example.com/route' })).toThrow(
      'SHOWROOM_DIRECTIONS_URL must be an http(s) URL with a {destination} placeholder',
    )
  })
})

describe('demo credentials', () => {
  const PUBLIC = { NODE_ENV: 'production', SHOWROOM_PUBLIC_URL: 'https://cms.nordbil.se' }

  it('are fine on a laptop: SQLite in development, or a production build on a loopback host (npm start, the e2e tests)', () => {
    expect(problems({})).toEqual([])
    expect(problems({ NODE_ENV: 'development', SHOWROOM_PUBLIC_URL: 'https://cms.nordbil.se' })).toEqual([])
    for (const url of [undefined, 'http://localhost:3107', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://admin.localhost:3000']) {
      expect(problems({ NODE_ENV: 'production', SHOWROOM_PUBLIC_URL: url }), String(url)).toEqual([])
    }
  })

  it('are each refused on PostgreSQL, naming the variable', () => {
    const lines = problems({ DATABASE_URL: 'postgres://db/showroom' })
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^SHOWROOM_ADMIN_PASSWORD must be set to a password of your own: the demo password is refused on PostgreSQL/)
    expect(lines[1]).toMatch(/^SHOWROOM_SEARCH_API_KEY must be set .* refused on PostgreSQL/)
    expect(lines[2]).toMatch(/^PAYLOAD_SECRET must be set .* a generated secret is refused on PostgreSQL/)
  })

  it('are each refused in production when the public host is not a loopback address', () => {
    expect(problems(PUBLIC)).toEqual([
      expect.stringMatching(/^SHOWROOM_ADMIN_PASSWORD .* in production on cms\.nordbil\.se/),
      expect.stringMatching(/^SHOWROOM_SEARCH_API_KEY .* in production on cms\.nordbil\.se/),
      expect.stringMatching(/^PAYLOAD_SECRET .* in production on cms\.nordbil\.se/),
    ])
    expect(problems({ NODE_ENV: 'production', SHOWROOM_PUBLIC_URL: 'http://10.0.0.5:3000' })).toHaveLength(3)
  })

  it('are refused also when the demo value is written out, and only the demo value is refused', () => {
    expect(problems({ ...PUBLIC, ...OWN_CREDENTIALS, SHOWROOM_ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toEqual([
      expect.stringMatching(/^SHOWROOM_ADMIN_PASSWORD /),
    ])
    expect(problems({ ...PUBLIC, ...OWN_CREDENTIALS, SHOWROOM_SEARCH_API_KEY: DEMO_SEARCH_API_KEY })).toEqual([
      expect.stringMatching(/^SHOWROOM_SEARCH_API_KEY /),
    ])
    expect(problems({ ...PUBLIC, ...OWN_CREDENTIALS, PAYLOAD_SECRET: '' })).toEqual([expect.stringMatching(/^PAYLOAD_SECRET /)])
    expect(problems({ ...PUBLIC, ...OWN_CREDENTIALS })).toEqual([])
    expect(problems({ ...OWN_CREDENTIALS, DATABASE_URL: 'postgres://db/showroom' })).toEqual([])
  })

  it('are not checked while `next build` runs (it serves nothing)', () => {
    expect(problems({ ...PUBLIC, DATABASE_URL: 'postgres://db/showroom', NEXT_PHASE: 'phase-production-build' })).toEqual([])
  })
})
