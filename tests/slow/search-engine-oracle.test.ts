import { describe, it } from 'vitest'

import { checkSiteSearchesAgainstOracle, checkVehicleSearchesAgainstOracle } from '@/integrations/search/built-in/engine/testing/oracle-check'

/**
 * The built-in search engine against the brute-force oracle at full strength: hundreds of random
 * stocks of up to 300 cars (ARCHITECTURE 'Stock and search': speed never costs a wrong count).
 * Here rather than in the unit tests, where a few smaller stocks run on every change: this takes
 * half a minute of CPU, so it has a deliberate timeout well above that.
 */
describe('search engine against the brute-force oracle (full strength)', () => {
  it('answers vehicle searches exactly like filtering and counting the plain records', () => {
    checkVehicleSearchesAgainstOracle({ runs: 250, maxRecords: 300 })
  }, 300_000)

  it('answers dealer-site searches, nested department fields included, like the plain records', () => {
    checkSiteSearchesAgainstOracle({ runs: 200, maxRecords: 60 })
  }, 120_000)
})
