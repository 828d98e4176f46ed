import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect } from 'vitest'

import { e2eEnvironment } from './e2e-data'
import { e2e } from './helpers'

/**
 * Imports one car's record into Nordbil's stock (vehicles-se) as the nightly import runs: a command
 * of its own beside the server, which also sends the saved-search alerts.
 */
export function importNordbilCar(record: unknown): void {
  const feedDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-feed-'))
  try {
    const file = path.join(feedDir, 'vehicles-se.jsonl')
    writeFileSync(file, `${JSON.stringify(record)}\n`)
    const run = spawnSync('npx', ['--no-install', 'tsx', 'scripts/stock-import.ts', file, '--index', 'vehicles-se'], {
      env: { ...process.env, ...e2eEnvironment(e2e().dataDir), LOG_LEVEL: 'error' },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
  } finally {
    rmSync(feedDir, { recursive: true, force: true })
  }
}
