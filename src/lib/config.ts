import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { type ProxyTrust, splitTrustedProxies, trustedProxyEntryProblem } from './client-address'
import { isLoopbackHost } from './loopback-host'

/**
 * Every environment variable Showroom reads, validated once. A wrong value stops the process
 * with a message that names the variable and what it expects (README "Configuration").
 */
const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), {
    message: 'must start with file: (SQLite) or postgres:// / postgresql:// (PostgreSQL)',
  })

const port = z.coerce.number().int().min(1).max(65535)

/** "10/10m": at most 10 in a window of 10 minutes (s, m or h). */
const rateLimit = z
  .string()
  .trim()
  .regex(/^\d{1,6}\/\d{1,4}[smh]$/, 'must be <count>/<window> such as 10/10m, 5/1h or 30/90s')
  .transform((v): LeadRateLimit => {
    const [count, window] = v.split('/') as [string, string]
    const unit = { s: 1000, m: 60_000, h: 3_600_000 }[window.slice(-1) as 's' | 'm' | 'h']
    return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * unit }
  })
  .refine((r) => r.limit > 0 && r.windowMs > 0, 'must have a count and a window above zero')

export type LeadRateLimit = { limit: number; windowMs: number }

/** The demo's own values: fine on a laptop, refused where strangers can reach the server (see demoCredentialProblems). */
export const DEMO_ADMIN_PASSWORD = 'showroom-admin'
export const DEMO_SEARCH_API_KEY = 'showroom-local-search-key'

/** spec 01 §7.2 "External directions link: a maps address with destination name, address, zip and city, travelmode driving". */
export const DEFAULT_DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination={destination}&travelmode=driving'

const envSchema = z.object({
  DATABASE_URL: databaseUrl.optional(),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PORT: port.default(3000),
  SHOWROOM_DATA_DIR: z.string().min(1).optional(),
  SHOWROOM_PUBLIC_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
  SHOWROOM_INDEX_HOSTS: z.string().default('localhost,127.0.0.1'),
  SHOWROOM_ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@showroom.local'),
  SHOWROOM_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default(DEMO_ADMIN_PASSWORD),
  SHOWROOM_SEARCH_API_KEY: z.string().min(16, 'must be at least 16 characters').default(DEMO_SEARCH_API_KEY),
  SHOWROOM_SEARCH_URL: z.url('must be an absolute URL of the search service, e.g. https://search.example.com/search').optional(),
  SHOWROOM_ANALYTICS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL of the analytics events service, e.g. https://events.example.com/page-views' })
    .optional(),
  SHOWROOM_EXTRA_MEDIA_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an absolute http(s) URL of the extra-media service including its name, e.g. https://media.example.com/api/carmedia',
    })
    .optional(),
  SHOWROOM_FINANCE_QUOTE_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL of the finance quote provider's API, e.g. https://finance.example.com/api/v3" })
    .optional(),
  SHOWROOM_FINANCE_QUOTE_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  SHOWROOM_FINANCE_RESERVE_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL of the finance provider's reserve page; {quoteRef} marks the quote reference" })
    .optional(),
  SHOWROOM_FINANCE_PART_EXCHANGE_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL of the finance provider's part-exchange page; {quoteRef} marks the quote reference" })
    .optional(),
  SHOWROOM_BOOKING_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an absolute http(s) URL of a mechmate-compatible workshop booking service, e.g. https://booking.example.com/api/mechmate',
    })
    .optional(),
  SHOWROOM_BOOKING_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  SHOWROOM_BOOKING_WORKSHOP_DAY_LIMIT: z.coerce.number().int().min(1, 'must be at least 1').max(10_000).default(20),
  SHOWROOM_BOOKING_WORKSHOP_DAY_CAP: z.coerce.number().int().min(1, 'must be at least 1').max(10_000).default(60),
  SHOWROOM_BOOKING_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100 ms').max(60_000, 'must be at most 60000 ms').default(8000),
  SHOWROOM_GEOCODING_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL of a Nominatim-compatible geocoding service, e.g. https://nominatim.example.com' })
    .optional(),
  SHOWROOM_MAP_STYLE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL of a MapLibre style JSON, e.g. https://tiles.example.com/styles/streets/style.json' })
    .optional(),
  SHOWROOM_DIRECTIONS_URL: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && v.includes('{destination}'), {
      message:
        'must be an http(s) URL with a {destination} placeholder, e.g. https://www.google.com/maps/dir/?api=1&destination={destination}&travelmode=driving',
    })
    .default(DEFAULT_DIRECTIONS_URL),
  SHOWROOM_CRM_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an absolute http(s) URL of the CRM form endpoint (comhub-compatible), e.g. https://crm.example.com/api/forms/comhub',
    })
    .optional(),
  SHOWROOM_CRM_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  SHOWROOM_SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be smtp://[user:password@]host[:port] (STARTTLS when offered) or smtps://… (TLS from the start)' })
    .optional(),
  SHOWROOM_LEADS_FROM: z.email('must be an e-mail address').default('no-reply@showroom.local'),
  SHOWROOM_LEADS_FALLBACK_EMAIL: z.email('must be an e-mail address').default('leads@showroom.local'),
  SHOWROOM_LEAD_RATE_LIMIT_IP: rateLimit.prefault('10/10m'),
  SHOWROOM_LEAD_RATE_LIMIT_PHONE: rateLimit.prefault('5/1h'),
  SHOWROOM_LEAD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  SHOWROOM_LEAD_OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  SHOWROOM_LEAD_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SHOWROOM_TRUSTED_PROXIES: z
    .string()
    .transform(splitTrustedProxies)
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        const problem = trustedProxyEntryProblem(entry)
        if (problem)
          ctx.addIssue({ code: 'custom', message: `must list the proxies in front (addresses, CIDR networks, loopback, private or linklocal): ${problem}` })
      }
    })
    .optional(),
  SHOWROOM_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1, 'must be at least 1 (leave it unset to trust no proxy)').max(10).optional(),
  SHOWROOM_SMS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL of the SMS gateway, e.g. https://sms.example.com/api/messages' })
    .optional(),
  SHOWROOM_SMS_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  SHOWROOM_TIRE_HOTEL_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL of the tyre-hotel system's API, e.g. https://tyres.example.com/api" })
    .optional(),
  SHOWROOM_TIRE_HOTEL_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  SHOWROOM_TIRE_HOTEL_SEARCH_LIMIT: rateLimit.prefault('30/15m'),
  SHOWROOM_TIRE_HOTEL_SEND_LIMIT: rateLimit.prefault('10/15m'),
  SHOWROOM_TIRE_HOTEL_SEND_DAY_LIMIT: rateLimit.prefault('30/24h'),
  SHOWROOM_LOGIN_RATE_LIMIT: rateLimit.prefault('10/15m'),
  SHOWROOM_QUOTE_RATE_LIMIT: rateLimit.prefault('120/10m'),
  SHOWROOM_SAVED_SEARCH_RATE_LIMIT_IP: rateLimit.prefault('10/1h'),
  SHOWROOM_SAVED_SEARCH_RATE_LIMIT_ADDRESS: rateLimit.prefault('5/24h'),
  SHOWROOM_GRAPHQL_RATE_LIMIT: rateLimit.prefault('60/1m'),
  SHOWROOM_DEMO_CONTENT: z.enum(['on', 'off'], { error: 'must be on (load the demo sites, pages and stock into an empty database) or off' }).default('on'),
  SHOWROOM_S3_BUCKET: z.string().trim().min(3, 'must be the bucket name (3 characters or more)').optional(),
  SHOWROOM_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  SHOWROOM_S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) URL of the S3-compatible service, e.g. https://s3.eu-north-1.amazonaws.com or http://minio.internal:9000',
    })
    .optional(),
  SHOWROOM_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  SHOWROOM_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  SHOWROOM_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  SHOWROOM_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9/_-]*$/, 'must be a key prefix of letters, digits, /, _ and -')
    .default('media'),
  SHOWROOM_PAGE_CACHE: z.enum(['on', 'off'], { error: 'must be on (anonymous page views from the page cache) or off' }).default('on'),
  SHOWROOM_PAGE_CACHE_MB: z.coerce.number().int().min(8, 'must be at least 8 (MB)').max(8192).default(256),
  SHOWROOM_PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  SHOWROOM_MAX_RENDERS: z.coerce.number().int().min(1).max(256).default(6),
  SHOWROOM_RENDER_QUEUE_MS: z.coerce.number().int().min(100, 'must be at least 100 ms').max(60_000).default(3000),
  // Tests only: a second process on the same SQLite file (the page cache's two-process test). Never
  // in production: two first starts race on the migrations, and SQLite's WAL needs one machine.
  SHOWROOM_SQLITE_SHARED: z.enum(['on', 'off'], { error: 'must be on (tests only: several processes on one SQLite file) or off' }).default('off'),
  // GET /metrics (issue 40): on the public port with this bearer token, and/or on a port of its own.
  SHOWROOM_METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters (a Prometheus bearer token)').optional(),
  SHOWROOM_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SHOWROOM_METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  // Graceful shutdown behind a load balancer (issue 40): after SIGTERM, /healthz answers 503 for this
  // long while requests are still served, so the proxy's checks take the process out before it
  // closes its port (a request it sent in that instant would otherwise fail). 0: close at once.
  SHOWROOM_SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60, 'must be at most 60 seconds').default(0),
  // Read by lib/logger.ts (the app's and Payload's one logger); checked here so a typo stops the start.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type ShowroomConfig = {
  /** `sqliteShared`: a second process may open the SQLite file (tests only; lib/sqlite-process-lock.ts). */
  database: { kind: 'sqlite' | 'postgres'; url: string; sqliteShared: boolean }
  payloadSecret: string
  port: number
  dataDir: string
  mediaDir: string
  publicUrl: string
  indexHosts: string[]
  admin: { email: string; password: string }
  /** The search service: the X-API-KEY callers of /api/search must send; an outside service's URL when set. */
  search: { apiKey: string; url?: string }
  /** Page views (spec 01 §7.2): to this events service when set, else to daily files under dataDir/analytics. */
  analytics: { url?: string }
  /** Extra media by plate (spec 02 §7): this service when set, else the stock records' car_extra_media. */
  extraMedia: { url?: string }
  /** Place search (spec 01 §7.2 geocoding): this Nominatim-compatible service when set, else the built-in gazetteer. */
  geocoding: { url?: string }
  /**
   * Maps (spec 01 §2.10): the tile style when set, else the built-in basemap shipped with the app; the
   * directions link template ({destination} is the URL-encoded "name, address, zip city").
   */
  map: { styleUrl?: string; directionsUrl: string }
  /** Workshop booking (spec 03 §7 /api/mechmate/*): this mechmate-compatible service when set (apiKey in X-Api-Key), else the built-in engine. */
  booking: {
    url?: string
    apiKey?: string
    timeoutMs: number
    /**
     * Online bookings per workshop and day (issue 35 item 4): up to `dayLimit` are booked at once,
     * beyond it they are held for the workshop to confirm, beyond `dayCap` refused.
     */
    workshopDayLimit: number
    workshopDayCap: number
  }
  /** UK finance quotes (spec 02 §7 /api/codeweaver/*): this provider when set, else the built-in HP/PCP engine; apiKey goes in X-Api-Key. */
  financeQuote: { url?: string; apiKey?: string; reserveUrl?: string; partExchangeUrl?: string }
  /** Leads (issue 'Leads that are never lost'): where they are delivered and how abuse is limited. */
  leads: {
    /** The CRM's comhub-compatible endpoint; when set, leads go there instead of by e-mail. */
    crm?: { url: string; apiKey?: string }
    /** SMTP server for the built-in e-mail delivery; without it messages are written to dataDir/outbox. */
    smtpUrl?: string
    from: string
    /** Where a lead goes when no dealer address for it can be verified. */
    fallbackRecipient: string
    rateLimits: { perIp: LeadRateLimit; perPhone: LeadRateLimit }
    maxAttempts: number
    /** How often each process looks for leads to deliver; 0 = never on a timer (only after a submission). */
    outboxIntervalMs: number
    /** How long a process owns a lead it is delivering; a process that dies mid-delivery frees it after this. */
    claimMs: number
  }
  /**
   * The proxies in front whose forwarded headers are believed (lib/client-address.ts): none by
   * default, so the client address is the socket's peer.
   */
  proxyTrust: ProxyTrust
  /** Media files in S3-compatible object storage (shared by every process) when a bucket is set; else in mediaDir. */
  s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean; prefix: string }
  /** Text messages (the tyre hotel's one-time codes): this gateway when set, else files in dataDir/sms-outbox. */
  sms: { url?: string; apiKey?: string }
  /**
   * Tyre hotel (spec 03 §2.7): this outside system when set, else the built-in engine; plate searches
   * and code sends per client address and window (issue 20).
   */
  tireHotel: { url?: string; apiKey?: string; searchLimit: LeadRateLimit; sendLimit: LeadRateLimit; sendDayLimit: LeadRateLimit }
  /** Failed CMS logins per client address and window (issue 15); Payload's per-account lock-out is off. */
  loginRateLimit: LeadRateLimit
  /** UK finance quotes per visitor address and window (each one costs a provider call). */
  quoteRateLimit: LeadRateLimit
  /**
   * Saved searches (issue 41 item 1): saves per visitor address, and confirmation e-mails per
   * e-mail address (so nobody can flood someone's inbox with them), each per window.
   */
  savedSearchLimits: { perIp: LeadRateLimit; perAddress: LeadRateLimit }
  /** GraphQL requests per client address and window (issue 35: each can cost many database reads). */
  graphqlRateLimit: LeadRateLimit
  /** Load the demo sites, pages and generated stock into an empty database, and draw the demo stock's pictures (src/demo). */
  demoContent: boolean
  /**
   * Anonymous page views from a cache in each process (issue 23): how much memory it may hold, how
   * long a page stays fresh without a change, how many renders may run at once, and how long a
   * request may wait for one before it gets 503 (or the stale page).
   */
  pageCache: { enabled: boolean; maxBytes: number; ttlMs: number; maxRenders: number; renderQueueMs: number }
  /**
   * Who may read GET /metrics (issue 40): a scraper with the bearer token on the public port, and
   * anyone who reaches the metrics port (bind it to a private address). Neither set: no metrics.
   */
  metrics: { token?: string; port?: number; host: string }
  /** How long a stopping process keeps serving while /healthz says it is going (its load balancer's checks need that long to notice). */
  shutdownDrainMs: number
}

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Showroom configuration is invalid:\n${issues.map((i) => `  - ${i}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Reads the environment into a typed config; throws ConfigError listing every wrong value. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ShowroomConfig {
  // Empty strings count as "not set", as most shells and .env files produce them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`))
  }
  const e = parsed.data
  const dataDir = path.resolve(cwd, e.SHOWROOM_DATA_DIR ?? 'data')
  const url = e.DATABASE_URL ?? `file:${path.join(dataDir, 'showroom.db')}`
  const kind = url.startsWith('file:') ? 'sqlite' : 'postgres'
  const publicUrl = (e.SHOWROOM_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  const demoProblems = demoCredentialProblems(cleaned, e, kind, publicUrl)
  if (demoProblems.length > 0) throw new ConfigError(demoProblems)
  if (e.SHOWROOM_BOOKING_WORKSHOP_DAY_CAP < e.SHOWROOM_BOOKING_WORKSHOP_DAY_LIMIT)
    throw new ConfigError([
      `SHOWROOM_BOOKING_WORKSHOP_DAY_CAP must be at least SHOWROOM_BOOKING_WORKSHOP_DAY_LIMIT (${e.SHOWROOM_BOOKING_WORKSHOP_DAY_LIMIT}): bookings beyond the limit are held, beyond the cap refused`,
    ])
  if (e.SHOWROOM_TRUSTED_PROXY_HOPS !== undefined && (e.SHOWROOM_TRUSTED_PROXIES ?? []).length === 0)
    throw new ConfigError([
      'SHOWROOM_TRUSTED_PROXY_HOPS needs SHOWROOM_TRUSTED_PROXIES: name the addresses or networks of the proxies in front (e.g. 10.0.0.0/8), or 0.0.0.0/0,::/0 to believe whoever connects for that many hops',
    ])
  return {
    database: { kind, url, sqliteShared: e.SHOWROOM_SQLITE_SHARED === 'on' },
    payloadSecret: e.PAYLOAD_SECRET ?? '',
    port: e.PORT,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicUrl,
    indexHosts: e.SHOWROOM_INDEX_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    admin: { email: e.SHOWROOM_ADMIN_EMAIL, password: e.SHOWROOM_ADMIN_PASSWORD },
    search: { apiKey: e.SHOWROOM_SEARCH_API_KEY, url: e.SHOWROOM_SEARCH_URL },
    analytics: { url: e.SHOWROOM_ANALYTICS_URL },
    extraMedia: { url: e.SHOWROOM_EXTRA_MEDIA_URL },
    geocoding: { url: e.SHOWROOM_GEOCODING_URL },
    map: { styleUrl: e.SHOWROOM_MAP_STYLE_URL, directionsUrl: e.SHOWROOM_DIRECTIONS_URL },
    booking: {
      url: e.SHOWROOM_BOOKING_URL,
      apiKey: e.SHOWROOM_BOOKING_API_KEY,
      timeoutMs: e.SHOWROOM_BOOKING_TIMEOUT_MS,
      workshopDayLimit: e.SHOWROOM_BOOKING_WORKSHOP_DAY_LIMIT,
      workshopDayCap: e.SHOWROOM_BOOKING_WORKSHOP_DAY_CAP,
    },
    financeQuote: {
      url: e.SHOWROOM_FINANCE_QUOTE_URL,
      apiKey: e.SHOWROOM_FINANCE_QUOTE_API_KEY,
      reserveUrl: e.SHOWROOM_FINANCE_RESERVE_URL,
      partExchangeUrl: e.SHOWROOM_FINANCE_PART_EXCHANGE_URL,
    },
    leads: {
      crm: e.SHOWROOM_CRM_URL ? { url: e.SHOWROOM_CRM_URL, apiKey: e.SHOWROOM_CRM_API_KEY } : undefined,
      smtpUrl: e.SHOWROOM_SMTP_URL,
      from: e.SHOWROOM_LEADS_FROM,
      fallbackRecipient: e.SHOWROOM_LEADS_FALLBACK_EMAIL,
      rateLimits: { perIp: e.SHOWROOM_LEAD_RATE_LIMIT_IP, perPhone: e.SHOWROOM_LEAD_RATE_LIMIT_PHONE },
      maxAttempts: e.SHOWROOM_LEAD_MAX_ATTEMPTS,
      outboxIntervalMs: e.SHOWROOM_LEAD_OUTBOX_INTERVAL_SECONDS * 1000,
      claimMs: e.SHOWROOM_LEAD_CLAIM_SECONDS * 1000,
    },
    proxyTrust: { proxies: e.SHOWROOM_TRUSTED_PROXIES ?? [], maxHops: e.SHOWROOM_TRUSTED_PROXY_HOPS },
    s3: e.SHOWROOM_S3_BUCKET
      ? {
          bucket: e.SHOWROOM_S3_BUCKET,
          region: e.SHOWROOM_S3_REGION,
          endpoint: e.SHOWROOM_S3_ENDPOINT,
          accessKeyId: e.SHOWROOM_S3_ACCESS_KEY_ID,
          secretAccessKey: e.SHOWROOM_S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.SHOWROOM_S3_FORCE_PATH_STYLE === 'true',
          prefix: e.SHOWROOM_S3_PREFIX,
        }
      : undefined,
    sms: { url: e.SHOWROOM_SMS_URL, apiKey: e.SHOWROOM_SMS_API_KEY },
    tireHotel: {
      url: e.SHOWROOM_TIRE_HOTEL_URL,
      apiKey: e.SHOWROOM_TIRE_HOTEL_API_KEY,
      searchLimit: e.SHOWROOM_TIRE_HOTEL_SEARCH_LIMIT,
      sendLimit: e.SHOWROOM_TIRE_HOTEL_SEND_LIMIT,
      sendDayLimit: e.SHOWROOM_TIRE_HOTEL_SEND_DAY_LIMIT,
    },
    loginRateLimit: e.SHOWROOM_LOGIN_RATE_LIMIT,
    quoteRateLimit: e.SHOWROOM_QUOTE_RATE_LIMIT,
    savedSearchLimits: { perIp: e.SHOWROOM_SAVED_SEARCH_RATE_LIMIT_IP, perAddress: e.SHOWROOM_SAVED_SEARCH_RATE_LIMIT_ADDRESS },
    graphqlRateLimit: e.SHOWROOM_GRAPHQL_RATE_LIMIT,
    demoContent: e.SHOWROOM_DEMO_CONTENT === 'on',
    pageCache: {
      enabled: e.SHOWROOM_PAGE_CACHE === 'on',
      maxBytes: e.SHOWROOM_PAGE_CACHE_MB * 1024 * 1024,
      ttlMs: e.SHOWROOM_PAGE_CACHE_TTL_SECONDS * 1000,
      maxRenders: e.SHOWROOM_MAX_RENDERS,
      renderQueueMs: e.SHOWROOM_RENDER_QUEUE_MS,
    },
    metrics: { token: e.SHOWROOM_METRICS_TOKEN, port: e.SHOWROOM_METRICS_PORT, host: e.SHOWROOM_METRICS_HOST },
    shutdownDrainMs: e.SHOWROOM_SHUTDOWN_DRAIN_SECONDS * 1000,
  }
}

/**
 * Demo credentials never reach production (issue 15): on PostgreSQL (a shared, server-grade
 * database), or with NODE_ENV=production when SHOWROOM_PUBLIC_URL's host is not a loopback
 * address, the demo admin password, the demo search key and a generated PAYLOAD_SECRET (one that
 * is not set, so getConfig would make one per data dir) are refused, each naming its variable.
 * `npm start` and the end-to-end tests run production builds on localhost with SQLite and keep
 * the defaults. `next build` is skipped: it serves nothing, and build machines rarely hold secrets.
 */
function demoCredentialProblems(
  env: Record<string, string | undefined>,
  e: z.infer<typeof envSchema>,
  kind: ShowroomConfig['database']['kind'],
  publicUrl: string,
): string[] {
  if (env.NEXT_PHASE === 'phase-production-build') return []
  const publicHost = new URL(publicUrl).hostname
  const where =
    kind === 'postgres'
      ? 'on PostgreSQL'
      : env.NODE_ENV === 'production' && !isLoopbackHost(publicHost)
        ? `in production on ${publicHost} (SHOWROOM_PUBLIC_URL)`
        : null
  if (!where) return []
  const problems: string[] = []
  if (e.SHOWROOM_ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD)
    problems.push(`SHOWROOM_ADMIN_PASSWORD must be set to a password of your own: the demo password is refused ${where}`)
  if (e.SHOWROOM_SEARCH_API_KEY === DEMO_SEARCH_API_KEY)
    problems.push(`SHOWROOM_SEARCH_API_KEY must be set to a key of your own (at least 16 characters): the demo key is refused ${where}`)
  if (!e.PAYLOAD_SECRET)
    problems.push(`PAYLOAD_SECRET must be set (at least 16 random characters, the same in every process): a generated secret is refused ${where}`)
  return problems
}

/**
 * Without PAYLOAD_SECRET a random secret is created once and kept in the data folder, so a fresh
 * checkout runs with no set-up and logins survive restarts. Only for a laptop: on PostgreSQL and
 * on a public production host it must be set (demoCredentialProblems), the same in every process.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let cached: ShowroomConfig | undefined

export function getConfig(): ShowroomConfig {
  if (!cached) {
    const config = parseConfig(process.env)
    if (!config.payloadSecret) config.payloadSecret = persistedSecret(config.dataDir)
    cached = config
  }
  return cached
}
