/**
 * PostgreSQL: one statement that gives every table of the public schema the rows a demo snapshot
 * schema holds (demo-snapshot.ts: a copy of each table and a `_sequences` table) and sets the id
 * counters as they were. Run it in a transaction with `session_replication_role = replica`: the
 * tables are filled in any order, with their foreign-key triggers off. Used by each integration
 * file that restores the snapshot and by the cluster test's database (scripts/test-cluster.ts),
 * which copies the snapshot schema from the integration run's database first.
 */
export function restoreDemoSnapshotStatement(schema: string): string {
  const name = `'${schema.replace(/'/g, "''")}'`
  return `do $$
declare
  t text;
  s record;
begin
  -- One truncate for all: PostgreSQL refuses to truncate a table another one refers to on its own.
  execute (select 'truncate table ' || string_agg(format('public.%I', tablename), ', ') from pg_tables where schemaname = ${name} and tablename <> '_sequences');
  for t in select tablename from pg_tables where schemaname = ${name} and tablename <> '_sequences' loop
    execute format('insert into public.%I select * from %I.%I', t, ${name}, t);
  end loop;
  for s in execute format('select name, last_value from %I._sequences', ${name}) loop
    if s.last_value is not null then perform setval(format('public.%I', s.name), s.last_value, true); end if;
  end loop;
end $$`
}
