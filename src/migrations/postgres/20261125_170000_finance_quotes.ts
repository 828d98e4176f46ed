import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Quotes the built-in UK finance engine issued; see the SQLite migration of the same name for why. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE finance_quotes (
    reference text PRIMARY KEY,
    issued_at text NOT NULL,
    expires_at text NOT NULL,
    quote text NOT NULL
  );
  CREATE INDEX finance_quotes_expires_at_idx ON finance_quotes (expires_at);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE finance_quotes;`)
}
