/**
 * Which integration files `npm test` runs a second time on PostgreSQL (issue 37 item 7), and why.
 *
 * Every file runs on SQLite. The PostgreSQL lane repeats only what can differ by dialect or by
 * process: SQL of our own (rate limits, codes, counters, the search engine's stock tables, the
 * demo's bulk loads, subtree moves), migrations and indexes, and state shared by several processes
 * through the database. A file that only goes through Payload's Local API and our own pure logic
 * (the same on both dialects, since Payload's adapters share one query builder) stays on SQLite;
 * the lane then takes about a third of its time instead of beside the whole end-to-end suite.
 * A new integration file must be named in one of the two lists (scripts/test-lanes.test.ts).
 */

/** File (under tests/integration) → what differs on PostgreSQL. */
export const POSTGRES_FILES = {
  'prepare-database-race.test.ts': 'two processes prepare one empty database (the advisory lock)',
  'locales-parent-index.test.ts': "the translations' indexes, made by each dialect's migration",
  'store-locator-unit.test.ts': "a column change in each dialect's migration",
  'page-cache-invalidation.test.ts': 'the invalidation signal other processes read from the database',
  'client-address.test.ts': 'the login, lead and booking limits counted in SQL, shared by processes',
  'quote-rate-limit.test.ts': 'the quote limit counted in SQL, shared by processes',
  'finance-quotes.test.ts': 'a quote issued on one process found on another',
  'graphql.test.ts': 'the GraphQL rate limit counted in SQL',
  'tire-hotel.test.ts': "the tyre hotel's bookings and slots in SQL",
  'tire-hotel-auth.test.ts': 'one-time codes and their tries in SQL',
  'tire-hotel-limits.test.ts': 'code and send limits in SQL, shared by processes',
  'leads.test.ts': 'the lead spam limit and outbox in SQL',
  'service-booking.test.ts': "the workshops' daily counts in SQL",
  'workshop-catalogue.test.ts': "the built-in booking engine's SQL",
  'kits.test.ts': 'the kits table (JSON documents) in SQL',
  'search-service.test.ts': "the built-in search engine's stock tables",
  'site-list.test.ts': "the built-in search engine's sites index",
  'demo-stock.test.ts': "the demo stock's bulk load into the search engine's tables",
  'stock-import.test.ts': "the stock import's bulk writes",
  'redirects.test.ts': "the redirect store's SQL",
  'pages.test.ts': "a page's subtree moved in SQL",
  'access.test.ts': "media usage read in SQL, and every collection's access rule as each dialect's where clause",
  'bad-input.test.ts': 'PostgreSQL refuses out-of-range numbers and bytes SQLite accepts',
  'demo-content.test.ts': "the demo content's loads (SQL of their own) on PostgreSQL, as `npm start` runs them",
  'backups.test.ts': 'pg_dump and pg_restore (--clean over existing tables) instead of VACUUM INTO and a file',
  'saved-searches.test.ts': "saves and confirmation e-mails counted in SQL, the searches' JSON columns and the new migration",
}

/** Files that stay on SQLite, and why the second dialect would prove nothing more. */
export const SQLITE_ONLY_FILES = {
  'facility-detail.test.ts': 'reads the demo content back through the Local API',
  'forms.test.ts': 'the demo forms through the Local API',
  'marketing-forms.test.ts': 'the demo marketing forms through the Local API',
  'stories.test.ts': "the stories query is Payload's where and sort",
  'store-locator.test.ts': "locations' access through Payload (access.test.ts runs the access rules on PostgreSQL)",
  'payload-email.test.ts': "Payload's e-mail adapter, no database of ours",
  'media-s3.test.ts': 'the S3 storage adapter, no database of ours',
  'payload-types.test.ts': 'the types generated from the CMS config, no database',
}
