import { cp, readFile, writeFile } from 'node:fs/promises'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { BasePayload, getPayload, handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { BackupError, backupPlaceOf, type BackupPlace, createBackup, type BackupManifest, restoreBackup } from '@/features/backups'
import { parseConfig } from '@/lib/config'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 40 item 4, evidence: a backup taken while Payload has the database open, restored into a
 * fresh data dir (and, on PostgreSQL, a database of its own), serves the same page, lead, booking,
 * media file and sign-in; a damaged backup and a target that holds data are refused. On SQLite
 * unless SHOWROOM_TEST_DATABASE_URL names a PostgreSQL server (pg_dump and pg_restore needed).
 */

// Before the configuration is read (the imports below run after this): the source's data dir,
// with a database file there on SQLite (a backup needs a file, not the suite's in-memory one).
const source = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const path = await import('node:path')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-backup-source-'))
  process.env.SHOWROOM_DATA_DIR = dataDir
  if (!process.env.SHOWROOM_TEST_DATABASE_URL) {
    process.env.DATABASE_URL = `file:${path.join(dataDir, 'showroom.db')}`
    // As on a laptop: the app makes its secret and keeps it in the data dir, where the backup finds it.
    delete process.env.PAYLOAD_SECRET
  }
  return { dataDir }
})

const postgresUrl = process.env.SHOWROOM_TEST_DATABASE_URL
const restoredDatabaseName = `showroom_backup_${process.pid}`
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** The same server's URL with another database: the cluster's own (`postgres`) or the restore's. */
function postgresUrlOf(database: string): string {
  const url = new URL(postgresUrl!)
  url.pathname = `/${database}`
  return url.toString()
}

async function onCluster(sql: string): Promise<void> {
  const cluster = new pg.Client({ connectionString: postgresUrlOf('postgres') })
  await cluster.connect()
  try {
    await cluster.query(sql)
  } finally {
    await cluster.end()
  }
}

const temporary: string[] = [source.dataDir]
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `showroom-backup-${name}-`))
  temporary.push(dir)
  return dir
}

let payload: Payload
let restored: Payload | undefined
let sourcePlace: BackupPlace
let targetPlace: BackupPlace
let targetEnv: Record<string, string | undefined>
let backupDir: string
let manifest: BackupManifest
const made = {} as { siteId: number; pageId: number; leadId: number; bookingId: number; mediaFile: string; token: string; secret: string }

beforeAll(async () => {
  // Payload's start spawns `payload generate:types` with this process's environment: that child
  // would make the data dirs afterAll removes again (the config makes a secret there), after it.
  vi.spyOn(BasePayload.prototype, 'bin').mockResolvedValue({ code: 0 })
  payload = await createTestPayload()
  sourcePlace = backupPlaceOf(parseConfig(process.env))
  if (!postgresUrl) made.secret = await readFile(path.join(source.dataDir, '.payload-secret'), 'utf8')
  else {
    // PostgreSQL refuses a generated secret (PAYLOAD_SECRET is set); a secret file left in the
    // data dir from SQLite days is still copied, and must come back the same.
    made.secret = 'a-secret-file-kept-in-the-data-dir-0123456789'
    await writeFile(path.join(source.dataDir, '.payload-secret'), made.secret, { mode: 0o600 })
  }

  const site = await createSite(payload, { key: 'backup-site', hostnames: ['backup.example'] })
  made.siteId = site.id
  const page = await payload.create({
    collection: 'pages',
    draft: false,
    data: { title: 'Om oss', slug: 'om-oss', site: site.id, _status: 'published' } as never,
  })
  made.pageId = page.id
  made.leadId = (
    await payload.create({
      collection: 'leads',
      data: {
        site: site.id,
        formName: 'seCarContactForm',
        formSubmissionId: 'backup-test-1',
        customerName: 'Anna Svensson',
        customerPhone: '+46701234567',
        customerEmail: 'anna@example.se',
        message: 'Finns bilen kvar?',
        values: { quote: true },
      } as never,
    })
  ).id
  made.bookingId = (
    await payload.create({
      collection: 'service-bookings',
      data: {
        site: site.id,
        bookingId: 'WBBACKUP0001',
        registrationNumber: 'ABC123',
        timeSlot: '2026-12-01T09:00:00',
        departmentId: '1-0',
        customerName: 'Bo Kund',
        customerPhone: '+46707654321',
        customerEmail: 'bo@example.se',
      } as never,
    })
  ).id
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Logo', site: site.id } as never,
    file: { data: PNG, mimetype: 'image/png', name: 'backup-logo.png', size: PNG.length },
  })
  made.mediaFile = media.filename!
  await payload.create({ collection: 'users', data: { email: 'admin@backup.test', password: 'backup-password-1', role: 'admin' } as never })
  made.token = (await payload.login({ collection: 'users', data: { email: 'admin@backup.test', password: 'backup-password-1' } })).token!

  // Taken while Payload has the database open, as on a running server.
  ;({ dir: backupDir, manifest } = await createBackup({ place: sourcePlace, appVersion: '0.1.0-test' }))

  const targetDir = tempDir('target')
  if (postgresUrl) {
    await onCluster(`DROP DATABASE IF EXISTS ${restoredDatabaseName} WITH (FORCE)`)
    await onCluster(`CREATE DATABASE ${restoredDatabaseName}`)
  }
  targetEnv = {
    ...process.env,
    SHOWROOM_DATA_DIR: targetDir,
    DATABASE_URL: postgresUrl ? postgresUrlOf(restoredDatabaseName) : `file:${path.join(targetDir, 'showroom.db')}`,
  }
  targetPlace = backupPlaceOf(parseConfig(targetEnv))
}, 180_000)

afterAll(async () => {
  // Payload's destroy leaves its PostgreSQL pool open, with one connection checked out for good
  // (db-postgres connect.js), so pool.end() never settles: the idle ones close, and the drop below
  // ends the rest, whose errors are expected.
  const pool = (restored?.db as unknown as { pool?: pg.Pool } | undefined)?.pool
  await restored?.destroy()
  pool?.on('error', () => undefined)
  void pool?.end()
  await payload?.destroy().catch(() => undefined)
  if (postgresUrl) await onCluster(`DROP DATABASE IF EXISTS ${restoredDatabaseName} WITH (FORCE)`)
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

const refusal = async (work: Promise<unknown>): Promise<string> => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BackupError)
  return (error as BackupError).message
}

describe('a backup', () => {
  it('lies in the data dir’s backups folder and lists the database, the media, the secret and their checksums', () => {
    expect(path.dirname(backupDir)).toBe(path.join(source.dataDir, 'backups'))
    expect(manifest.database.kind).toBe(postgresUrl ? 'postgres' : 'sqlite')
    expect(manifest.database.migrations.length).toBeGreaterThan(10)
    expect(manifest.database.counts).toMatchObject({ sites: 1, pages: 1, leads: 1, serviceBookings: 1, media: 1 })
    expect(manifest.secret).toEqual({ file: true, environment: Boolean(postgresUrl) })
    const paths = manifest.files.map((file) => file.path)
    expect(paths).toEqual(expect.arrayContaining([manifest.database.file, `media/${made.mediaFile}`, '.payload-secret']))
    expect(paths.some((p) => p.startsWith('backups/'))).toBe(false)
  })

  it('refuses a folder inside what it copies', async () => {
    expect(await refusal(createBackup({ place: sourcePlace, appVersion: 'x', out: path.join(source.dataDir, 'media', 'nested') }))).toMatch(
      /lies inside .*media.*choose a folder outside it/,
    )
  })
})

describe('restoring', () => {
  it('refuses a backup of the other database kind', async () => {
    const other = tempDir('other-kind')
    await cp(backupDir, other, { recursive: true })
    const kind = postgresUrl ? 'sqlite' : 'postgres'
    await writeFile(path.join(other, 'manifest.json'), JSON.stringify({ ...manifest, database: { ...manifest.database, kind } }))
    expect(await refusal(restoreBackup({ backupDir: other, place: targetPlace }))).toMatch(/restores only into the kind it was taken from/)
  })

  it('puts the backup into an empty data dir and database', async () => {
    const result = await restoreBackup({ backupDir, place: targetPlace })
    expect(result.restored.counts).toEqual(manifest.database.counts)
    expect(result.restored.migrations).toEqual(manifest.database.migrations)
  })

  it('refuses a target that holds data, unless forced', async () => {
    expect(await refusal(restoreBackup({ backupDir, place: targetPlace }))).toMatch(/already holds data .*--force/)
    // Forced, it replaces what is there (on PostgreSQL: pg_restore --clean over the existing tables).
    const result = await restoreBackup({ backupDir, place: targetPlace, force: true })
    expect(result.restored.counts).toEqual(manifest.database.counts)
  }, 120_000)

  it('refuses a damaged backup before it changes anything, even when forced', async () => {
    const damaged = tempDir('damaged')
    await cp(backupDir, damaged, { recursive: true })
    await writeFile(path.join(damaged, 'media', made.mediaFile), Buffer.concat([PNG, Buffer.from([0])]))
    expect(await refusal(restoreBackup({ backupDir: damaged, place: targetPlace, force: true }))).toMatch(
      new RegExp(`media/${made.mediaFile}: its contents differ from the checksum`),
    )
    // The target is still the good restore: the checks below open it.
  })

  it('serves the same page, lead, booking, media file and sign-in from the restored data dir', async () => {
    // The source goes first: Payload's request handling finds its instance under one key.
    await payload.destroy()
    ;(globalThis as { _payload?: Map<string, unknown> })._payload?.clear()
    for (const [name, value] of Object.entries(targetEnv)) if (value !== undefined) process.env[name] = value
    if (!postgresUrl) delete process.env.PAYLOAD_SECRET
    vi.resetModules()
    const config = (await import('@payload-config')).default
    restored = await getPayload({ config })
    const restoredConfig = (await import('@/lib/config')).getConfig()
    expect(restoredConfig.database.url).toBe(targetEnv.DATABASE_URL)
    // On SQLite the app signs with the restored .payload-secret (PAYLOAD_SECRET is not set).
    if (!postgresUrl) expect(restoredConfig.payloadSecret).toBe(made.secret)

    const anonymous = { overrideAccess: false, user: null, depth: 0 } as const
    const pages = await restored.find({
      collection: 'pages',
      where: { and: [{ site: { equals: made.siteId } }, { path: { equals: '/om-oss' } }] },
      ...anonymous,
    })
    expect(pages.docs.map((p) => ({ id: p.id, title: p.title, path: p.path }))).toEqual([{ id: made.pageId, title: 'Om oss', path: '/om-oss' }])

    const lead = await restored.findByID({ collection: 'leads', id: made.leadId, depth: 0 })
    expect(lead).toMatchObject({
      customerName: 'Anna Svensson',
      customerPhone: '+46701234567',
      customerEmail: 'anna@example.se',
      message: 'Finns bilen kvar?',
      values: { quote: true },
    })
    const booking = await restored.findByID({ collection: 'service-bookings', id: made.bookingId, depth: 0 })
    expect(booking).toMatchObject({ bookingId: 'WBBACKUP0001', registrationNumber: 'ABC123', customerName: 'Bo Kund' })

    const file = `/api/media/file/${made.mediaFile}`
    const served = await handleEndpoints({ config, path: file, request: new Request(`http://localhost${file}`) })
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(await readFile(path.join(source.dataDir, 'media', made.mediaFile)))).toBe(true)

    expect(await readFile(path.join(targetPlace.dataDir, '.payload-secret'), 'utf8')).toBe(made.secret)
    // A sign-in from before the backup still holds: same secret, same session row.
    const signedIn = await restored.auth({ headers: new Headers({ Authorization: `JWT ${made.token}` }) })
    expect(signedIn.user?.email).toBe('admin@backup.test')
  }, 120_000)
})
