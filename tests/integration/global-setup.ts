import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
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
 * schema that holds the snapshot's rows, unless it was handed over: `npm test` names a folder in
 * SHOWROOM_DEMO_SNAPSHOT_DIR, keeps what the run left there for the end-to-end data and the
 * cluster test's database (the demo seeded once per dialect, not twice), and removes it itself.
 */
export function setup(project: TestProject) {
  const handedOver = process.env.SHOWROOM_DEMO_SNAPSHOT_DIR
  if (handedOver) mkdirSync(handedOver, { recursive: true })
  const dir = handedOver || mkdtempSync(path.join(tmpdir(), 'showroom-demo-snapshot-'))
  project.provide('demoSnapshotDir', dir)
  if (handedOver) return
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
