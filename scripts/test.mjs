#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, stopping at the first failure.
 *   integration (in-memory SQLite) beside unit + slow, lint (ESLint), format check (Prettier) and
 *   type check · production build beside the end-to-end suite's database · end-to-end in Debian's
 *   Chromium (installed with apt if missing and we are root; the read-only files, then the
 *   content group) beside integration on PostgreSQL (when installed), the end-to-end visitors'
 *   group and the cluster test's database · the cluster test (three processes on PostgreSQL
 *   behind HAProxy; when PostgreSQL is installed).
 * Ends with one line "total: N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { POSTGRES_FILES } from '../tests/integration/postgres-lane.mjs'
import { findPostgresBin, startPostgres } from './throwaway-postgres.mjs'

const results = []
const started = Date.now()
mkdirSync('test-results', { recursive: true })

function run(name, cmd, args, env = {}, beforeExit = () => {}) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - t0) / 1000).toFixed(0)
  if (r.status !== 0) {
    beforeExit()
    console.error(`✖ ${name} failed after ${seconds} s`)
    summary()
    process.exit(r.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds} s)`)
}

/**
 * Steps that only read the tree, run side by side: each is one process on one core, so on two
 * cores the lanes take as long as the longest instead of their sum. A lane runs its steps in order;
 * each step's output is printed whole when it ends, so the lanes do not interleave.
 */
async function runLanes(lanes) {
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}
  const runStep = ({ name, cmd, args, env = {}, after = () => {} }) =>
    new Promise((resolve) => {
      const t0 = Date.now()
      const child = spawn(cmd, args, { env: { ...process.env, ...color, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      child.on('close', (status) => {
        const seconds = ((Date.now() - t0) / 1000).toFixed(0)
        console.log(`\n▶ ${name}`)
        if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
        if (status === 0) console.log(`✔ ${name} (${seconds} s)`)
        else console.error(`✖ ${name} failed after ${seconds} s`)
        after()
        resolve(status ?? 1)
      })
    })
  const statuses = await Promise.all(
    lanes.map(async (steps) => {
      for (const step of steps) {
        const status = await runStep(step)
        if (status !== 0) return status
      }
      return 0
    }),
  )
  return statuses.find((status) => status !== 0) ?? 0
}

/** Ends the run with the summary when a step failed. */
function stopOnFailure(status, beforeExit = () => {}) {
  if (status === 0) return
  beforeExit()
  summary()
  process.exit(status)
}

/** A vitest run as a lane step; its JSON report counts in the summary, also when it failed. */
function vitestStep(name, args, env = {}) {
  const out = `test-results/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`
  rmSync(out, { force: true })
  const record = () => {
    if (!existsSync(out)) return
    const report = JSON.parse(readFileSync(out, 'utf8'))
    const failures = []
    const retried = []
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name)
      // A file that fails to load has no test results, only its message.
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failures.push({ test: where, message: file.message ?? '' })
      for (const test of file.assertionResults ?? []) {
        const message = (test.failureMessages ?? [])[0] ?? ''
        if (test.status === 'failed') failures.push({ test: `${where} › ${test.fullName}`, message })
        // vitest keeps the errors of the tries that failed on a test that then passed.
        else if (test.status === 'passed' && message) retried.push({ test: `${where} › ${test.fullName}`, message })
      }
    }
    results.push({ name, passed: report.numPassedTests, failed: report.numFailedTests, failures, retried })
  }
  return {
    name,
    cmd: 'npx',
    args: ['--no-install', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
    after: record,
  }
}

/** The first lines of a failure message: enough to see what broke in a log that shows only its end. */
function firstLines(message) {
  return message
    .split('\n')
    .slice(0, 3)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n')
}

function summary() {
  // Named at the end, where a log cut to its last lines still shows them.
  for (const r of results) {
    for (const f of r.failures ?? []) console.log(`\n✖ ${r.name}: ${f.test}\n${firstLines(f.message)}`)
    for (const f of r.retried ?? []) console.log(`\n↻ passed on its second try (${r.name}): ${f.test}\n${firstLines(f.message)}`)
  }
  console.log('\nSummary')
  for (const r of results) console.log(`  ${r.name.padEnd(34)} ${r.passed} passed, ${r.failed} failed`)
  const passed = results.reduce((s, r) => s + r.passed, 0)
  const failed = results.reduce((s, r) => s + r.failed, 0)
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
  console.log(`total: ${passed} passed, ${failed} failed`)
}

const isRoot = process.getuid?.() === 0

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (existsSync(chromium)) return
  if (!isRoot) throw new Error(`${chromium} is missing: install Debian's chromium package (apt-get install chromium).`)
  run('install Chromium (apt)', 'bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'])
}

// The demo content is seeded once per dialect: the integration run that seeds it keeps its
// snapshot here (tests/integration/global-setup.ts), and the end-to-end data (SQLite) and the
// cluster test's database (PostgreSQL) start from it instead of seeding it again.
const demoSnapshot = mkdtempSync(path.join(tmpdir(), 'showroom-demo-snapshot-'))
const removeDemoSnapshot = () => rmSync(demoSnapshot, { recursive: true, force: true })
const e2eData = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-data-'))
const removeE2eData = () => rmSync(e2eData, { recursive: true, force: true })
const removeRunData = () => {
  removeDemoSnapshot()
  removeE2eData()
}

// The integration files go one at a time (one core: in one vitest run with the unit files they
// started only after every unit file, the second core idle for two minutes), then the end-to-end
// suite's data (the demo content they seeded, with the stock added: about 15 s instead of a
// seed's 100 s beside the build) and the Prettier check. Beside them, one after the other: the
// unit and slow files (two workers), the type check, ESLint and the import graph, which take what
// the integration run leaves. The two lanes take about as long.
stopOnFailure(
  await runLanes([
    [
      vitestStep('integration (SQLite)', ['--project', 'integration'], { SHOWROOM_DEMO_SNAPSHOT_DIR: demoSnapshot }),
      {
        name: 'end-to-end data (the demo content from the integration run, the stock)',
        cmd: 'npx',
        args: ['--no-install', 'tsx', 'tests/e2e/prepare-e2e-data.ts', e2eData, path.join(demoSnapshot, 'sqlite')],
      },
      { name: 'format check (prettier)', cmd: 'npx', args: ['--no-install', 'prettier', '--check', '.'] },
    ],
    [
      vitestStep('unit + slow', ['--project', 'unit', '--project', 'slow']),
      { name: 'type check (tsc)', cmd: 'npx', args: ['--no-install', 'tsc', '--noEmit', ...(process.stdout.isTTY ? ['--pretty'] : [])] },
      // npm run lint:eslint leaves import-x/no-cycle (half of ESLint's time) to the import graph step
      // after it, which sees every loop it sees and more (type-only edges, dynamic imports).
      { name: 'lint (eslint)', cmd: 'npm', args: ['run', '--silent', 'lint:eslint'] },
      // Import loops ESLint cannot see (type-only edges, dynamic imports) and React in the CMS config's graph.
      { name: 'import graph (dependency-cruiser)', cmd: 'npm', args: ['run', '--silent', 'lint:cycles'] },
    ],
  ]),
  removeRunData,
)

// The type check above passed, so the build skips its own; a fresh clone never reads the build's
// cache again, so it does not write one (next.config.ts). Alone: it uses both cores.
stopOnFailure(
  await runLanes([
    [
      {
        name: 'production build',
        cmd: 'npx',
        args: ['--no-install', 'tsx', 'scripts/build.ts'],
        env: { SHOWROOM_BUILD_TYPECHECKED: '1', ...(existsSync('.next/cache/turbopack') ? {} : { SHOWROOM_BUILD_CACHE: 'off' }) },
      },
    ],
  ]),
  removeRunData,
)
ensureChromium()

// The end-to-end suite beside the PostgreSQL run: both keep the two cores busy (Chromium's
// rendering is most of it), so what shortened this phase was less work (docs/architecture.md).
// The end-to-end groups that change or send things run one file at a time (vitest.e2e.config.ts):
// the content group after the read-only files, the visitors' group after the PostgreSQL run, on
// a server of its own (another port) with its own copy of the data, so the two never meet.
const pgBin = findPostgresBin()
const pg = pgBin ? startPostgres(pgBin, 'showroom_test') : null
if (!pg) console.log('\n(PostgreSQL is not installed: the integration suite runs on SQLite only.)')
const e2eVisitorsData = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-visitors-'))
cpSync(e2eData, e2eVisitorsData, { recursive: true })
const e2eRun = (name, projects, env) => vitestStep(name, ['--config', 'vitest.e2e.config.ts', ...projects.flatMap((project) => ['--project', project])], env)
const e2eVisitors = e2eRun('end-to-end: visitors (Chromium)', ['e2e-visitors'], { SHOWROOM_E2E_PREPARED_DATA: e2eVisitorsData, E2E_PORT: '3147' })
const lastLanes = [
  [
    e2eRun('end-to-end: read-only (Chromium)', ['e2e-read-only'], { SHOWROOM_E2E_PREPARED_DATA: e2eData }),
    // With the files in neither group (project e2e), one at a time after it.
    e2eRun('end-to-end: content (Chromium)', ['e2e-content', 'e2e'], { SHOWROOM_E2E_PREPARED_DATA: e2eData }),
  ],
]
// The cluster test's database, made last in the PostgreSQL lane beside the end-to-end content
// group, from the demo content the PostgreSQL integration run seeded (its snapshot, kept for this).
const clusterData = pg ? mkdtempSync(path.join(tmpdir(), 'showroom-cluster-data-')) : null
const removeClusterData = () => clusterData && rmSync(clusterData, { recursive: true, force: true })
if (pg && clusterData)
  lastLanes.push([
    // Only the files where PostgreSQL can differ (tests/integration/postgres-lane.mjs names why).
    vitestStep(
      'integration (PostgreSQL)',
      ['--project', 'integration', '--project', 'integration-race', ...Object.keys(POSTGRES_FILES).map((file) => `tests/integration/${file}`)],
      { SHOWROOM_TEST_DATABASE_URL: pg.url, SHOWROOM_DEMO_SNAPSHOT_DIR: demoSnapshot },
    ),
    e2eVisitors,
    {
      name: "cluster test's database (PostgreSQL: the demo content from the integration run, the stock)",
      cmd: 'npx',
      args: [
        '--no-install',
        'tsx',
        'scripts/test-cluster.ts',
        '--prepare-only',
        clusterData,
        '--demo-snapshot',
        demoSnapshot,
        '--demo-snapshot-database',
        pg.url,
      ],
    },
  ])
else lastLanes.push([e2eVisitors])
let lastStatus = 1
try {
  lastStatus = await runLanes(lastLanes)
} finally {
  pg?.stop()
  removeRunData()
  rmSync(e2eVisitorsData, { recursive: true, force: true })
}
stopOnFailure(lastStatus, removeClusterData)
// The production topology (issue 40): a throw-away PostgreSQL, three production processes of the
// build above and HAProxy, under 200 visitors through a rolling restart, a kill -9, leads and a
// publish (docs/operations.md §8). Last and alone: it needs both cores to itself.
if (pgBin && clusterData)
  run(
    'cluster (3 processes on PostgreSQL behind HAProxy)',
    'npx',
    ['--no-install', 'tsx', 'scripts/test-cluster.ts', '--no-build', '--prepared', clusterData],
    {},
    removeClusterData,
  )
else console.log('\n(PostgreSQL is not installed: the cluster test does not run.)')
removeClusterData()
summary()
