/**
 * `tsx tests/e2e/prepare-e2e-data.ts <folder>`: the end-to-end suite's data, prepared ahead. `npm test`
 * runs it beside the production build and hands the folder to the suite (SHOWROOM_E2E_PREPARED_DATA),
 * which otherwise prepares it in its global setup.
 */
import { prepareE2eData } from './e2e-data'

const dataDir = process.argv[2]
if (!dataDir) {
  console.error('usage: tsx tests/e2e/prepare-e2e-data.ts <empty folder>')
  process.exit(2)
}
prepareE2eData(dataDir)
console.log(`End-to-end data prepared in ${dataDir}.`)
