/**
 * Migrates the database and, unless SHOWROOM_DEMO_CONTENT=off, loads the demo content (src/demo)
 * when it is empty.
 * Run by `npm start`; on its own: `npm run db:prepare`.
 */
import { ConfigError, getConfig } from '../src/lib/config'
import { holdDatabaseProcessLockOrExit } from '../src/lib/sqlite-process-lock'

async function main() {
  let demoContent: boolean
  try {
    demoContent = getConfig().demoContent
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  // A running server (or another preparation) on the same SQLite file: refuse before touching it.
  const databaseLock = await holdDatabaseProcessLockOrExit(getConfig().database, 'database preparation', 3)
  const started = Date.now()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/cms/payload.config')
  const { prepareDatabase } = await import('../src/cms/database')
  const { loadDemoContent } = await import('../src/demo/load-demo-content')
  const payload = await getPayload({ config })
  if (demoContent) {
    const { seeded, cars } = await prepareDatabase(payload, (p) => loadDemoContent(p, (m) => console.log(`  ${m}`)))
    console.log(seeded || cars ? `Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.` : 'Database is up to date.')
  } else {
    await prepareDatabase(payload)
    console.log('Database is up to date (demo content is off).')
  }
  await payload.destroy()
  await databaseLock?.release()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error('Preparing the database failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
