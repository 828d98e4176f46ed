import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Quotes the built-in UK finance engine issued (issue 15 item 9): one row per QuoteReference with
 * the quote as JSON, readable by every process until it expires 24 hours later, then pruned
 * (features/finance-quote/sql-issued-quote-store.ts). In memory, a quote made on one process was a
 * 404 on the next. Outside Payload's schema: nobody edits them, and they are written on every
 * quote, so one plain statement each.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE finance_quotes (
    reference text PRIMARY KEY NOT NULL,
    issued_at text NOT NULL,
    expires_at text NOT NULL,
    quote text NOT NULL
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX finance_quotes_expires_at_idx ON finance_quotes (expires_at);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE finance_quotes;`)
}
