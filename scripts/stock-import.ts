/**
 * npm run stock:import -- <file.jsonl> [more.jsonl …] [--site KEY | --index NAME] [--replace]
 *
 * Cars go to a vehicles index, dealer sites to a sites index: --site KEY uses that site's two
 * index names from the CMS; --index NAME puts everything into NAME; with neither, the file name is
 * the index (vehicles-se.jsonl -> vehicles-se), as `stock:generate` writes them.
 */
import { createReadStream } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

import type { Payload } from 'payload'

import { openFeedImport, printRejected, runFeedImport } from './feed-import-cli'

async function main(): Promise<boolean> {
  const cli = await openFeedImport('stock:import')
  const { importFeed } = await import('../src/integrations/search/built-in/feed-import')
  let target: { cars?: string; dealers?: string } | undefined
  if (cli.site) {
    const site = await cli.findSite(cli.site)
    target = { cars: site.searchIndexes?.vehicles ?? undefined, dealers: site.searchIndexes?.sites ?? undefined }
  } else if (cli.index) {
    target = { cars: cli.index, dealers: cli.index }
  }

  let failed = false
  const carIndexes = new Set<string>()
  for (const file of cli.files) {
    const started = Date.now()
    const name = path.basename(file).replace(/\.jsonl?$/, '')
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
    const report = await importFeed(cli.db, lines, target ?? { cars: name, dealers: name }, { replace: cli.replace })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const fmt = (k: 'cars' | 'dealers') => {
      const r = report[k]
      return `${r.inserted} new, ${r.updated} changed, ${r.unchanged} unchanged${cli.replace ? `, ${r.removed} removed` : ''}`
    }
    console.log(`${file}: ${report.lines} lines in ${seconds} s`)
    if (report.indexes.cars) console.log(`  cars → ${report.indexes.cars}: ${fmt('cars')}`)
    if (report.indexes.cars) carIndexes.add(report.indexes.cars)
    if (report.indexes.dealers) console.log(`  dealer sites → ${report.indexes.dealers}: ${fmt('dealers')}`)
    if (report.rejected.length > 0) failed = true
    printRejected(report.rejected)
  }
  if (carIndexes.size > 0) await sendSavedSearchAlerts(cli.payload, carIndexes)
  await cli.payload.destroy()
  return failed
}

/**
 * After the import, the saved searches of the sites that show these cars get their alerts (issue
 * 41 item 1). A failure here is reported and leaves the import as it is: the next import (or
 * `npm run saved-searches:alerts`) looks again.
 */
async function sendSavedSearchAlerts(payload: Payload, carIndexes: ReadonlySet<string>): Promise<void> {
  try {
    const { loadSites } = await import('../src/features/sites')
    const { alertRunSummary, runSavedSearchAlerts, savedSearchDepsFor } = await import('../src/features/saved-searches')
    const sites = (await loadSites()).filter((site) => site.searchIndexes.vehicles && carIndexes.has(site.searchIndexes.vehicles))
    const report = await runSavedSearchAlerts(savedSearchDepsFor(payload), sites)
    if (report.searches > 0 || report.forgotten > 0) console.log(`  saved searches: ${alertRunSummary(report)}`)
  } catch (error) {
    console.error('  saved-search alerts failed (the import stands):', error instanceof Error ? error.message : error)
  }
}

runFeedImport(main)
