/**
 * `npm start`: check the configuration, build when the sources changed, migrate and seed the
 * database, then serve on PORT (3000) and print where everything is.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { ConfigError, getConfig } from '../src/lib/config'
import { buildIsCurrent } from './build-fingerprint'
import { SERVER_ENTRY } from './server-entry'

async function main() {
  let config
  try {
    config = getConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const root = process.cwd()
  const started = Date.now()

  if (!buildIsCurrent(root) || !existsSync(path.join(root, SERVER_ENTRY))) {
    console.log('Building Showroom (first start or changed sources)…')
    const build = spawnSync('npx', ['--no-install', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }

  console.log(`Preparing the ${config.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} database…`)
  const prepare = spawnSync('npx', ['--no-install', 'tsx', 'scripts/prepare-database.ts'], { stdio: 'inherit' })
  if (prepare.status !== 0) process.exit(prepare.status ?? 1)

  const server = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))

  const base = `http://localhost:${config.port}`
  for (let i = 0; i < 360; i++) {
    try {
      const res = await fetch(`${base}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const { default: payloadConfig } = await import('../src/cms/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config: payloadConfig })
  const sites = await payload.find({ collection: 'sites', pagination: false, depth: 0, sort: 'key' })
  const lines = [
    '',
    `Showroom is ready after ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    '',
    `  Site index   ${base}/`,
    ...sites.docs.map((s) => `  ${s.name.padEnd(24)} http://${s.key}.localhost:${config.port}/`),
    '',
    `  Admin        ${base}/admin`,
    `  Login        ${config.admin.email} / ${config.admin.password}`,
    '',
  ]
  console.log(lines.join('\n'))
  await payload.destroy()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
