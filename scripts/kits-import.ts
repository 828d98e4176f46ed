/**
 * npm run kits:import -- <file.jsonl> [--site KEY | --index NAME] [--replace]
 *
 * Loads an accessory kits feed (spec 03 §3 Kit, one JSON object per line) into a kits index: the
 * one the site KEY names (searchIndexes.kits on its record), or NAME, or the file's name
 * (kits-fi.jsonl -> kits-fi). Every line is checked with the kit's zod schema; rejected lines are
 * printed with their line number, field and reason, and the exit code is 1 when any were.
 */
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { openFeedImport, printRejected, runFeedImport } from './feed-import-cli'

async function main(): Promise<boolean> {
  const cli = await openFeedImport('kits:import')
  const { importKitFeed } = await import('../src/integrations/search/built-in/kit-feed-import')
  let index = cli.index
  if (cli.site) {
    const site = await cli.findSite(cli.site)
    index = site.searchIndexes?.kits ?? cli.usage(`The site "${cli.site}" names no kits index (searchIndexes.kits).`)
  }

  let failed = false
  for (const file of cli.files) {
    const started = Date.now()
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
    const target = index ?? path.basename(file).replace(/\.jsonl?$/, '')
    const report = await importKitFeed(cli.db, lines, target, { replace: cli.replace })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`${file}: ${report.lines} lines in ${seconds} s`)
    console.log(
      `  kits → ${report.index}: ${report.inserted} new, ${report.updated} changed, ${report.unchanged} unchanged${cli.replace ? `, ${report.removed} removed` : ''}`,
    )
    if (report.rejected.length > 0) failed = true
    printRejected(report.rejected)
  }
  await cli.payload.destroy()
  return failed
}

runFeedImport(main)
