import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

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

const envSchema = z.object({
  DATABASE_URL: databaseUrl.optional(),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PORT: port.default(3000),
  SHOWROOM_DATA_DIR: z.string().min(1).optional(),
  SHOWROOM_PUBLIC_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
  SHOWROOM_INDEX_HOSTS: z.string().default('localhost,127.0.0.1'),
  SHOWROOM_ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@showroom.local'),
  SHOWROOM_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('showroom-admin'),
  SHOWROOM_SEARCH_API_KEY: z.string().min(16, 'must be at least 16 characters').default('showroom-local-search-key'),
  SHOWROOM_SEARCH_URL: z.url('must be an absolute URL of the search service, e.g. https://search.example.com/search').optional(),
  SHOWROOM_ANALYTICS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL of the analytics events service, e.g. https://events.example.com/page-views' })
    .optional(),
  SHOWROOM_EXTRA_MEDIA_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL of the extra-media service including its name, e.g. https://media.example.com/api/carmedia' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type ShowroomConfig = {
  database: { kind: 'sqlite' | 'postgres'; url: string }
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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
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
  return {
    database: { kind: url.startsWith('file:') ? 'sqlite' : 'postgres', url },
    payloadSecret: e.PAYLOAD_SECRET ?? '',
    port: e.PORT,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicUrl: (e.SHOWROOM_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    indexHosts: e.SHOWROOM_INDEX_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    admin: { email: e.SHOWROOM_ADMIN_EMAIL, password: e.SHOWROOM_ADMIN_PASSWORD },
    search: { apiKey: e.SHOWROOM_SEARCH_API_KEY, url: e.SHOWROOM_SEARCH_URL },
    analytics: { url: e.SHOWROOM_ANALYTICS_URL },
    extraMedia: { url: e.SHOWROOM_EXTRA_MEDIA_URL },
    logLevel: e.LOG_LEVEL,
  }
}

/**
 * Without PAYLOAD_SECRET a random secret is created once and kept in the data folder, so a fresh
 * checkout runs with no set-up and logins survive restarts. Set it explicitly when several
 * processes share one PostgreSQL database.
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
