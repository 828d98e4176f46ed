import { describe, it } from 'vitest'

import { checkSiteSearchesAgainstOracle, checkVehicleSearchesAgainstOracle } from './testing/oracle-check'

/**
 * The engine against the brute-force oracle on a few random stocks and queries, quick enough for
 * every unit run; tests/integration/search-engine-oracle.test.ts tries hundreds of larger stocks.
 */
describe('search engine against the brute-force oracle', () => {
  it('answers vehicle searches exactly like filtering and counting the plain records', () => {
    checkVehicleSearchesAgainstOracle({ runs: 25, maxRecords: 80 })
  })

  it('answers dealer-site searches, nested department fields included, like the plain records', () => {
    checkSiteSearchesAgainstOracle({ runs: 25, maxRecords: 60 })
  })
})
