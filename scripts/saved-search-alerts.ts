/**
 * npm run saved-searches:alerts
 *
 * Sends the saved-search alerts of every site now (issue 41 item 1). `stock:import` does this
 * after each import; run this when the stock arrives some other way (an outside search service's
 * own feed), e.g. from a timer after its imports. At most one e-mail a day per address either way.
 */
import { openCmsForScript } from './open-cms-for-script'

async function main(): Promise<void> {
  const { payload } = await openCmsForScript((message) => {
    console.error(`${message}\nUsage: npm run saved-searches:alerts`)
    process.exit(2)
  })
  const { loadSites } = await import('../src/features/sites')
  const { alertRunSummary, runSavedSearchAlerts, savedSearchDepsFor } = await import('../src/features/saved-searches')
  const report = await runSavedSearchAlerts(savedSearchDepsFor(payload), await loadSites())
  console.log(`Saved searches: ${alertRunSummary(report)}`)
  await payload.destroy()
  process.exit(report.failed > 0 ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error('Saved-search alerts failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
