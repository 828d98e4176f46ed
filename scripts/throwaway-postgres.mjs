/**
 * A throw-away PostgreSQL cluster for a test run or a benchmark: initdb into a temporary folder,
 * started on a free port without fsync, one database created; `stop` removes it all (or keeps it
 * for a later start). Run as root, the cluster runs as the `postgres` user (PostgreSQL refuses
 * root). Used by scripts/test.mjs (the integration lane), bench-load.ts and test-cluster.ts.
 */
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'

const isRoot = process.getuid?.() === 0

/** The newest installed PostgreSQL's binaries folder (Debian's layout), or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'pg_ctl'))) return path.join(base, v, 'bin')
  return null
}

/**
 * Starts a cluster with `bin`'s PostgreSQL and creates `database` in it. With `options.dir`, the
 * cluster lives in that folder: one made there earlier (and stopped with `keep`) starts again with
 * its databases as they were, so a run can prepare one while it does something else.
 * @param {string} bin
 * @param {string} database
 * @param {number} [firstPort]
 * @param {{ dir?: string }} [options]
 * @returns {{ url: string, port: number, stop: (options?: { keep?: boolean }) => void }}
 */
export function startPostgres(bin, database, firstPort = 55000 + (process.pid % 400), options = {}) {
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'showroom-pg-'))
  const existing = existsSync(path.join(dir, 'data', 'PG_VERSION'))
  mkdirSync(dir, { recursive: true })
  let port = firstPort
  const as = (cmd, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' })
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()))
  if (!existing) as('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
  // A port another PostgreSQL already uses makes the start fail: try the next ones.
  for (let attempt = 0; ; attempt++) {
    try {
      as('pg_ctl', ['-D', path.join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start'])
      break
    } catch (error) {
      if (attempt >= 5) throw error
      port += 1
    }
  }
  if (!existing) as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop: ({ keep = false } = {}) => {
      try {
        as('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop'])
      } finally {
        if (!keep) rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
