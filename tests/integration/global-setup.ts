import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's demo content snapshot (demo-snapshot.ts); removed at the end. */
    demoSnapshotDir: string
  }
}

/** The schema holding this run's PostgreSQL snapshot of the demo content. */
export const demoSnapshotSchema = (runDir: string) =>
  `demo_snapshot_${path
    .basename(runDir)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`

/**
 * One folder per run for the demo content snapshot (demo-snapshot.ts), so the demo is seeded once
 * per run and database however many test files use it. Removed at the end, with the PostgreSQL
 * schema that holds the snapshot's rows.
 */
export function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-demo-snapshot-'))
  project.provide('demoSnapshotDir', dir)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    const url = process.env.SHOWROOM_TEST_DATABASE_URL
    if (!url) return
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(`drop schema if exists "${demoSnapshotSchema(dir)}" cascade`)
    } finally {
      await client.end()
    }
  }
}
