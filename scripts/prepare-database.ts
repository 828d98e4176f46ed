/**
 * Migrates the database and loads the demo content when it is empty.
 * Run by `npm start`; on its own: `npm run db:prepare`.
 */
import { ConfigError, getConfig } from '../src/lib/config'

async function main() {
  try {
    getConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const started = Date.now()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/cms/payload.config')
  const { prepareDatabase } = await import('../src/cms/database')
  const payload = await getPayload({ config })
  const { seeded, cars } = await prepareDatabase(payload, (m) => console.log(`  ${m}`))
  console.log(seeded || cars ? `Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.` : 'Database is up to date.')
  await payload.destroy()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error('Preparing the database failed:', error instanceof Error ? error.stack ?? error.message : error)
  process.exit(1)
})
