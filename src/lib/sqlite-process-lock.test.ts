import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { holdDatabaseProcessLock, holdSqliteProcessLock, sqliteDatabaseFile, SqliteInUseError } from './sqlite-process-lock'

const dir = mkdtempSync(path.join(tmpdir(), 'showroom-lock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the SQLite process lock (issue 40 item 5)', () => {
  it('lets one holder in and refuses the next, naming the holder, until it lets go', async () => {
    const file = path.join(dir, 'one.db')
    const server = await holdSqliteProcessLock(file, 'server on port 3000')
    const refused = await holdSqliteProcessLock(file, 'server on port 3001').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SqliteInUseError)
    expect((refused as Error).message).toContain(
      `The SQLite database ${file} is in use by process ${process.pid} on ${hostname()} (server on port 3000, since `,
    )
    expect((refused as Error).message).toContain('DATABASE_URL=postgres://')
    await server.release()
    const next = await holdSqliteProcessLock(file, 'database preparation')
    await next.release()
  })

  it('is free again as soon as its holder is killed (kill -9 leaves nothing to clean up)', async () => {
    const file = path.join(dir, 'killed.db')
    const script = `
      import { holdSqliteProcessLock } from ${JSON.stringify(path.resolve('src/lib/sqlite-process-lock.ts'))}
      await holdSqliteProcessLock(${JSON.stringify(file)}, 'server')
      process.stdout.write('held\\n')
      setInterval(() => {}, 1000)
    `
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve())
      child.once('exit', (code) => reject(new Error(`the holder exited early (${code})`)))
    })
    await expect(holdSqliteProcessLock(file, 'server')).rejects.toBeInstanceOf(SqliteInUseError)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    const after = await holdSqliteProcessLock(file, 'server')
    await after.release()
  })

  it('applies to a SQLite file only: PostgreSQL, an in-memory database and a shared file (tests) need none', async () => {
    expect(sqliteDatabaseFile('file:/srv/data/showroom.db')).toBe('/srv/data/showroom.db')
    expect(sqliteDatabaseFile('file:///srv/data/showroom.db')).toBe('/srv/data/showroom.db')
    expect(sqliteDatabaseFile('file::memory:')).toBeUndefined()
    expect(await holdDatabaseProcessLock({ kind: 'postgres', url: 'postgres://db/showroom', sqliteShared: false }, 'server')).toBeUndefined()
    expect(await holdDatabaseProcessLock({ kind: 'sqlite', url: `file:${path.join(dir, 'shared.db')}`, sqliteShared: true }, 'server')).toBeUndefined()
    const held = await holdDatabaseProcessLock({ kind: 'sqlite', url: `file:${path.join(dir, 'own.db')}`, sqliteShared: false }, 'server')
    expect(held).toBeDefined()
    await held!.release()
  })
})
