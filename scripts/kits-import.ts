/**
 * npm run kits:import -- <file.jsonl> [--site KEY | --index NAME] [--replace]
 *
 * Loads an accessory kits feed (spec 03 §3 Kit, one JSON object per line) into a kits index: the
 * one the site KEY names (searchIndexes.kits on its record), or NAME, or the file's name
 * (kits-fi.jsonl -> kits-fi). Every line is checked with the kit's zod schema; rejected lines are
 * printed with their line number, field and reason, and the exit code is 1 when any were.
 */
import { createReadStream, existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'

import { ConfigError, getConfig } from '../src/lib/config'

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run kits:import -- <file.jsonl> [...] [--site KEY | --index NAME] [--replace]`)
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
  const { importKitFeed } = await import('../src/integrations/search/built-in/kit-feed-import')
  const { sqlDatabaseOf } = await import('../src/lib/sql-database')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const db = sqlDatabaseOf(payload)

  let index = args.values.index
  if (args.values.site) {
    const found = await payload.find({ collection: 'sites', where: { key: { equals: args.values.site } }, limit: 1, depth: 0 })
    const site = found.docs[0]
    if (!site) usage(`No site with the key "${args.values.site}".`)
    if (!site.searchIndexes?.kits) usage(`The site "${args.values.site}" names no kits index (searchIndexes.kits).`)
    index = site.searchIndexes.kits
  }

  let failed = false
  for (const file of files) {
    const started = Date.now()
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
    const target = index ?? path.basename(file).replace(/\.jsonl?$/, '')
    const report = await importKitFeed(db, lines, target, { replace: args.values.replace })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`${file}: ${report.lines} lines in ${seconds} s`)
    console.log(
      `  kits → ${report.index}: ${report.inserted} new, ${report.updated} changed, ${report.unchanged} unchanged${args.values.replace ? `, ${report.removed} removed` : ''}`,
    )
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
