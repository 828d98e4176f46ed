/**
 * `tsx tests/e2e/prepare-e2e-data.ts <folder> [<demo snapshot folder>]`: the end-to-end suite's data,
 * prepared ahead. `npm test` runs it after the SQLite integration run, from the demo content that
 * run seeded and kept (prepareE2eData), and hands the folder to the suite
 * (SHOWROOM_E2E_PREPARED_DATA), which otherwise prepares it in its global setup.
 */
import { prepareE2eData } from './e2e-data'

const [dataDir, demoSnapshot] = process.argv.slice(2)
if (!dataDir) {
  console.error('usage: tsx tests/e2e/prepare-e2e-data.ts <empty folder> [<demo snapshot folder>]')
  process.exit(2)
}
process.stdout.write(prepareE2eData(dataDir, demoSnapshot))
console.log(`End-to-end data prepared in ${dataDir}.`)
