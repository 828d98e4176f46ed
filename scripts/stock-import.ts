/**
 * npm run stock:import -- <file.jsonl> [more.jsonl …] [--site KEY | --index NAME] [--replace]
 *
 * Cars go to a vehicles index, dealer sites to a sites index: --site KEY uses that site's two
 * index names from the CMS; --index NAME puts everything into NAME; with neither, the file name is
 * the index (vehicles-se.jsonl -> vehicles-se), as `stock:generate` writes them.
 */
import { createReadStream, existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'

import { ConfigError, getConfig } from '../src/lib/config'

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run stock:import -- <file.jsonl> [...] [--site KEY | --index NAME] [--replace]`)
  process.exit(2)
}

async function main() {
  let args
  try {
    args = parseArgs({ allowPositionals: true, options: { site: { type: 'string' }, index: { type: 'string' }, replace: { type: 'boolean', default: false } } })
  } catch (error) {
    usage((error as Error).message)
  }
  const files = args.positionals
  if (files.length === 0) usage('No feed file given.')
  if (args.values.site && args.values.index) usage('Give --site or --index, not both.')
  for (const file of files) if (!existsSync(file)) usage(`No such file: ${file}`)
  try {
    getConfig()
  } catch (error) {
    if (error instanceof ConfigError) usage(error.message)
    throw error
  }

  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/cms/payload.config')
  const { migrateDatabase } = await import('../src/cms/database')
  const { importFeed } = await import('../src/integrations/search/built-in/feed-import')
  const { sqlDatabaseOf } = await import('../src/lib/sql-database')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const db = sqlDatabaseOf(payload)

  let target: { cars?: string; dealers?: string } | undefined
  if (args.values.site) {
    const found = await payload.find({ collection: 'sites', where: { key: { equals: args.values.site } }, limit: 1, depth: 0 })
    const site = found.docs[0]
    if (!site) usage(`No site with the key "${args.values.site}".`)
    target = { cars: site.searchIndexes?.vehicles ?? undefined, dealers: site.searchIndexes?.sites ?? undefined }
  } else if (args.values.index) {
    target = { cars: args.values.index, dealers: args.values.index }
  }

  let failed = false
  for (const file of files) {
    const started = Date.now()
    const name = path.basename(file).replace(/\.jsonl?$/, '')
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
    const report = await importFeed(db, lines, target ?? { cars: name, dealers: name }, { replace: args.values.replace })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const fmt = (k: 'cars' | 'dealers') => {
      const r = report[k]
      return `${r.inserted} new, ${r.updated} changed, ${r.unchanged} unchanged${args.values.replace ? `, ${r.removed} removed` : ''}`
    }
    console.log(`${file}: ${report.lines} lines in ${seconds} s`)
    if (report.indexes.cars) console.log(`  cars → ${report.indexes.cars}: ${fmt('cars')}`)
    if (report.indexes.dealers) console.log(`  dealer sites → ${report.indexes.dealers}: ${fmt('dealers')}`)
    if (report.rejected.length > 0) {
      failed = true
      console.log(`  ${report.rejected.length} problem(s) in rejected lines:`)
      for (const r of report.rejected.slice(0, 200)) console.log(`    line ${r.line}: ${r.field}: ${r.reason}`)
      if (report.rejected.length > 200) console.log(`    … and ${report.rejected.length - 200} more`)
    }
  }
  await payload.destroy()
  // Valid lines are loaded either way; the exit code tells a pipeline that some were rejected.
  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error('Import failed, nothing was changed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
