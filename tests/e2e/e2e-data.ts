import { spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync } from 'node:fs'
import path from 'node:path'

/** The bearer token of the end-to-end server's GET /metrics. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789'

/** The configuration of the end-to-end server and of the preparation of its data folder. */
export function e2eEnvironment(dataDir: string) {
  return {
    SHOWROOM_DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'showroom.db')}`,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    SHOWROOM_ADMIN_EMAIL: 'admin@showroom.local',
    SHOWROOM_ADMIN_PASSWORD: 'showroom-admin',
    SHOWROOM_METRICS_TOKEN: E2E_METRICS_TOKEN,
    LOG_LEVEL: 'warn',
  }
}

/**
 * Migrates a fresh SQLite database in dataDir and loads the demo content and stock (tens of seconds).
 * With `demoSnapshot`, the folder where the SQLite integration run kept its demo content
 * (tests/integration/demo-snapshot.ts: the migrated database just after seedDemoContent, with the
 * same administrator, and its media), the database starts as that copy: the preparation then only
 * adds the stock, the tyre hotel and the kits (the demo was seeded once in `npm test`, not twice).
 */
export function prepareE2eData(dataDir: string, demoSnapshot?: string) {
  const snapshotDatabase = demoSnapshot && path.join(demoSnapshot, 'demo.sqlite')
  if (snapshotDatabase && existsSync(snapshotDatabase)) {
    copyFileSync(snapshotDatabase, path.join(dataDir, 'showroom.db'))
    cpSync(path.join(demoSnapshot, 'media'), path.join(dataDir, 'media'), { recursive: true })
  }
  const prepared = spawnSync('npx', ['--no-install', 'tsx', 'scripts/prepare-database.ts'], {
    env: { ...process.env, ...e2eEnvironment(dataDir) },
    encoding: 'utf8',
  })
  if (prepared.status !== 0) throw new Error(`Preparing the e2e database failed:\n${prepared.stdout}\n${prepared.stderr}`)
  return prepared.stdout
}
