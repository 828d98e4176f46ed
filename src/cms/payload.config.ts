import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { sv } from '@payloadcms/translations/languages/sv'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { holdWorkUntilCommit } from '@/lib/after-commit'
import { getConfig } from '@/lib/config'
import { databaseCostRule } from '@/lib/graphql-cost'
import { logger } from '@/lib/logger'
import { countDatabaseQueries } from '@/lib/sql-database'
import { LOCALE_LABELS, LOCALES } from '@/lib/locales'
import { getMailTransport, mailSender } from '@/integrations/mail/instance'
import { mediaStoragePlugin } from '@/integrations/media-storage/instance'

import { isAdmin } from './access'
import { DictionaryEntries } from './collections/DictionaryEntries'
import { Leads } from './collections/Leads'
import { Quotes } from './collections/Quotes'
import { SavedSearches } from './collections/SavedSearches'
import { ServiceBookings } from './collections/ServiceBookings'
import { VehicleRegister } from './collections/VehicleRegister'
import { WorkshopCatalogues } from './collections/WorkshopCatalogues'
import { TireHotelBookings } from './collections/TireHotelBookings'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { SiteShell } from './collections/SiteShell'
import { Sites } from './collections/Sites'
import { Stories } from './collections/Stories'
import { Tags } from './collections/Tags'
import { Users } from './collections/Users'
import { formBuilder } from './form-builder'
import { livePreviewUrl } from './live-preview-url'
import { siteOfTheEditor } from './default-site'
import { fieldErrorsInResponses } from './field-errors-in-responses'
import { withInternalCollectionRules } from './internal-collections'
import { scopeMediaPickers } from './media-pickers'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = getConfig()

/**
 * SQLite file by default, PostgreSQL when DATABASE_URL says so (ARCHITECTURE "Stack"). Schema
 * changes go through committed migrations for both (never dev "push"), so every environment runs
 * the same schema. No `prodMigrations`: Payload would run them on init in production with no lock,
 * and two processes starting together on an empty PostgreSQL raced (issue 15 item 5). Migrations
 * run in `migrateDatabase` (cms/migrate-database.ts) under an advisory lock instead: at server start
 * (src/instrumentation.ts), in `npm run db:prepare` and `npm start`.
 */
function database(): DatabaseAdapterObj {
  if (config.database.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: config.database.url },
      push: false,
      migrationDir: path.resolve(dirname, '../migrations/postgres'),
    })
  }
  // A new data dir (SHOWROOM_DATA_DIR set, PAYLOAD_SECRET given, so no secret file made it) has
  // no folder yet: SQLite cannot create the file's folder itself.
  const file = config.database.url.slice('file:'.length)
  if (file && !file.startsWith(':memory:')) mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url: config.database.url },
    push: false,
    migrationDir: path.resolve(dirname, '../migrations/sqlite'),
    busyTimeout: 5000,
    wal: config.database.url.includes(':memory:') ? false : true,
  })
}

/**
 * Payload's own e-mail (password resets) through the transport the lead e-mails use: SMTP when
 * SHOWROOM_SMTP_URL is set, else .eml files in `<data dir>/outbox/`. No verify at start: it would
 * connect to the SMTP server every time the config loads (scripts too); a send reports its error.
 */
function email() {
  const sender = mailSender()
  return nodemailerAdapter({ defaultFromAddress: sender.email, defaultFromName: sender.name, transport: getMailTransport(), skipVerify: true })
}

/** The most a GraphQL request may cost (lib/graphql-cost.ts): 20 top-level reads, or fewer with relationships. */
export const GRAPHQL_MAX_COST = 200

export default buildConfig({
  secret: config.payloadSecret,
  db: database(),
  email: email(),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' – Showroom' },
    // Which site an editor is on, in the top bar of every admin view (issue 24).
    components: {
      actions: ['@/cms/admin/CurrentSites'],
      // The block picker's buttons: the block's name, with its description as their description (issue 36).
      providers: ['@/cms/admin/BlockPickerDescriptions'],
    },
    // Payload's default avatar is fetched from Gravatar, which an offline install cannot reach.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    livePreview: {
      url: livePreviewUrl,
      collections: ['pages', 'stories'],
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [
    Sites,
    Pages,
    Stories,
    Tags,
    Redirects,
    SiteShell,
    Media,
    DictionaryEntries,
    Locations,
    Leads,
    TireHotelBookings,
    ServiceBookings,
    Quotes,
    SavedSearches,
    WorkshopCatalogues,
    VehicleRegister,
    Users,
  ],
  // The admin in English or Swedish (each editor picks under Account; the browser's language first).
  i18n: { supportedLanguages: { en, sv }, fallbackLanguage: 'en' },
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: 'sv',
    // Readers pass the site's default language as fallbackLocale, so a missing translation
    // shows the site's own main language (spec: fall back to the site default).
    fallback: true,
  },
  plugins: [
    // Before the multi-tenant plugin: it scopes the `forms` collection this adds.
    formBuilder,
    multiTenantPlugin({
      tenantsSlug: 'sites',
      tenantField: { name: 'site', defaultValue: siteOfTheEditor },
      tenantsArrayField: { arrayFieldName: 'sites', arrayTenantFieldName: 'site' },
      collections: {
        pages: {},
        stories: {},
        tags: {},
        redirects: {},
        dictionary: {},
        'site-shell': { isGlobal: true },
        leads: {},
        forms: {},
        locations: {},
        'tire-hotel-bookings': {},
        'service-bookings': {},
        quotes: {},
        'saved-searches': {},
        'workshop-catalogues': {},
        'vehicle-register': {},
      },
      userHasAccessToAllTenants: (user) => isAdmin(user as { role?: string }),
    }),
    // Media files in the data dir or S3; deleted only after their database row (issue 15).
    mediaStoragePlugin(config),
    // Last: sees every upload field the other plugins added.
    scopeMediaPickers,
  ],
  // Field messages reach the admin form under their field (see the hook).
  hooks: { afterError: [fieldErrorsInResponses] },
  // Written by `npm run generate:types` only; tests/integration/payload-types.test.ts fails when it
  // is behind the config. Payload's default (autoGenerate) starts `payload generate:types` in a
  // child process on every getPayload outside production: about 12 CPU-seconds each, once per
  // integration test file and script, rewriting the file while the type check reads it.
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts'), autoGenerate: false },
  // Signed-in users only (cms/graphql-gate.ts), and no request may cost the database more than
  // 20 top-level reads (lib/graphql-cost.ts; Payload's own cap counted a list query as 1).
  graphQL: { disablePlaygroundInProduction: true, validationRules: () => [databaseCostRule(GRAPHQL_MAX_COST)] },
  // One logger for the app and the CMS: same JSON lines, same level (LOG_LEVEL), one pino installed.
  logger: logger.child({ component: 'payload' }),
  telemetry: false,
  // Each request's statements are counted into its access-log line (lib/request-work.ts, issue 38).
  onInit: (payload) => {
    countDatabaseQueries(payload)
    holdWorkUntilCommit(payload)
  },
  // Payload's own locks and preferences collections exist only once the config is sanitised; their
  // rules are set there (cms/internal-collections.ts).
}).then(withInternalCollectionRules)
